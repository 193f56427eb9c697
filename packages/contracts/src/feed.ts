import { z } from 'zod';
import { klinePriceSchema } from './futures.ts';
import { klineIntervalSchema } from './market-data.ts';
import { decimalString, marketSymbol } from './markets.ts';

/** WebSocket endpoints of the feed (the token endpoint answers with one of them). */
export const feedSocketPaths = { spot: '/ws/spot', futures: '/ws/futures' } as const;

/** GET tokens under the real-time-service segment. */
export const feedTokenPaths = {
  public: '/realtime/v1/public-token',
  /** ?uid=<the logged-in user's id> */
  private: '/realtime/v1/private-token',
} as const;

export const feedTokenResponseSchema = z.object({
  /** Absolute ws:// or wss:// URL of the socket to open. */
  endpoint: z.string(),
  /** Short-lived signed token; the private one is sent in the login frame. */
  token: z.string(),
});
export type FeedTokenResponse = z.infer<typeof feedTokenResponseSchema>;

/**
 * What a subscription names (the `params` of a sub/unsub frame), on either socket. Public
 * channels: tickers (all markets), depth/trades per market, kline per market and interval.
 * Private channels (after login): the user's orders and balances.
 *
 * On the futures socket (/ws/futures) the same channels name perpetuals (same symbols as their
 * spot markets) and carry the futures payloads: tickers are FuturesTicker[] (mark, index,
 * funding, next funding time), orders FuturesOrder[], balances the futures wallet's Balance[].
 * A kline may ask for `price: 'mark'` (mark-price bars) instead of the default `last` (trades).
 * Two private channels exist there only: `positions` (the user's whole FuturesPosition[] after any
 * change) and `risk` (a FuturesRiskNotice: a margin warning or a liquidation).
 */
export const channelParamsSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('tickers') }),
  z.object({ channel: z.literal('depth'), symbol: marketSymbol }),
  z.object({ channel: z.literal('trades'), symbol: marketSymbol }),
  z.object({
    channel: z.literal('kline'),
    symbol: marketSymbol,
    interval: klineIntervalSchema,
    /** Futures only: `mark` for mark-price bars; absent or `last` for trade bars. */
    price: klinePriceSchema.optional(),
  }),
  z.object({ channel: z.literal('orders') }),
  z.object({ channel: z.literal('balances') }),
  z.object({ channel: z.literal('positions') }),
  z.object({ channel: z.literal('risk') }),
]);
export type ChannelParams = z.infer<typeof channelParamsSchema>;
export type FeedChannel = ChannelParams['channel'];

/** Channels that need a login first: they carry the logged-in user's own data. */
export const privateFeedChannels: readonly FeedChannel[] = ['orders', 'balances', 'positions', 'risk'];

/** Channels the futures socket serves and the spot socket refuses. */
export const futuresOnlyFeedChannels: readonly FeedChannel[] = ['positions', 'risk'];

