import { z } from 'zod';
import { futuresTickerSchema, klinePriceSchema } from './futures.ts';
import { futuresOrderSchema, futuresPositionSchema } from './futures-trading.ts';
import {
  depthSnapshotSchema,
  depthUpdateSchema,
  type KlineInterval,
  klineIntervalSchema,
  klineSchema,
  tickerSchema,
  tradeSchema,
} from './market-data.ts';
import { decimalString, marketSymbol } from './markets.ts';
import { balanceSchema, orderSchema } from './trading.ts';

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

/** The two sockets of the feed: /ws/spot and /ws/futures (`biz` of every push frame). */
export const feedBizes = ['spot', 'futures'] as const;
export type FeedBiz = (typeof feedBizes)[number];

/**
 * What a subscription names (the `params` of a sub/unsub frame), on either socket, one schema per
 * channel: the first column of the channel table below (`feedChannels`).
 */
const channelParamSchemas = {
  tickers: z.object({ channel: z.literal('tickers') }),
  depth: z.object({ channel: z.literal('depth'), symbol: marketSymbol }),
  trades: z.object({ channel: z.literal('trades'), symbol: marketSymbol }),
  kline: z.object({
    channel: z.literal('kline'),
    symbol: marketSymbol,
    interval: klineIntervalSchema,
    /** Futures only: `mark` for mark-price bars; absent or `last` for trade bars. */
    price: klinePriceSchema.optional(),
  }),
  orders: z.object({ channel: z.literal('orders') }),
  balances: z.object({ channel: z.literal('balances') }),
  positions: z.object({ channel: z.literal('positions') }),
  risk: z.object({ channel: z.literal('risk') }),
} as const;

/**
 * The params of any channel. Public channels: tickers (all markets), depth/trades per market,
 * kline per market and interval. Private channels (after login): the user's orders and balances,
 * and on the futures socket its positions and risk notices. See `feedChannels`.
 */
export const channelParamsSchema = z.discriminatedUnion('channel', [
  channelParamSchemas.tickers,
  channelParamSchemas.depth,
  channelParamSchemas.trades,
  channelParamSchemas.kline,
  channelParamSchemas.orders,
  channelParamSchemas.balances,
  channelParamSchemas.positions,
  channelParamSchemas.risk,
]);
export type ChannelParams = z.infer<typeof channelParamsSchema>;
export type FeedChannel = ChannelParams['channel'];
/** The params of one channel. */
export type ChannelParamsOf<C extends FeedChannel> = Extract<ChannelParams, { channel: C }>;

/** Where a push comes from: the market (`pairCode`) and, for bars, the interval (`data.interval`). */
export interface FeedPushOrigin {
  symbol?: string;
  interval?: KlineInterval;
}

/** One push type of a channel. */
export interface FeedPushSpec {
  /** snapshot: replaces what the client holds; update: changes it (depth updates follow by seq). */
  readonly kind: 'snapshot' | 'update';
  /** The payload (`data`) on each socket that pushes this type; a socket left out never does. */
  readonly payload: Partial<Record<FeedBiz, z.ZodType>>;
  /** What the refusal calls this data on a socket that does not push it. */
  readonly what?: string;
}

/** One row of the channel table. */
export interface FeedChannelSpec<C extends FeedChannel> {
  readonly params: z.ZodType<ChannelParamsOf<C>>;
  /** Needs a login first: carries the logged-in user's own data. */
  readonly private: boolean;
  /** The sockets that serve it; the others refuse it. */
  readonly sockets: readonly FeedBiz[];
  /** Its push types (a push frame's `type`). */
  readonly pushes: Readonly<Record<string, FeedPushSpec>>;
  /** Its name, as acks carry it and as the hub routes it. */
  name(params: ChannelParamsOf<C>): string;
  /** The push types a subscription with these params receives. */
  pushTypes(params: ChannelParamsOf<C>): readonly string[];
  /** The subscription a push of `type` from `origin` belongs to. */
  ofPush(type: string, origin: FeedPushOrigin): ChannelParamsOf<C>;
}

