/**
 * Test fixtures shared by the real-time tests (web/app/lib/realtime/*.test.ts); never imported by application code.
 * Time comes from Date.now() and the global timers, looked up on each call, so vi.useFakeTimers
 * drives the clock, the heartbeat and the retries.
 */

import {
  globalTimers,
  type RealtimeEnvironment,
  SOCKET_CLOSED,
  SOCKET_CONNECTING,
  SOCKET_OPEN,
  type SocketLike,
} from '../../app/lib/realtime/environment.ts';
import { createEmitter } from '../../app/lib/realtime/events.ts';
import type { OutboundFrame } from '../../app/lib/realtime/frames.ts';
import type { HeartbeatManager } from '../../app/lib/realtime/heartbeat-manager.ts';
import type { RealtimeEvents } from '../../app/lib/realtime/realtime-events.ts';

/** A WebSocket the test drives: it opens, receives and closes only when told to. */
export class FakeWebSocket implements SocketLike {
  readyState = SOCKET_CONNECTING;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  /** Raw text of every frame accepted by send(). */
  readonly sent: string[] = [];
  closeCalls = 0;
  /** When true, send() throws even on an open socket. */
  failSends = false;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.failSends) throw new Error('send failed');
    // Like the browser: sending before open throws; after close the frame is silently dropped.
    if (this.readyState === SOCKET_CONNECTING) throw new Error('InvalidStateError: still connecting');
    if (this.readyState !== SOCKET_OPEN) return;
    this.sent.push(data);
  }

  close(): void {
    this.closeCalls += 1;
    this.readyState = SOCKET_CLOSED;
  }

  // The server's side of the test.

  open(): void {
    this.readyState = SOCKET_OPEN;
    this.onopen?.({ type: 'open' });
  }

  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  serverClose(code = 1006, reason = ''): void {
    this.readyState = SOCKET_CLOSED;
    this.onclose?.({ code, reason });
  }

  fail(): void {
    this.onerror?.({ type: 'error' });
  }

  frames(): OutboundFrame[] {
    return this.sent.map((text) => JSON.parse(text) as OutboundFrame);
  }

  /** Frames other than pings. */
  commands(): OutboundFrame[] {
    return this.frames().filter((frame) => frame.event !== 'ping');
  }

  pings(): OutboundFrame[] {
    return this.frames().filter((frame) => frame.event === 'ping');
  }
}

export interface TestEnvironment {
  env: RealtimeEnvironment;
  /** Every socket created, oldest first. */
  sockets: FakeWebSocket[];
  latest(): FakeWebSocket;
  goOffline(): void;
  goOnline(): void;
  /** When set, the next socket constructions throw it. */
  refuseSockets: Error | undefined;
}

export function createTestEnvironment(): TestEnvironment {
  const sockets: FakeWebSocket[] = [];
  const networkListeners = new Set<(online: boolean) => void>();
  let online = true;
  const test: TestEnvironment = {
    sockets,
    refuseSockets: undefined,
    latest() {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was created');
      return socket;
    },
    goOffline() {
      online = false;
      for (const listener of [...networkListeners]) listener(false);
    },
    goOnline() {
      online = true;
      for (const listener of [...networkListeners]) listener(true);
    },
    env: {
      WebSocket: class extends FakeWebSocket {
        constructor(url: string) {
          if (test.refuseSockets) throw test.refuseSockets;
          super(url);
          sockets.push(this);
        }
      },
      now: () => Date.now(),
      timers: globalTimers,
      network: {
        isOnline: () => online,
        subscribe(listener) {
          networkListeners.add(listener);
          return () => networkListeners.delete(listener);
        },
      },
    },
  };
  return test;
}

/** Records every event a manager emits, in order, as [name, payload]. */
export function recordEvents(manager: Pick<HeartbeatManager, 'pipe' | 'onPush'>): Array<[string, unknown]> {
  const events: Array<[string, unknown]> = [];
  const sink = createEmitter<RealtimeEvents>();
  const emit = sink.emit;
  sink.emit = (name, payload) => {
    events.push([name, payload]);
    emit(name, payload);
  };
  manager.pipe(sink);
  // Data pushes go to the push receivers, not through the emitter: recorded under their topic.
  manager.onPush((topic, message) => events.push([topic, message]));
  return events;
}

/** The names only, for order assertions. */
export function eventNames(events: Array<[string, unknown]>): string[] {
  return events.map(([name]) => name);
}
