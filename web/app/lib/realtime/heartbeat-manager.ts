/**
 * One feed socket and the rules that keep it alive (spec 4 "Heartbeat manager", "Socket message
 * handling", "Subscriptions", "Reconnect").
 *
 * - The socket is a plain WebSocket that never reconnects on its own; this manager decides.
 * - Every 2000 ms a tick runs: it is the time of the next ping; when that ping time and the last
 *   pong differ by more than 5 x 2000 ms, the manager reconnects instead of pinging. The "pong"
 *   timestamp is the arrival of the last frame of any kind (or the socket's open): a feed busy
 *   with data is alive even while a pong is late. So a closed socket, or one stuck connecting, is
 *   retried about every 12 s, which also spares a server that is down.
 * - With the heartbeat switched off (global config Hbt_Switch = 'false') no ping is sent and an
 *   open socket is never judged stale (nothing asks it to speak); one that is not open still is.
 * - The `offline` event stops the ticks; `online` restarts them at once: a ping if the socket is
 *   open, a reconnect if not.
 * - On open the subscriptions are resent, login entries first, then connectOk is emitted.
 */
import { type ConnectionStateStore, createConnectionState } from './connection-state.ts';
import { type RealtimeEnvironment, SOCKET_CONNECTING, SOCKET_OPEN, type SocketLike } from './environment.ts';
import { createEmitter, type Emitter, type EventHandler, type Unsubscribe } from './events.ts';
import {
  classifyFrame,
  encodeFrame,
  type FeedMessage,
  type FeedTopic,
  type OutboundFrame,
  pingFrame,
  type SubscriptionParams,
} from './frames.ts';
import { createHttpFallbackThrottle, HTTP_FALLBACK_LONG_MS, HTTP_FALLBACK_MS } from './http-fallback.ts';
import type { RealtimeEvents } from './realtime-events.ts';
import {
  createSubscriptionList,
  resendOrder,
  type Subscription,
  subscribeFrame,
  unsubscribeFrame,
} from './subscriptions.ts';

/** Spec 9: heartbeat 2000 ms, stale after 5 heartbeats. */
export const HEARTBEAT_INTERVAL_MS = 2000;
export const STALE_AFTER_HEARTBEATS = 5;
/** The global config key (spec 3, spelling kept) whose value 'false' turns the heartbeat ping off. */
export const HBT_SWITCH_KEY = 'Hbt_Switch';

/** Reads the heartbeat option from the global config map. */
export function heartbeatFromConfig(config: Readonly<Record<string, unknown>>): boolean {
  return config[HBT_SWITCH_KEY] !== 'false';
}

/**
 * Where a data push goes, straight from the socket's message handler: the channel layer's router
 * (channels.ts), with no event emitter between them.
 */
export type PushReceiver = (topic: FeedTopic, message: FeedMessage) => void;

export interface HeartbeatOptions {
  /** False when Hbt_Switch is 'false': no pings. Default true. */
  heartbeat?: boolean;
  intervalMs?: number;
  staleAfterHeartbeats?: number;
  httpFallbackMs?: number;
  httpFallbackLongMs?: number;
  /** Called once by dispose() (the registry forgets the manager). */
  onDispose?: () => void;
  /** Where an exception thrown by an event handler or a push receiver goes (see EmitterOptions). */
  onHandlerError?: (error: unknown, eventName: string) => void;
}

export interface HeartbeatManager {
  readonly url: string;
  readonly connection: ConnectionStateStore;
  readonly disposed: boolean;
  /** Opens the socket and starts the heartbeat; does nothing while a socket is connecting or open. */
  connect(): void;
  /** Emits the HTTP-fallback signals that are due, tears the socket down and opens a new one. */
  reconnect(): void;
  /** True when the socket is open and accepted the frame. */
  send(frame: OutboundFrame): boolean;
  /** Lists the entry (unless its params are listed) and sends it when the socket is open; true when listed now. */
  subscribe(entry: Subscription): boolean;
  /** Sends `unsub` (`logout` for a login) and drops the entry only when that send succeeded. */
  unsubscribe(params: SubscriptionParams): boolean;
  /** Sends `unsub` for each subscription, then `logout` for each login, and empties the list. */
  unsubscribeAll(): void;
  subscriptions(): readonly Subscription[];
  setHeartbeat(enabled: boolean): void;
  on<Name extends keyof RealtimeEvents & string>(name: Name, handler: EventHandler<RealtimeEvents[Name]>): Unsubscribe;
  /** Re-emits every event of this manager (the connection's, not the data pushes) on `target`. */
  pipe(target: Emitter<RealtimeEvents>): Unsubscribe;
  /** Hands every data push to `receiver` (once however often it is added) until the returned function is called. */
  onPush(receiver: PushReceiver): Unsubscribe;
  /** Closes the socket, stops every timer and listener, forgets subscriptions and handlers. */
  dispose(): void;
}