const bothSockets = ['spot', 'futures'] as const;
const futuresSocket = ['futures'] as const;
const allPushTypes = (pushes: Readonly<Record<string, FeedPushSpec>>) => () => Object.keys(pushes);
const required = (value: string | undefined, what: string): string => {
  if (value === undefined) throw new TypeError(`a push of this channel needs its ${what}`);
  return value;
};

const tickersPushes = {
  /** Ticker[] (futures: FuturesTicker[] with mark, index, funding): every market, once a second. */
  tickers: { kind: 'snapshot', payload: { spot: z.array(tickerSchema), futures: z.array(futuresTickerSchema) } },
} as const satisfies Record<string, FeedPushSpec>;
const depthPushes = {
  /** DepthSnapshot: on subscribe, and again whenever the server's book had to be rebuilt. */
  'depth.snapshot': { kind: 'snapshot', payload: { spot: depthSnapshotSchema, futures: depthSnapshotSchema } },
  /** DepthUpdate: changed levels; `seq` is the snapshot's + 1, then + 1 per update (a gap: subscribe again). */
  'depth.update': { kind: 'update', payload: { spot: depthUpdateSchema, futures: depthUpdateSchema } },
} as const satisfies Record<string, FeedPushSpec>;
const tradesPushes = {
  /** Trade[]: oldest first. */
  trades: { kind: 'update', payload: { spot: z.array(tradeSchema), futures: z.array(tradeSchema) } },
} as const satisfies Record<string, FeedPushSpec>;
const klinePushes = {
  /** Kline: the current (still open) trade bar, at most once a second per market and interval. */
  kline: { kind: 'update', payload: { spot: klineSchema, futures: klineSchema } },
  /** Kline of a perpetual's mark price (`price: 'mark'`): as kline, volume "0". */
  'kline.mark': { kind: 'update', payload: { futures: klineSchema }, what: 'mark-price bars' },
} as const satisfies Record<string, FeedPushSpec>;
const ordersPushes = {
  /** Spot: the Order that changed; futures: the FuturesOrder[] that changed. */
  orders: { kind: 'update', payload: { spot: orderSchema, futures: z.array(futuresOrderSchema) } },
} as const satisfies Record<string, FeedPushSpec>;
const balancesPushes = {
  /** Balance[] that changed (futures: of the futures wallet). */
  balances: { kind: 'update', payload: { spot: z.array(balanceSchema), futures: z.array(balanceSchema) } },
} as const satisfies Record<string, FeedPushSpec>;
const positionsPushes = {
  /** The user's whole FuturesPosition[] after a change. */
  positions: { kind: 'snapshot', payload: { futures: z.array(futuresPositionSchema) } },
} as const satisfies Record<string, FeedPushSpec>;

/**
 * The channel table: every channel of the feed once, with its params, whether it is private, the
 * sockets that serve it, its push types and their payloads per socket, and its name. The server's
 * hub routes by it and the client derives its subscriptions and push types from it; no channel
 * string is written anywhere else.
 *
 * Names: `tickers`, `depth:BTC_USDT`, `trades:BTC_USDT`, `kline:BTC_USDT:1m`, mark-price bars
 * `kline:BTC_USDT:1m:mark` (a `last` kline is named as one without `price`), and the private
 * channels by their own name. Every push about one market carries `pairCode` (the symbol) and
 * `base` (its lower-case base asset); the client lower-cases `pairCode` into `base` for futures.
 */
