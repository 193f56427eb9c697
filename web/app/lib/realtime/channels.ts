/**
 * The channel layer: what screens and stores use instead of raw subscriptions. Built on a feed
 * session (spec 4: subscriptions deduplicated by params, resent on reconnect, HTTP fallback
 * signals at 30 s and 60 s) and typed by the contract's channel table (`feedChannels`).
 *
 * - openChannel(params, handlers) is reference-counted: however many openers, one `sub` per
 *   channel on the socket, and `unsub` when the last one closes. A later opener of a channel
 *   already open subscribes again, which makes the server send its current state (a fresh
 *   snapshot) to everyone.
 * - Pushes come straight from the socket's message handler (the session's push receiver, no emitter
 *   between them) and are routed to their channel by the table (push type + pairCode + bar interval), their
 *   payload checked by the table's schema; a payload that does not fit is dropped.
 * - Depth sequence gaps resynchronise here: an update whose seq does not follow the last one
 *   tells the openers (onGap), drops updates and subscribes again until a snapshot comes, again
 *   every `resyncRetryMs` while none does. A reconnect waits for the snapshot the resent `sub` brings.
 * - onHttpFallback passes on the session's connectHttp / connectHttp_1m signals; onResubscribed tells
 *   the openers that the socket opened again and the `sub` was resent (connectOk); not on the open
 *   that sends a channel's `sub` for the first time.
 *
 * No React here: stores in state/ open channels, components read the stores.
 */
import {
  type ChannelParams,
  type ChannelParamsOf,
  channelName,
  channelOfPush,
  type FeedBiz,
  type FeedChannel,
  type FeedChannelPayload,
  feedPushSpec,
} from '@vela/contracts/feed';
import type { RealtimeTimers } from './environment.ts';
import type { Unsubscribe } from './events.ts';
import type { FeedSession } from './feed-session.ts';
import type { FeedMessage, FeedTopic } from './frames.ts';

export type HttpFallbackSignal = 'connectHttp' | 'connectHttp_1m';

export interface ChannelHandlers<C extends FeedChannel, B extends FeedBiz = 'spot'> {
  /** A snapshot push: replaces what the opener holds. */
  onSnapshot?(payload: FeedChannelPayload<C, 'snapshot', B>, message: FeedMessage): void;
  /** An update push (for depth: only those that follow by seq). */
  onUpdate?(payload: FeedChannelPayload<C, 'update', B>, message: FeedMessage): void;
  /** A sequence gap: updates stop until the fresh snapshot the layer asked for arrives. */
  onGap?(): void;
  /** The socket is reconnecting: refresh over REST (at most once per 30 s / 60 s per signal). */
  onHttpFallback?(signal: HttpFallbackSignal): void;
  /**
   * The socket opened again and the channel's `sub` was resent: what the opener holds may come
   * from a server that has since restarted. A channel without a snapshot push (trades) reads its
   * data afresh here.
   */
  onResubscribed?(): void;
}

/** Closes what openChannel opened (once; later calls do nothing). */
export type CloseChannel = () => void;

export interface ChannelLayer<B extends FeedBiz = 'spot'> {
  readonly biz: B;
  openChannel<C extends FeedChannel>(params: ChannelParamsOf<C>, handlers: ChannelHandlers<C, B>): CloseChannel;
  /** Asks for a fresh snapshot of an open channel (an opener saw its own data drift). */
  resync(params: ChannelParams): void;
  /** How many openers hold the channel (0 when it is closed). */
  openers(params: ChannelParams): number;
  /** Closes every channel. */
  dispose(): void;
}

/** The part of a feed session the layer uses. */
export type ChannelSession = Pick<
  FeedSession,
  'connection' | 'subscribe' | 'unsubscribe' | 'resubscribe' | 'on' | 'onPush'
>;

export interface ChannelLayerOptions<B extends FeedBiz> {
  /** The socket the session talks to: which payloads the table gives its pushes. Default spot. */
  biz?: B;
  timers: RealtimeTimers;
  /** Default 3000 ms: how long to wait for the snapshot after a gap before asking again. */
  resyncRetryMs?: number;
}

// Handlers are stored untyped: the public signatures keep params and payloads paired.
interface AnyHandlers {
  onSnapshot?(payload: unknown, message: FeedMessage): void;
  onUpdate?(payload: unknown, message: FeedMessage): void;
  onGap?(): void;
  onHttpFallback?(signal: HttpFallbackSignal): void;
  onResubscribed?(): void;
}

interface OpenChannel {
  readonly params: ChannelParams;
  readonly openers: Set<AnyHandlers>;
  /** Depth: the seq of the last snapshot or update passed on; undefined until a snapshot. */
  seq: number | undefined;
  /** Depth: a gap was seen and no snapshot came since. */
  resyncing: boolean;
  retry: unknown;
  /** Its `sub` went out on an open socket: the next connectOk resends it (a resubscribe). */
  sent: boolean;
}

function seqOf(payload: unknown): number | undefined {
  const seq = (payload as { seq?: unknown } | null)?.seq;
  return typeof seq === 'number' ? seq : undefined;
}

