/**
 * Spec 4 "Real-time feed kind": a logged-in user gets a private token and the private feed, a
 * visitor the public token and feed; login and logout switch between them without a page reload.
 *
 * switchTo(kind) leaves the current feed (unsub / logout frames, socket closed), asks for a token
 * (`GET /realtime/v1/public-token`, or `/realtime/v1/private-token?uid=`, by the injected
 * fetchToken), opens the manager kept for the token's endpoint, logs in on the private feed
 * (`{event: 'login', params: {token}}`, a login subscription, so it is resent first on every
 * reconnect) and subscribes again to everything that was subscribed before, logins excepted.
 *
 * The public token is fetched but not sent: the public feed needs no login (the endpoint itself
 * may carry what the platform needs). A failed token fetch emits connectError (url = the token
 * path) and is retried every 5 heartbeats, like a stale socket, until it succeeds or the session
 * switches again. Handlers registered on the session survive switches.
 */
import { feedTokenPaths } from '@vela/contracts/feed';
import { type ConnectionStateStore, createConnectionState } from './connection-state.ts';
import { createEmitter, type EventHandler, type Unsubscribe } from './events.ts';
import type { SubscriptionParams } from './frames.ts';
import {
  HEARTBEAT_INTERVAL_MS,
  type HeartbeatManager,
  type PushReceiver,
  STALE_AFTER_HEARTBEATS,
} from './heartbeat-manager.ts';
import type { RealtimeEvents } from './realtime-events.ts';
import type { ManagerRegistry } from './registry.ts';
import { createSubscriptionList, type Subscription, sameParams } from './subscriptions.ts';

export type FeedKind = 'public' | 'private';

/** The answer of the token calls (spec 7). */
export interface FeedToken {
  endpoint: string;
  token: string;
}

/** The path (with query) of the token call for this kind of feed (the contract's `feedTokenPaths`). */
export function feedTokenPath(kind: FeedKind, uid?: string): string {
  if (kind === 'public') return feedTokenPaths.public;
  return `${feedTokenPaths.private}?${new URLSearchParams({ uid: uid ?? '' })}`;
}

export const TOKEN_RETRY_MS = HEARTBEAT_INTERVAL_MS * STALE_AFTER_HEARTBEATS;

export interface FeedSessionOptions {
  /** Performs the token call (see feedTokenPath); `uid` is set for the private feed. */
  fetchToken: (kind: FeedKind, uid: string | undefined) => Promise<FeedToken>;
  registry: ManagerRegistry;
  tokenRetryMs?: number;
  onHandlerError?: (error: unknown, eventName: string) => void;
}

export interface FeedSession {
  /** Mirrors the current manager's state; 'connecting' while a token is fetched. */
  readonly connection: ConnectionStateStore;
  kind(): FeedKind | undefined;
  manager(): HeartbeatManager | undefined;
  /**
   * Leaves the current feed and opens this one. Resolves once the new socket is opening, or when
   * a later switchTo or dispose() supersedes this one.
   */
  switchTo(kind: 'public'): Promise<void>;
  switchTo(kind: 'private', uid: string): Promise<void>;
  /** A `sub` subscription on the current feed, kept across reconnects and switches. */
  subscribe(params: SubscriptionParams): boolean;
  unsubscribe(params: SubscriptionParams): boolean;
  /**
   * Sends the `sub` frame of a listed subscription again (the server answers with its current
   * state: a fresh snapshot); true when sent. Without a socket the resend on open does it.
   */
  resubscribe(params: SubscriptionParams): boolean;
  /** The `sub` subscriptions (logins excluded), also while a switch is in progress. */
  subscriptions(): readonly Subscription[];
  on<Name extends keyof RealtimeEvents & string>(name: Name, handler: EventHandler<RealtimeEvents[Name]>): Unsubscribe;
  /**
   * Hands the data pushes of the current feed, and of every feed switched to later, straight to
   * `receiver` (it is the current manager's own receiver: no hop in between); once however often
   * it is added.
   */
  onPush(receiver: PushReceiver): Unsubscribe;
  /** Leaves the feed (unsub / logout, socket closed) and drops every handler. */
  dispose(): void;
}