export const feedChannels = {
  tickers: {
    params: channelParamSchemas.tickers,
    private: false,
    sockets: bothSockets,
    pushes: tickersPushes,
    name: () => 'tickers',
    pushTypes: allPushTypes(tickersPushes),
    ofPush: () => ({ channel: 'tickers' }),
  },
  depth: {
    params: channelParamSchemas.depth,
    private: false,
    sockets: bothSockets,
    pushes: depthPushes,
    name: (params) => `depth:${params.symbol}`,
    pushTypes: allPushTypes(depthPushes),
    ofPush: (_type, origin) => ({ channel: 'depth', symbol: required(origin.symbol, 'symbol') }),
  },
  trades: {
    params: channelParamSchemas.trades,
    private: false,
    sockets: bothSockets,
    pushes: tradesPushes,
    name: (params) => `trades:${params.symbol}`,
    pushTypes: allPushTypes(tradesPushes),
    ofPush: (_type, origin) => ({ channel: 'trades', symbol: required(origin.symbol, 'symbol') }),
  },
  kline: {
    params: channelParamSchemas.kline,
    private: false,
    sockets: bothSockets,
    pushes: klinePushes,
    name: (params) =>
      params.price === 'mark'
        ? `kline:${params.symbol}:${params.interval}:mark`
        : `kline:${params.symbol}:${params.interval}`,
    pushTypes: (params) => (params.price === 'mark' ? ['kline.mark'] : ['kline']),
    ofPush: (type, origin) => ({
      channel: 'kline',
      symbol: required(origin.symbol, 'symbol'),
      interval: required(origin.interval, 'interval') as KlineInterval,
      ...(type === 'kline.mark' ? { price: 'mark' as const } : {}),
    }),
  },
  orders: {
    params: channelParamSchemas.orders,
    private: true,
    sockets: bothSockets,
    pushes: ordersPushes,
    name: () => 'orders',
    pushTypes: allPushTypes(ordersPushes),
    ofPush: () => ({ channel: 'orders' }),
  },
  balances: {
    params: channelParamSchemas.balances,
    private: true,
    sockets: bothSockets,
    pushes: balancesPushes,
    name: () => 'balances',
    pushTypes: allPushTypes(balancesPushes),
    ofPush: () => ({ channel: 'balances' }),
  },
  positions: {
    params: channelParamSchemas.positions,
    private: true,
    sockets: futuresSocket,
    pushes: positionsPushes,
    name: () => 'positions',
    pushTypes: allPushTypes(positionsPushes),
    ofPush: () => ({ channel: 'positions' }),
  },
  risk: {
    params: channelParamSchemas.risk,
    private: true,
    sockets: futuresSocket,
    pushes: {
      /** A FuturesRiskNotice: a margin warning or a liquidation. */
      risk: { kind: 'update', payload: { futures: futuresRiskNoticeSchema } },
    },
    name: () => 'risk',
    pushTypes: () => ['risk'],
    ofPush: () => ({ channel: 'risk' }),
  },
} as const satisfies { readonly [C in FeedChannel]: FeedChannelSpec<C> };

/** Every channel of the table. */
export const feedChannelList = Object.keys(feedChannels) as FeedChannel[];

/** The table's row of a channel, typed by its params. */
export function channelSpec<C extends FeedChannel>(channel: C): FeedChannelSpec<C> {
  return feedChannels[channel] as unknown as FeedChannelSpec<C>;
}

/** Channels that need a login first: they carry the logged-in user's own data. */
export const privateFeedChannels: readonly FeedChannel[] = feedChannelList.filter(
  (channel) => feedChannels[channel].private,
);

/** Channels the futures socket serves and the spot socket refuses. */
export const futuresOnlyFeedChannels: readonly FeedChannel[] = feedChannelList.filter(
  (channel) => !(feedChannels[channel].sockets as readonly FeedBiz[]).includes('spot'),
);

/** A push type, as push frames carry it in `type`. */
export type FeedPushType = {
  [C in FeedChannel]: keyof (typeof feedChannels)[C]['pushes'] & string;
}[FeedChannel];

/** The payload of a push type on a socket (never when that socket does not push it). */
export type FeedPayload<T extends FeedPushType, B extends FeedBiz = 'spot'> = {
  [C in FeedChannel]: T extends keyof (typeof feedChannels)[C]['pushes']
    ? (typeof feedChannels)[C]['pushes'][T] extends { payload: infer P }
      ? P extends { [K in B]: infer S extends z.ZodType }
        ? z.infer<S>
        : never
      : never
    : never;
}[FeedChannel];

/** Push type -> its channel and row, built from the table. */
const pushRows = new Map<string, { channel: FeedChannel; spec: FeedPushSpec }>(
  feedChannelList.flatMap((channel) =>
    Object.entries(feedChannels[channel].pushes as Readonly<Record<string, FeedPushSpec>>).map(
      ([type, spec]) => [type, { channel, spec }] as const,
    ),
  ),
);

/** The channel and row of a push type; undefined for a type the table does not know. */
export function feedPushSpec(type: string): { channel: FeedChannel; spec: FeedPushSpec } | undefined {
  return pushRows.get(type);
}

