import type { WebSocket } from '@fastify/websocket';
import { feedCloseCodes, feedSocketPaths } from '@vela/contracts/feed';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddressConnectionCap } from './address-cap.ts';
import { MAX_FRAME_BYTES } from './frames.ts';
import type { FeedHub } from './hub.ts';

/**
 * The market feed's WebSocket endpoints; the hub serves every frame. A frame over 64 KiB is
 * refused by `ws` itself (close 1009) before any of it is parsed. An address past its cap of open
 * connections (WS_CONNECTIONS_PER_ADDRESS, shared with the notification socket) is closed with 1008.
 */
export async function feedSocketRoutes(
  app: FastifyInstance,
  { hub, cap }: { hub: FeedHub; cap: AddressConnectionCap },
): Promise<void> {
  for (const biz of ['spot', 'futures'] as const) {
    app.get(feedSocketPaths[biz], { websocket: true }, (socket, request) => {
      const address = request.ip;
      if (!cap.tryOpen(address)) {
        socket.close(feedCloseCodes.policyViolation, 'too many connections from this address');
        return;
      }
      socket.once('close', () => cap.release(address));
      hub.connect(socket, biz);
    });
  }
}

/**
 * Errors of an open feed socket. A client's protocol faults (an oversized frame, bad UTF-8, a bad
 * opcode: `ws` codes WS_ERR_*) and dropped connections are the client's doing: a warning, not an
 * error (which would page someone). The socket is dropped either way.
 */
export function feedSocketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE')) {
    request.log.warn({ err: error, code }, 'feed socket closed: the client broke the protocol or went away');
  } else {
    request.log.error({ err: error }, 'feed socket failed');
  }
  socket.terminate();
}

export const feedSocketOptions = { maxPayload: MAX_FRAME_BYTES };