function intervalOf(payload: unknown): string | undefined {
  const interval = (payload as { interval?: unknown } | null)?.interval;
  return typeof interval === 'string' ? interval : undefined;
}

export function createChannelLayer<B extends FeedBiz = 'spot'>(
  session: ChannelSession,
  options: ChannelLayerOptions<B>,
): ChannelLayer<B> {
  const biz = (options.biz ?? 'spot') as B;
  const retryMs = options.resyncRetryMs ?? 3000;
  const { timers } = options;
  const channels = new Map<string, OpenChannel>();
  let sessionOffs: Unsubscribe[] = [];

  function call(run: () => void): void {
    try {
      run();
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }

  function stopRetry(channel: OpenChannel): void {
    if (channel.retry !== undefined) timers.clearTimeout(channel.retry);
    channel.retry = undefined;
  }

  function askForSnapshot(channel: OpenChannel): void {
    session.resubscribe(channel.params);
    stopRetry(channel);
    channel.retry = timers.setTimeout(() => {
      channel.retry = undefined;
      if (channel.resyncing && channels.get(channelName(channel.params)) === channel) askForSnapshot(channel);
    }, retryMs);
  }

  function gap(channel: OpenChannel): void {
    channel.resyncing = true;
    channel.seq = undefined;
    for (const opener of [...channel.openers]) call(() => opener.onGap?.());
    askForSnapshot(channel);
  }

  /** The session's push receiver: the socket's message handler calls it for every data push. */
  function receive(_topic: FeedTopic, message: FeedMessage): void {
    const { type } = message;
    if (message.biz !== biz || type === undefined) return;
    const params = channelOfPush(type, {
      symbol: message.pairCode,
      interval: intervalOf(message.data) as never,
    });
    const channel = params && channels.get(channelName(params));
    if (!channel) return;
    const row = feedPushSpec(type);
    const parsed = row?.spec.payload[biz]?.safeParse(message.data);
    if (!row || !parsed?.success) return;
    const payload = parsed.data;
    const tracksSeq = channel.params.channel === 'depth';
    if (row.spec.kind === 'snapshot') {
      if (tracksSeq) {
        channel.seq = seqOf(payload);
        channel.resyncing = false;
        stopRetry(channel);
      }
      for (const opener of [...channel.openers]) call(() => opener.onSnapshot?.(payload, message));
      return;
    }
    if (tracksSeq) {
      if (channel.resyncing) return;
      const seq = seqOf(payload);
      if (seq === undefined) return;
      if (channel.seq !== undefined && seq !== channel.seq + 1) {
        gap(channel);
        return;
      }
      channel.seq = seq;
    }
    for (const opener of [...channel.openers]) call(() => opener.onUpdate?.(payload, message));
  }

  function fallback(signal: HttpFallbackSignal): void {
    for (const channel of [...channels.values()]) {
      for (const opener of [...channel.openers]) call(() => opener.onHttpFallback?.(signal));
    }
  }

  function attachSession(): void {
    if (sessionOffs.length > 0) return;
    sessionOffs = [
      session.onPush(receive),
      session.on('connectHttp', () => fallback('connectHttp')),
      session.on('connectHttp_1m', () => fallback('connectHttp_1m')),
      // The resent `sub` brings a snapshot; the seq starts again from it. A channel whose `sub`
      // goes out for the first time here (opened before the socket's first open) was not resubscribed.
      session.on('connectOk', () => {
        for (const channel of [...channels.values()]) {
          channel.seq = undefined;
          const resent = channel.sent;
          channel.sent = true;
          if (resent) for (const opener of [...channel.openers]) call(() => opener.onResubscribed?.());
        }
      }),
    ];
  }

  function detachSession(): void {
    for (const off of sessionOffs) off();
    sessionOffs = [];
  }

  function close(name: string, channel: OpenChannel): void {
    if (channels.get(name) !== channel) return;
    channels.delete(name);
    stopRetry(channel);
    session.unsubscribe(channel.params);
    if (channels.size === 0) detachSession();
  }

  return {
    biz,
    openChannel(params, handlers) {
      const name = channelName(params);
      const opener: AnyHandlers = { ...(handlers as AnyHandlers) };
      let channel = channels.get(name);
      if (channel) {
        channel.openers.add(opener);
        // The server answers a repeated `sub` with its current state, for the newcomer.
        session.resubscribe(channel.params);
      } else {
        channel = {
          params,
          openers: new Set([opener]),
          seq: undefined,
          resyncing: false,
          retry: undefined,
          sent: session.connection.getSnapshot() === 'live',
        };
        channels.set(name, channel);
        attachSession();
        session.subscribe(params);
      }
      const held = channel;
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        held.openers.delete(opener);
        if (held.openers.size === 0) close(name, held);
      };
    },
    resync(params) {
      const channel = channels.get(channelName(params));
      if (!channel) return;
      if (channel.params.channel === 'depth') {
        channel.resyncing = true;
        channel.seq = undefined;
      }
      askForSnapshot(channel);
      if (channel.params.channel !== 'depth') stopRetry(channel);
    },
    openers: (params) => channels.get(channelName(params))?.openers.size ?? 0,
    dispose() {
      for (const [name, channel] of [...channels]) close(name, channel);
    },
  };
}