/** The subscription a push belongs to (undefined for an unknown type or a push without its origin). */
export function channelOfPush(type: string, origin: FeedPushOrigin): ChannelParams | undefined {
  const row = pushRows.get(type);
  if (!row) return undefined;
  try {
    return channelSpec(row.channel).ofPush(type, origin);
  } catch {
    return undefined;
  }
}

/** The push types a subscription receives on a socket (those that socket pushes). */
export function pushTypesOf(params: ChannelParams, biz: FeedBiz): readonly string[] {
  const spec = channelSpec(params.channel);
  return spec.pushTypes(params).filter((type) => spec.pushes[type]?.payload[biz] !== undefined);
}

/**
 * Why a socket refuses a subscription by the table (undefined: it serves it): a channel of the
 * other socket, or params whose pushes only the other socket has (mark-price bars on spot).
 */
export function channelRefusal(params: ChannelParams, biz: FeedBiz): string | undefined {
  const spec = channelSpec(params.channel);
  const other = biz === 'spot' ? feedSocketPaths.futures : feedSocketPaths.spot;
  if (!spec.sockets.includes(biz))
    return `${params.channel} is a ${spec.sockets.join('/')} channel: subscribe on ${other}`;
  for (const type of spec.pushTypes(params)) {
    const push = spec.pushes[type];
    if (push && push.payload[biz] === undefined) {
      const owner = (Object.keys(push.payload) as FeedBiz[]).join('/');
      return `${push.what ?? type} are ${owner} data: subscribe on ${other}`;
    }
  }
  return undefined;
}

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
 * Futures pushes (biz 'futures', on /ws/futures), the push types of `feedChannels`:
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
 * are kline:BTC_USDT:1m:mark (a `last` kline is named as one without `price`). From the table.
 */
export function channelName(params: ChannelParams): string {
  return channelSpec(params.channel).name(params);
}

/** Which socket a token call points at: spot by default. */
export const feedTokenQuerySchema = z.object({
  biz: z.enum(['spot', 'futures']).default('spot'),
});

/** `uid` is the signed-in user's id (the userId cookie) or numeric UID; anything else is refused. */
export const privateFeedTokenQuerySchema = feedTokenQuerySchema.extend({
  uid: z.string().min(1, 'uid is required').max(64),
});

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

/**
 * The `data` of a refused handshake (socket.io's `connect_error`) when the reason passes (the
 * server could not check the session, e.g. its database briefly out of reach): connect again after
 * `retryAfterMs`. A refusal without it (sign in required, another site's page) is final.
 */
export const notificationRefusalSchema = z.object({
  retryable: z.literal(true),
  retryAfterMs: z.number().int().positive(),
});
export type NotificationRefusal = z.infer<typeof notificationRefusalSchema>;

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
  /** GET ?limit=20&before=: the user's notices, newest first (older than `before`), with the unread count. */
  list: '/api/v1/notifications',
  /** POST {ids?}: marks those notices (all when ids is absent) read; answers the unread count. */
  read: '/api/v1/notifications/read',
} as const;

export const storedNoticeSchema = noticeSchema.extend({ id: z.number().int().positive(), read: z.boolean() });
export type StoredNotice = z.infer<typeof storedNoticeSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The `nextBefore` of the previous page. */
  before: z.coerce.number().int().positive().optional(),
});
export const notificationListSchema = z.object({
  notifications: z.array(storedNoticeSchema),
  unread: z.number().int(),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsReadRequestSchema = z
  .object({ ids: z.array(z.number().int().positive()).min(1).max(500).optional() })
  .strict();
export const notificationsReadResponseSchema = unreadSchema;

/** The payload of a channel's snapshot or update pushes on a socket (`never` when it has none). */
export type FeedChannelPayload<C extends FeedChannel, K extends FeedPushSpec['kind'], B extends FeedBiz = 'spot'> = {
  [T in keyof (typeof feedChannels)[C]['pushes']]: (typeof feedChannels)[C]['pushes'][T] extends {
    kind: K;
    payload: { [X in B]: infer S extends z.ZodType };
  }
    ? z.infer<S>
    : never;
}[keyof (typeof feedChannels)[C]['pushes']];