/** Frames a client sends: {event, params}. */
export const clientFrameSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('ping'), params: z.object({ ts: z.number() }).partial().optional() }),
  z.object({ event: z.literal('login'), params: z.object({ token: z.string().min(1).max(2048) }) }),
  z.object({ event: z.literal('logout'), params: z.record(z.string(), z.unknown()).optional() }),
  z.object({ event: z.literal('sub'), params: channelParamsSchema }),
  z.object({ event: z.literal('unsub'), params: channelParamsSchema }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/**
 * Frames the server sends: {event, channel, biz, type, base, pairCode, data}.
 * - acks: event is the request's (sub, unsub, login, logout), data is {result: true|false} (+ message);
 * - pushes: event 'push', data is the payload (ticker list, depth snapshot/update, trades, kline,
 *   order, balance), possibly as a JSON string;
 * - pong: {event: 'pong', data: {ts, pingTs}};
 * - errors: {event: 'error', data: {result: false, message}}.
 * `biz` is 'spot' or 'futures'; `type` names the payload: tickers, depth.snapshot, depth.update,
 * trades, kline, orders, balances; `base` is the lower-case base asset, `pairCode` the symbol.
 *
 * Futures pushes (biz 'futures', on /ws/futures), the types of `feedPushTypes`:
 * - tickers: FuturesTicker[] of every running perpetual, once a second (also on subscribe);
 * - depth.snapshot / depth.update: the perpetual's book, with the spot seq rules (a snapshot on
 *   subscribe and whenever the server's copy was rebuilt; an update's seq is the previous + 1, a
 *   gap means: subscribe again for a fresh snapshot);
 * - trades: Trade[] of the perpetual, oldest first;
 * - kline: the current trade (last-price) bar; kline.mark: the current mark-price bar (volume "0");
 *   each at most once a second per perpetual and interval, and on subscribe;
 * - orders: FuturesOrder[] (the orders that changed); positions: FuturesPosition[] (all of the
 *   user's positions after a change); balances: Balance[] of the futures wallet; risk: a
 *   FuturesRiskNotice.
 * Every push about one perpetual carries `pairCode` (the symbol) and `base` (its lower-case
 * base asset); the client lower-cases `pairCode` into `base` for futures (spec 4).
 */
export interface ServerFrame {
  event: 'sub' | 'unsub' | 'login' | 'logout' | 'push' | 'pong' | 'error';
  channel?: string;
  biz?: 'spot' | 'futures';
  type?: string;
  base?: string;
  pairCode?: string;
  data: unknown;
}

/**
 * The channel name of a subscription, e.g. depth:BTC_USDT or kline:BTC_USDT:1m; mark-price bars
 * are kline:BTC_USDT:1m:mark (a `last` kline is named as one without `price`).
 */
export function channelName(params: ChannelParams): string {
  switch (params.channel) {
    case 'tickers':
    case 'orders':
    case 'balances':
    case 'positions':
    case 'risk':
      return params.channel;
    case 'depth':
    case 'trades':
      return `${params.channel}:${params.symbol}`;
    case 'kline':
      return params.price === 'mark'
        ? `kline:${params.symbol}:${params.interval}:mark`
        : `kline:${params.symbol}:${params.interval}`;
  }
}

/** Which socket a token call points at: spot by default. */
export const feedTokenQuerySchema = z.object({
  biz: z.enum(['spot', 'futures']).default('spot'),
});

/** `uid` is the signed-in user's id (the userId cookie) or numeric UID; anything else is refused. */
export const privateFeedTokenQuerySchema = feedTokenQuerySchema.extend({
  uid: z.string().min(1, 'uid is required').max(64),
});

/** What `type` a push frame carries, with its `data` (futures payloads: see ServerFrame). */
export const feedPushTypes = {
  /** Ticker[] (futures: FuturesTicker[]): every market, at most once a second. */
  tickers: 'tickers',
  /** DepthSnapshot: on subscribe, and again whenever the server's book had to be rebuilt. */
  depthSnapshot: 'depth.snapshot',
  /** DepthUpdate: changed levels; `seq` is the snapshot's + 1, then + 1 per update. */
  depthUpdate: 'depth.update',
  /** Trade[]: oldest first. */
  trades: 'trades',
  /** Kline: the current (still open) bar, at most once a second per market and interval. */
  kline: 'kline',
  /** Kline of a perpetual's mark price (futures, `price: 'mark'`): as kline, volume "0". */
  markKline: 'kline.mark',
  /** Whatever the trading code publishes for the logged-in user. */
  orders: 'orders',
  balances: 'balances',
  /** Futures: the user's whole FuturesPosition[] after a change. */
  positions: 'positions',
  /** Futures: a FuturesRiskNotice. */
  risk: 'risk',
} as const;
export type FeedPushType = (typeof feedPushTypes)[keyof typeof feedPushTypes];

/**
 * The futures `risk` push: a margin ratio (maintenance margin / equity, "0.85") close to
 * liquidation, of one isolated position (`symbol`) or of the cross account (`symbol` null); or a
 * position taken over by the liquidation engine (`size` is what was liquidated).
 */
export const futuresRiskNoticeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('margin-warning'),
    userId: z.string(),
    symbol: marketSymbol.nullable(),
    ratio: decimalString,
  }),
  z.object({ kind: z.literal('liquidated'), userId: z.string(), symbol: marketSymbol, size: decimalString }),
]);
export type FuturesRiskNotice = z.infer<typeof futuresRiskNoticeSchema>;

/**
 * Per-connection limits. Frames beyond `framesPerSecond` are answered with an error frame and not
 * served; beyond `closeAtFramesPerSecond` the connection is closed. A client that does not read
 * (more than `slowConsumerBytes` waiting to be sent) is dropped rather than buffered for.
 */
export const feedLimits = {
  maxFrameBytes: 64 * 1024,
  maxSubscriptions: 100,
  framesPerSecond: 50,
  closeAtFramesPerSecond: 100,
  slowConsumerBytes: 1024 * 1024,
} as const;

/** Close codes the feed uses (RFC 6455). */
export const feedCloseCodes = {
  /** A frame over `feedLimits.maxFrameBytes`. */
  messageTooBig: 1009,
  /** Flooding past `feedLimits.closeAtFramesPerSecond`. */
  policyViolation: 1008,
  /** A slow consumer: reconnect and resubscribe. */
  tryAgainLater: 1013,
  /** The server is shutting down. */
  goingAway: 1001,
} as const;

/**
 * The notification socket (the spec's "client socket"): socket.io at its default path, for a
 * signed-in browser only (the session cookie authenticates the handshake).
 */
export const notificationSocketPath = '/socket.io/';

export const noticeSchema = z.object({
  kind: z.enum(['order-filled', 'announcement']),
  title: z.string(),
  body: z.string(),
  /** ms since the epoch. */
  time: z.number().int(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** socket.io events the server emits: `unread` with {count}, `notice` with a Notice. */
export const notificationEvents = { unread: 'unread', notice: 'notice' } as const;
export const unreadSchema = z.object({ count: z.number().int().nonnegative() });
export type Unread = z.infer<typeof unreadSchema>;

export const notificationPaths = {
  /** GET ?limit=20: the user's latest notices, newest first, with the unread count. */
  list: '/api/v1/notifications',
  /** POST {ids?}: marks those notices (all when ids is absent) read; answers the unread count. */
  read: '/api/v1/notifications/read',
} as const;

export const storedNoticeSchema = noticeSchema.extend({ id: z.number().int().positive(), read: z.boolean() });
export type StoredNotice = z.infer<typeof storedNoticeSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const notificationListSchema = z.object({
  notifications: z.array(storedNoticeSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsReadRequestSchema = z
  .object({ ids: z.array(z.number().int().positive()).min(1).max(500).optional() })
  .strict();
export const notificationsReadResponseSchema = unreadSchema;
