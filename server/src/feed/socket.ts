import { feedSocketPaths } from '@vela/contracts/feed';
import type { FastifyInstance } from 'fastify';
import { MAX_FRAME_BYTES } from './frames.ts';
import type { FeedHub } from './hub.ts';

/**
 * The market feed's WebSocket endpoints; the hub serves every frame. A frame over 64 KiB is
 * refused by `ws` itself (close 1009) before any of it is parsed.
 */
export async function feedSocketRoutes(app: FastifyInstance, { hub }: { hub: FeedHub }): Promise<void> {
  for (const biz of ['spot', 'futures'] as const) {
    app.get(feedSocketPaths[biz], { websocket: true }, (socket) => hub.connect(socket, biz));
  }
}

export const feedSocketOptions = { maxPayload: MAX_FRAME_BYTES };
