/**
 * Everything the real-time client needs from the outside world, injected so that unit tests run
 * in Node with fake timers and a fake socket. Nothing here touches `window` at import time:
 * `browserRealtimeEnvironment()` reads the browser globals only when called (from an effect or a
 * `.client.ts` module, never during server rendering).
 */

/** WebSocket.readyState values (the standard numbers; a fake socket uses the same ones). */
export const SOCKET_CONNECTING = 0;
export const SOCKET_OPEN = 1;
export const SOCKET_CLOSING = 2;
export const SOCKET_CLOSED = 3;

/**
 * Method-shaped handler type: a property typed this way is compared bivariantly, so the browser's
 * WebSocket, whose handlers take the richer Event / MessageEvent / CloseEvent, fits SocketLike.
 */
type SocketHandler<E> = { handle(event: E): void }['handle'];

/** The part of a WebSocket the heartbeat manager uses. */
export interface SocketLike {
  readonly readyState: number;
  onopen: SocketHandler<unknown> | null;
  onmessage: SocketHandler<{ readonly data: unknown }> | null;
  onclose: SocketHandler<{ readonly code: number; readonly reason: string }> | null;
  onerror: SocketHandler<unknown> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketConstructor = new (url: string) => SocketLike;

export interface RealtimeTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The browser's online/offline signal. */
export interface NetworkStatus {
  isOnline(): boolean;
  /** Calls the listener with true on `online` and false on `offline`; returns the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

export interface RealtimeEnvironment {
  /** A plain WebSocket: it never reconnects on its own, the heartbeat manager decides when. */
  WebSocket: SocketConstructor;
  now(): number;
  timers: RealtimeTimers;
  network: NetworkStatus;
}

/** Looks the globals up on each call, so fake timers installed after import still apply. */
export const globalTimers: RealtimeTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The real browser wiring. Throws outside a browser, so a server-rendering mistake is loud. */
export function browserRealtimeEnvironment(): RealtimeEnvironment {
  if (typeof window === 'undefined' || typeof window.WebSocket === 'undefined') {
    throw new Error('browserRealtimeEnvironment() needs a browser: call it from an effect or a .client.ts module');
  }
  const win = window;
  return {
    WebSocket: win.WebSocket,
    now: () => Date.now(),
    timers: globalTimers,
    network: {
      isOnline: () => win.navigator.onLine,
      subscribe(listener) {
        const online = () => listener(true);
        const offline = () => listener(false);
        win.addEventListener('online', online);
        win.addEventListener('offline', offline);
        return () => {
          win.removeEventListener('online', online);
          win.removeEventListener('offline', offline);
        };
      },
    },
  };
}