export function createHeartbeatManager(
  url: string,
  env: RealtimeEnvironment,
  options: HeartbeatOptions = {},
): HeartbeatManager {
  const intervalMs = options.intervalMs ?? HEARTBEAT_INTERVAL_MS;
  const staleLimitMs = intervalMs * (options.staleAfterHeartbeats ?? STALE_AFTER_HEARTBEATS);
  const fallback = createHttpFallbackThrottle(
    options.httpFallbackMs ?? HTTP_FALLBACK_MS,
    options.httpFallbackLongMs ?? HTTP_FALLBACK_LONG_MS,
  );
  const emitter = createEmitter<RealtimeEvents>({ onHandlerError: options.onHandlerError });
  const state = createConnectionState('connecting');
  const list = createSubscriptionList();
  const receivers = new Set<PushReceiver>();
  const onHandlerError =
    options.onHandlerError ??
    ((error: unknown) =>
      queueMicrotask(() => {
        throw error;
      }));

  let heartbeat = options.heartbeat ?? true;
  let socket: SocketLike | undefined;
  let timer: unknown;
  let lastHeardAt = env.now();
  let stopNetwork: Unsubscribe | undefined;
  let attempted = false;
  let disposed = false;

  const isOpen = () => socket?.readyState === SOCKET_OPEN;
  const isActive = () => socket !== undefined && (socket.readyState === SOCKET_CONNECTING || isOpen());
  const online = () => env.network.isOnline();

  function setState(next: 'connecting' | 'live' | 'reconnecting'): void {
    state.set(online() || next === 'live' ? next : 'offline');
  }

  function stopTicks(): void {
    if (timer !== undefined) env.timers.clearInterval(timer);
    timer = undefined;
  }

  function startTicks(): void {
    stopTicks();
    timer = env.timers.setInterval(tick, intervalMs);
  }

  function tick(): void {
    const pingAt = env.now();
    if ((heartbeat || !isOpen()) && pingAt - lastHeardAt > staleLimitMs) {
      reconnect();
      return;
    }
    if (heartbeat) send(pingFrame(pingAt));
  }

  function send(frame: OutboundFrame): boolean {
    if (!socket || !isOpen()) return false;
    try {
      socket.send(encodeFrame(frame));
      return true;
    } catch {
      // The caller gets false and keeps what it meant to undo (spec: remove only on success).
      return false;
    }
  }

  function handleMessage(data: unknown): void {
    lastHeardAt = env.now();
    const frame = classifyFrame(data);
    if (frame.kind === 'subfail') emitter.emit('subfail', frame.message);
    else if (frame.kind === 'data') {
      for (const receiver of [...receivers]) {
        try {
          receiver(frame.topic, frame.message);
        } catch (error) {
          // A throwing receiver never stops the others nor the socket.
          onHandlerError(error, frame.topic);
        }
      }
    }
  }

  function attach(next: SocketLike): void {
    next.onopen = () => {
      lastHeardAt = env.now();
      setState('live');
      startTicks();
      for (const entry of resendOrder(list.entries())) send(subscribeFrame(entry));
      emitter.emit('connectOk', { url });
    };
    next.onmessage = (event) => handleMessage(event.data);
    next.onclose = (event) => {
      setState('reconnecting');
      emitter.emit('connectClose', { url, code: event.code, reason: event.reason });
    };
    next.onerror = (error) => {
      setState('reconnecting');
      emitter.emit('connectError', { url, error });
    };
  }

  function teardown(): void {
    stopTicks();
    const old = socket;
    socket = undefined;
    if (!old) return;
    // Detached first, so the old socket's late close event cannot touch the new connection.
    old.onopen = null;
    old.onmessage = null;
    old.onclose = null;
    old.onerror = null;
    if (old.readyState === SOCKET_CONNECTING || old.readyState === SOCKET_OPEN) old.close();
  }

  function open(): void {
    attempted = true;
    stopNetwork ??= env.network.subscribe(onNetwork);
    lastHeardAt = env.now();
    try {
      socket = new env.WebSocket(url);
      attach(socket);
    } catch (error) {
      // A refused URL: the ticks below retry it once it is stale, like a failed connection.
      socket = undefined;
      setState('reconnecting');
      emitter.emit('connectError', { url, error });
    }
    if (online()) startTicks();
  }

  function reconnect(): void {
    if (disposed) return;
    const at = env.now();
    const due = fallback.take(at);
    setState('reconnecting');
    if (due.connectHttp) emitter.emit('connectHttp', { url, at });
    if (due.connectHttp_1m) emitter.emit('connectHttp_1m', { url, at });
    if (disposed) return;
    teardown();
    open();
  }

  function onNetwork(isOnline: boolean): void {
    if (disposed) return;
    if (!isOnline) {
      stopTicks();
      state.set('offline');
      return;
    }
    if (!isOpen()) {
      reconnect();
      return;
    }
    state.set('live');
    startTicks();
    tick();
  }

  return {
    url,
    connection: state,
    get disposed() {
      return disposed;
    },
    connect() {
      if (disposed) throw new Error(`the feed manager for ${url} was disposed`);
      if (isActive()) return;
      teardown();
      setState(attempted ? 'reconnecting' : 'connecting');
      open();
    },
    reconnect,
    send,
    subscribe(entry) {
      if (!list.add(entry)) return false;
      send(subscribeFrame(entry));
      return true;
    },
    unsubscribe(params) {
      const entry = list.find(params);
      if (!entry || !send(unsubscribeFrame(entry))) return false;
      list.remove(params);
      return true;
    },
    unsubscribeAll() {
      const entries = list.entries();
      // Subscriptions before logins: a private channel cannot be left once logged out.
      for (const entry of entries.filter((item) => item.event !== 'login')) send(unsubscribeFrame(entry));
      for (const entry of entries.filter((item) => item.event === 'login')) send(unsubscribeFrame(entry));
      list.clear();
    },
    subscriptions: () => list.entries(),
    setHeartbeat(enabled) {
      heartbeat = enabled;
    },
    on: (name, handler) => emitter.on(name, handler),
    pipe: (target) => emitter.pipe(target),
    onPush(receiver) {
      receivers.add(receiver);
      return () => {
        receivers.delete(receiver);
      };
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      teardown();
      stopNetwork?.();
      stopNetwork = undefined;
      list.clear();
      emitter.clear();
      receivers.clear();
      options.onDispose?.();
    },
  };
}