export function createFeedSession(options: FeedSessionOptions): FeedSession {
  const { fetchToken, registry } = options;
  const timers = registry.environment.timers;
  const retryMs = options.tokenRetryMs ?? TOKEN_RETRY_MS;
  const emitter = createEmitter<RealtimeEvents>({ onHandlerError: options.onHandlerError });
  const state = createConnectionState('connecting');
  // Subscriptions asked for while no manager is attached (before the first token, mid-switch).
  const pending = createSubscriptionList();

  let current: { manager: HeartbeatManager; detach: Unsubscribe[] } | undefined;
  /** The push receivers, each with what detaches it from the current manager. */
  const receivers = new Map<PushReceiver, Unsubscribe | undefined>();
  let currentKind: FeedKind | undefined;
  let generation = 0;
  let cancelWait: (() => void) | undefined;
  let disposed = false;

  function leaveCurrent(): void {
    if (!current) return;
    const { manager, detach } = current;
    current = undefined;
    for (const stop of detach) stop();
    for (const [receiver, off] of receivers) {
      off?.();
      receivers.set(receiver, undefined);
    }
    for (const entry of manager.subscriptions()) if (entry.event !== 'login') pending.add(entry);
    manager.unsubscribeAll();
    manager.dispose();
  }

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const handle = timers.setTimeout(() => {
        cancelWait = undefined;
        resolve();
      }, ms);
      cancelWait = () => {
        timers.clearTimeout(handle);
        cancelWait = undefined;
        resolve();
      };
    });
  }

  function attach(kind: FeedKind, token: FeedToken): void {
    const manager = registry.get(token.endpoint);
    const mirror = () => state.set(manager.connection.getSnapshot());
    current = { manager, detach: [manager.pipe(emitter), manager.connection.subscribe(mirror)] };
    for (const receiver of receivers.keys()) receivers.set(receiver, manager.onPush(receiver));
    if (kind === 'private') manager.subscribe({ event: 'login', params: { token: token.token } });
    for (const entry of pending.entries()) manager.subscribe(entry);
    pending.clear();
    manager.connect();
    mirror();
  }

  async function open(kind: FeedKind, uid: string | undefined, mine: number): Promise<void> {
    while (mine === generation) {
      let token: FeedToken;
      try {
        token = await fetchToken(kind, uid);
        if (typeof token?.endpoint !== 'string' || token.endpoint === '')
          throw new Error('the token answer has no endpoint');
      } catch (error) {
        if (mine !== generation) return;
        state.set('reconnecting');
        emitter.emit('connectError', { url: feedTokenPath(kind, uid), error });
        await wait(retryMs);
        continue;
      }
      if (mine === generation) attach(kind, token);
      return;
    }
  }

  function switchTo(kind: FeedKind, uid?: string): Promise<void> {
    if (disposed) return Promise.reject(new Error('the feed session was disposed'));
    if (kind === 'private' && !uid) return Promise.reject(new TypeError('the private feed needs a uid'));
    generation += 1;
    cancelWait?.();
    leaveCurrent();
    currentKind = kind;
    state.set('connecting');
    return open(kind, uid, generation);
  }

  return {
    connection: state,
    kind: () => currentKind,
    manager: () => current?.manager,
    switchTo,
    subscribe(params) {
      const entry: Subscription = { event: 'sub', params };
      return current ? current.manager.subscribe(entry) : pending.add(entry);
    },
    unsubscribe(params) {
      if (current) return current.manager.unsubscribe(params);
      return pending.remove(params) !== undefined;
    },
    resubscribe(params) {
      const manager = current?.manager;
      if (!manager?.subscriptions().some((entry) => entry.event === 'sub' && sameParams(entry.params, params)))
        return false;
      return manager.send({ event: 'sub', params });
    },
    subscriptions() {
      const entries = current ? current.manager.subscriptions() : pending.entries();
      return entries.filter((entry) => entry.event !== 'login');
    },
    on: (name, handler) => emitter.on(name, handler),
    onPush(receiver) {
      if (!receivers.has(receiver)) receivers.set(receiver, current?.manager.onPush(receiver));
      return () => {
        receivers.get(receiver)?.();
        receivers.delete(receiver);
      };
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      generation += 1;
      cancelWait?.();
      leaveCurrent();
      pending.clear();
      emitter.clear();
      receivers.clear();
    },
  };
}
