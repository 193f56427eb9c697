import type { EventEmitter } from 'node:events';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type NotificationRefusal, notificationEvents, notificationSocketPath } from '@vela/contracts/feed';
import { SESSION_COOKIE } from '@vela/contracts/session';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { findSession } from '../../accounts/sessions.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type AddressConnectionCap, rawClientAddress } from '../../feed/address-cap.ts';
import type { Bus } from '../../infra/bus/bus.ts';
import { unreadCount, unreadCounts } from '../../notify/notices.ts';

export interface NotificationSocketOptions {
  config: Config;
  database: Database;
  bus: Bus;
  /** Open sockets per client address, shared with the market feed (WS_CONNECTIONS_PER_ADDRESS). */
  cap: AddressConnectionCap;
}

const roomOf = (userId: string) => `user:${userId}`;

/** A session that could not be checked (the database briefly out of reach): the browser tries again after this. */
const SESSION_CHECK_RETRY_MS = 5_000;

/**
 * The notification socket (the spec's "client socket"): socket.io at its default path, for
 * signed-in browsers only. The handshake must carry a live session cookie (visitors get a
 * connect error) and, when it comes from a browser page, that page must be ours; a session that
 * could not be checked is refused with a retry hint (NotificationRefusal) and the browser comes
 * back. A connected user is sent `unread` at once, then `notice` and `unread` whenever any
 * instance notifies them.
 */
export function attachNotificationSocket(
  app: FastifyInstance,
  { config, database, bus, cap }: NotificationSocketOptions,
) {
  const { db } = database;
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const addressOf = rawClientAddress(config.TRUST_PROXY);
  const io = new Server({
    path: notificationSocketPath,
    serveClient: false,
    // A handshake from an address at its cap is refused before any session is looked up.
    allowRequest: (request, callback) =>
      callback(null, fromOurPages(request, publicOrigin) && !cap.full(addressOf(request))),
  });
  const detach = attachBesideFastify(io, app.server);
  // Counted once the connection is made (a burst of handshakes may all have passed the check above).
  io.engine.on('connection', (connection: { request: IncomingMessage; close(): void; once: EventEmitter['once'] }) => {
    const address = addressOf(connection.request);
    if (!cap.tryOpen(address)) {
      connection.close();
      return;
    }
    connection.once('close', () => cap.release(address));
  });

  io.use(async (socket, next) => {
    try {
      const token = app.parseCookie(socket.request.headers.cookie ?? '')[SESSION_COOKIE];
      const session = token ? await findSession(db, token) : undefined;
      if (!session) return next(new Error('sign in required'));
      socket.data.userId = session.user.id;
      socket.data.sessionId = session.sessionId;
      next();
    } catch (error) {
      app.log.warn({ err: error }, 'notification socket: the session could not be checked');
      const retry: NotificationRefusal = { retryable: true, retryAfterMs: SESSION_CHECK_RETRY_MS };
      next(Object.assign(new Error('the server could not check the session; try again'), { data: retry }));
    }
  });

  io.on('connection', (socket) => {
    const userId = socket.data.userId as string;
    socket.join(roomOf(userId));
    unreadCount(db, userId).then(
      (count) => socket.emit(notificationEvents.unread, { count }),
      (error: unknown) => app.log.warn({ err: error }, 'unread count failed'),
    );
  });

  async function sendEveryoneTheirUnreadCount(): Promise<void> {
    const userIds = [...new Set([...io.of('/').sockets.values()].map((socket) => socket.data.userId as string))];
    const counts = await unreadCounts(db, userIds);
    for (const userId of userIds)
      io.to(roomOf(userId)).emit(notificationEvents.unread, { count: counts.get(userId) ?? 0 });
  }

  const stops = [
    bus.subscribe('notify.notice', ({ userId, notice }) => {
      if (userId !== null) {
        io.to(roomOf(userId)).emit(notificationEvents.notice, notice);
        return;
      }
      io.emit(notificationEvents.notice, notice);
      sendEveryoneTheirUnreadCount().catch((error: unknown) => app.log.warn({ err: error }, 'unread counts failed'));
    }),
    bus.subscribe('notify.unread', ({ userId, count }) => {
      io.to(roomOf(userId)).emit(notificationEvents.unread, { count });
    }),
    // A logged-out session's sockets are closed: the notices are the user's own.
    bus.subscribe('session.ended', ({ sessionId }) => {
      for (const socket of io.of('/').sockets.values()) {
        if (socket.data.sessionId === sessionId) socket.disconnect(true);
      }
    }),
  ];

  app.addHook('preClose', (done) => {
    for (const stop of stops) stop();
    detach();
    // The connections are closed, not the sockets disconnected: a socket.io client takes a
    // server's disconnect for "stay away" and never reconnects, while after a closed connection it
    // comes back once the server has restarted.
    io.engine.close();
    done();
  });
}

/**
 * Lets engine.io serve its path on Fastify's server. Its long-polling requests are picked out of
 * the request stream by engine.io itself; upgrades need a hand: @fastify/websocket routes EVERY
 * upgrade through Fastify, which would answer /socket.io/ with a 404 while engine.io takes the
 * same socket. So upgrades are dispatched by path: ours to engine.io, the rest (/ws/*) to Fastify.
 * Returns the undo.
 */
function attachBesideFastify(io: Server, server: HttpServer): () => void {
  const fastifyUpgrades = server.listeners('upgrade') as UpgradeListener[];
  io.attach(server, { destroyUpgrade: false });
  const engineUpgrades = (server.listeners('upgrade') as UpgradeListener[]).filter(
    (listener) => !fastifyUpgrades.includes(listener),
  );
  server.removeAllListeners('upgrade');
  const dispatch: UpgradeListener = function (this: HttpServer, request, socket, head) {
    const ours = request.url?.startsWith(notificationSocketPath) ?? false;
    for (const listener of ours ? engineUpgrades : fastifyUpgrades) listener.call(this, request, socket, head);
  };
  server.on('upgrade', dispatch);
  return () => server.removeListener('upgrade', dispatch);
}

type UpgradeListener = (this: HttpServer, request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** No Origin (not a browser page) or our own origin: a cross-site page must not ride on the session cookie. */
function fromOurPages(request: IncomingMessage, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
