import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { MAX_FRAME_BYTES, parseClientFrame } from './frames.ts';

/**
 * The market feed's WebSocket endpoints. One connection answers heartbeats and reports bad frames
 * without ever throwing: a malformed frame costs the client an error frame, not the server.
 */
export async function feedSocketRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of ['spot', 'futures'] as const) {
    app.get(`/ws/${kind}`, { websocket: true }, (socket) => serveConnection(socket));
  }
}

function serveConnection(socket: WebSocket): void {
  socket.on('error', () => socket.terminate());
  socket.on('message', (data, isBinary) => {
    if (isBinary) return sendJson(socket, { event: 'error', data: { message: 'binary frames are not supported' } });
    const parsed = parseClientFrame(data.toString());
    if (!parsed.ok) return sendJson(socket, { event: 'error', data: { message: parsed.reason } });
    const { frame } = parsed;
    if (frame.event === 'ping') {
      return sendJson(socket, { event: 'pong', data: { ts: Date.now(), pingTs: frame.params?.ts ?? null } });
    }
    sendJson(socket, { event: 'error', data: { message: `unknown event: ${frame.event}` } });
  });
}

function sendJson(socket: WebSocket, frame: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

export const feedSocketOptions = { maxPayload: MAX_FRAME_BYTES };
