import {
  type Notice,
  noticeSchema,
  notificationEvents,
  notificationListSchema,
  notificationPaths,
  notificationRefusalSchema,
  notificationSocketPath,
  type StoredNotice,
  unreadSchema,
} from '@vela/contracts/feed';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import { browserApi } from '../api/browser-api.ts';
import { backlogToToast, noticeKey } from './connect-backlog.ts';

/**
 * The spec's "client socket" (section 4 and 9): states closed/opening/open, reconnection with
 * backoff 1000 ms to 5000 ms, randomization 0.5, unlimited attempts, connect time-out 20000 ms,
 * long-polling first and then the upgrade to WebSocket. These are socket.io-client's own defaults,
 * spelled out so a library upgrade cannot change them silently.
 */
export const clientSocketOptions = {
  path: notificationSocketPath,
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  timeout: 20_000,
  transports: ['polling', 'websocket'],
  withCredentials: true,
} satisfies Partial<ManagerOptions & SocketOptions>;

export interface NotificationHandlers {
  onUnread(count: number): void;
  onNotice(notice: Notice): void;
}

/** The latest stored notices, newest first (the list call); none when it fails. */
async function latestNotices(): Promise<StoredNotice[]> {
  try {
    const parsed = notificationListSchema.safeParse(await browserApi().get(notificationPaths.list, { limit: 20 }));
    return parsed.success ? parsed.data.notifications : [];
  } catch {
    return [];
  }
}

/**
 * How long to wait before connecting again after the server refused the handshake: the delay its
 * refusal asks for when the reason passes (it could not check the session); undefined when the
 * refusal is final (signed out, another site's page).
 */
export function retryDelayAfterRefusal(error: unknown): number | undefined {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const refusal = notificationRefusalSchema.safeParse(data);
  return refusal.success ? refusal.data.retryAfterMs : undefined;
}

/** The most a retry waits beyond what the server asked for, as a fraction of it. */
export const RETRY_JITTER = 0.5;

/**
 * The server's retry delay stretched by a random 0 to 50 %, so that the clients one server refused
 * together (a restart, a database cut) do not all come back in the same instant. `random` returns
 * [0, 1) like Math.random (injected by tests).
 */
export function withJitter(delayMs: number, random: () => number = Math.random): number {
  const share = Math.min(Math.max(random(), 0), 1);
  return Math.round(delayMs * (1 + RETRY_JITTER * share));
}

/**
 * Connects the signed-in browser to its notifications. socket.io-client is loaded on demand, so
 * visitors never download it. On each connect the notices of the last minute that no socket
 * pushed are toasted too; a handshake refused for a passing reason is tried again after the delay
 * the server asks for plus a random 0 to 50 % (`withJitter`). Returns the disconnect function.
 */
export async function connectNotifications(
  handlers: NotificationHandlers,
  random: () => number = Math.random,
): Promise<() => void> {
  const { io } = await import('socket.io-client');
  const socket = io(clientSocketOptions);
  socket.on(notificationEvents.unread, (payload: unknown) => {
    const parsed = unreadSchema.safeParse(payload);
    if (parsed.success) handlers.onUnread(parsed.data.count);
  });
  // Shown once each, pushed or from a connect backlog (connect-backlog.ts).
  const shown = new Set<string>();
  socket.on(notificationEvents.notice, (payload: unknown) => {
    const parsed = noticeSchema.safeParse(payload);
    if (!parsed.success) return;
    shown.add(noticeKey(parsed.data));
    handlers.onNotice(parsed.data);
  });
  // Every connect, the first and each reconnect: what was stored meanwhile was pushed to no one.
  socket.on('connect', () => {
    void latestNotices().then((backlog) => {
      for (const notice of backlogToToast(backlog, Date.now(), shown)) handlers.onNotice(notice);
    });
  });
  // socket.io-client retries a failed connection itself (the socket stays active), never a refused
  // handshake: that one is retried here when the server says its reason passes.
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect_error', (error) => {
    if (socket.active) return;
    const delay = retryDelayAfterRefusal(error);
    if (delay !== undefined) retry = setTimeout(() => socket.connect(), withJitter(delay, random));
  });
  return () => {
    clearTimeout(retry);
    socket.disconnect();
  };
}
