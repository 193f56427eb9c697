/**
 * The live-store primitive every session store is built on (market sessions, tickers, the trading
 * and the futures account): a state outside React, reference-counted over feed channels.
 *
 * - The first subscriber opens the store: its channels (lib/realtime/channels.ts, on the page's
 *   feed) and its REST seed; the last one leaving closes the channels (after `lingerMs`, for a
 *   reader that comes straight back). A later first subscriber opens them, and reads the seed, again.
 * - The channels' snapshot and update handlers write the state (setState); the first channel's HTTP
 *   fallback signal (the socket is down) reads the seed again.
 * - Readers select from the state: subscribeTo tells a listener only when its selection changed,
 *   and the hooks of use-live-store.ts read selections with useSyncExternalStore.
 *
 * No React here.
 */
import type { ChannelParamsOf, FeedBiz, FeedChannel } from '@vela/contracts/feed';
import type { ChannelHandlers, CloseChannel, HttpFallbackSignal } from '../lib/realtime/channels.ts';

type Listener = () => void;

/** One feed channel a store holds open while subscribed; `onHttpFallback` is the store's (seed again). */
export type LiveChannel = (onHttpFallback: (signal: HttpFallbackSignal) => void) => CloseChannel;

/** A feed's openChannel (feed-loader.ts: openChannel, openFuturesChannel). */
export type ChannelOpener<B extends FeedBiz = 'spot'> = <C extends FeedChannel>(
  params: ChannelParamsOf<C>,
  handlers: ChannelHandlers<C, B>,
) => CloseChannel;

/**
 * The channel `params` of `open`'s feed, its snapshots and updates going straight to `handlers`
 * (no wrapper between the channel layer and them).
 */
export function liveChannel<C extends FeedChannel, B extends FeedBiz = 'spot'>(
  open: ChannelOpener<B>,
  params: ChannelParamsOf<C>,
  handlers: Omit<ChannelHandlers<C, B>, 'onHttpFallback'>,
): LiveChannel {
  return (onHttpFallback) => open(params, { ...handlers, onHttpFallback });
}

export interface LiveStoreOptions<S> {
  readonly initial: S;
  /** The channels held while anyone subscribes; their handlers write `store`. */
  readonly channels?: (store: LiveStore<S>) => readonly LiveChannel[];
  /** The REST read: when the store opens (unless `seedOnOpen` is false) and when the feed falls back to HTTP. */
  readonly seed?: (store: LiveStore<S>) => void;
  /** False: the page's own data seeds the store (the server-rendered tickers, a screen's book), REST only as the fallback. */
  readonly seedOnOpen?: boolean;
  /** The channels stay open this long after the last subscriber left (a re-render, a navigation). */
  readonly lingerMs?: number;
  /** Called with the state when the channels close (what it holds is let go). */
  readonly onClose?: (state: S) => void;
  /** The state goes back to `initial` when the channels close (a value that would be stale). */
  readonly resetOnClose?: boolean;
}

export interface LiveStore<S> {
  getState(): S;
  /** Replaces the state (`next` of the current one) and tells the subscribers; the same state tells none. */
  setState(next: (state: S) => S): void;
  /** Told on every change; the first subscriber opens the store. Each unsubscribe counts once. */
  subscribe(listener: Listener): () => void;
  /** Like subscribe, but told only when `select(state)` changed by `equals` (Object.is by default). */
  subscribeTo<T>(select: (state: S) => T, listener: Listener, equals?: (a: T, b: T) => boolean): () => void;
  /** Whether the channels are open now. */
  isOpen(): boolean;
  /** Reads the REST seed again. */
  reseed(): void;
  /** Closes the channels now, whoever still subscribes; nothing opens them again. */
  dispose(): void;
}

export function createLiveStore<S>(options: LiveStoreOptions<S>): LiveStore<S> {
  const { initial, lingerMs = 0 } = options;
  let state = initial;
  const listeners = new Set<Listener>();
  let close: (() => void) | undefined;
  let lingering: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function open(): void {
    if (close || disposed) return;
    const reseed = () => store.reseed();
    const closers = (options.channels?.(store) ?? []).map((channel, index) =>
      // One channel hears the fallback signals for the store: the seed is read once per signal.
      channel(index === 0 ? reseed : () => {}),
    );
    close = () => {
      for (const closeChannel of closers) closeChannel();
      options.onClose?.(state);
      if (options.resetOnClose) store.setState(() => initial);
    };
    if (options.seedOnOpen !== false) options.seed?.(store);
  }

  function shut(): void {
    clearTimeout(lingering);
    lingering = undefined;
    const closing = close;
    close = undefined;
    closing?.();
  }

  function hold(listener: Listener): () => void {
    // A wrapper per call: one function subscribed twice needs two unsubscribes, as React expects.
    const own = () => listener();
    listeners.add(own);
    clearTimeout(lingering);
    lingering = undefined;
    open();
    return () => {
      if (!listeners.delete(own) || listeners.size > 0) return;
      if (lingerMs > 0) lingering = setTimeout(shut, lingerMs);
      else shut();
    };
  }

  const store: LiveStore<S> = {
    getState: () => state,
    setState(next) {
      const value = next(state);
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe: hold,
    subscribeTo(select, listener, equals = Object.is) {
      let selected = select(state);
      return hold(() => {
        const next = select(state);
        if (equals(selected, next)) return;
        selected = next;
        listener();
      });
    },
    isOpen: () => close !== undefined,
    reseed() {
      if (!disposed) options.seed?.(store);
    },
    dispose() {
      disposed = true;
      shut();
    },
  };
  return store;
}
