import { z } from 'zod';
import { klineIntervals } from './kline-intervals.ts';
import { decimalString, marketSymbol } from './markets.ts';

/** Candle intervals the platform aggregates (issue: 1m to 1d). */
export { klineIntervals };
export const klineIntervalSchema = z.enum(klineIntervals);
export type KlineInterval = z.infer<typeof klineIntervalSchema>;

export const klineIntervalMs: Record<KlineInterval, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
};

/** Signed decimal string (24 h change can be negative). */
export const signedDecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string');

/** 24 h rolling statistics of one market. */
export const tickerSchema = z.object({
  symbol: marketSymbol,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  last: decimalString,
  /** Base-asset volume over 24 h. */
  volume: decimalString,
  /** Quote-asset volume over 24 h. */
  quoteVolume: decimalString,
  /** last - open. */
  change: signedDecimalString,
  /** (last - open) / open * 100, two decimals. */
  changePercent: signedDecimalString,
  /** Time of the last trade (ms since the epoch), or of the snapshot when there was none. */
  time: z.number().int(),
});
export type Ticker = z.infer<typeof tickerSchema>;

/** [price, quantity]; in updates a quantity of "0" removes the level. */
export const depthLevelSchema = z.tuple([decimalString, decimalString]);
export type DepthLevel = z.infer<typeof depthLevelSchema>;

/**
 * A full book snapshot. `seq` is the market's depth sequence: every later update carries the next
 * number, so a client that sees a gap (update.seq !== last seq + 1) asks for a new snapshot.
 */
export const depthSnapshotSchema = z.object({
  symbol: marketSymbol,
  seq: z.number().int().nonnegative(),
  bids: z.array(depthLevelSchema),
  asks: z.array(depthLevelSchema),
  time: z.number().int(),
});
export type DepthSnapshot = z.infer<typeof depthSnapshotSchema>;

/** Changed levels since seq - 1 (absolute new quantities, "0" = level gone). */
export const depthUpdateSchema = depthSnapshotSchema;
export type DepthUpdate = z.infer<typeof depthUpdateSchema>;

export const tradeSchema = z.object({
  /** The market's trade sequence: increasing, unique per market. */
  id: z.number().int().positive(),
  symbol: marketSymbol,
  price: decimalString,
  quantity: decimalString,
  /** The taker's side: 'buy' trades print green, 'sell' red. */
  side: z.enum(['buy', 'sell']),
  time: z.number().int(),
});
export type Trade = z.infer<typeof tradeSchema>;

export const klineSchema = z.object({
  symbol: marketSymbol,
  interval: klineIntervalSchema,
  /** Start of the bar (ms since the epoch, aligned to the interval in UTC). */
  openTime: z.number().int(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
});
export type Kline = z.infer<typeof klineSchema>;

/** REST snapshot paths (first paint and the HTTP fallback while the socket is down). */
export const marketDataPaths = {
  markets: '/api/v1/markets',
  tickers: '/api/v1/tickers',
  /** ?symbol=BTC_USDT&limit=50 */
  depth: '/api/v1/depth',
  /** ?symbol=BTC_USDT&limit=50, newest first */
  trades: '/api/v1/trades',
  /** ?symbol=BTC_USDT&interval=1m&from=<ms>&to=<ms> (at most 1000 bars) */
  klines: '/api/v1/klines',
  /** The global config map (flags such as Hbt_Switch). */
  config: '/api/v1/config',
} as const;

/** Every market's ticker, in display order. */
export const tickerListSchema = z.object({ tickers: z.array(tickerSchema) });
export type TickerList = z.infer<typeof tickerListSchema>;
export const tradeListSchema = z.object({ trades: z.array(tradeSchema) });
export type TradeList = z.infer<typeof tradeListSchema>;
export const klineListSchema = z.object({ klines: z.array(klineSchema) });
export type KlineList = z.infer<typeof klineListSchema>;

export const depthQuerySchema = z.object({
  symbol: marketSymbol,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const tradesQuerySchema = z.object({
  symbol: marketSymbol,
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
/**
 * Bars are returned oldest first. With `from`, the first `limit` bars from `from` on (up to `to`);
 * without it, the last `limit` bars up to `to` (default: now).
 */
export const klinesQuerySchema = z
  .object({
    symbol: marketSymbol,
    interval: klineIntervalSchema,
    from: z.coerce.number().int().nonnegative().optional(),
    to: z.coerce.number().int().nonnegative().optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(500),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: 'from must not be later than to',
    path: ['from'],
  });

/** Global config map: string flags; `Hbt_Switch: 'false'` turns the client's heartbeat ping off. */
export const globalConfigSchema = z.object({ config: z.record(z.string(), z.string()) });
export type GlobalConfig = z.infer<typeof globalConfigSchema>;
