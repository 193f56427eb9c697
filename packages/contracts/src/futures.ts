import { z } from 'zod';
import {
  depthQuerySchema,
  depthSnapshotSchema,
  klineIntervalSchema,
  klineListSchema,
  signedDecimalString,
  tradeListSchema,
  tradesQuerySchema,
} from './market-data.ts';
import { decimalString, marketSymbol } from './markets.ts';

/**
 * The futures API: USDT-margined linear perpetuals. The client reaches it in its futures mode,
 * whose base URL is `/futuresapi` or a futuresapi host (spec 7); this platform serves it under
 * `/futuresapi`. Prices, rates and amounts are decimal strings.
 */
export const FUTURES_API_BASE = '/futuresapi';

/** Relative to the futures base URL: what the client's request helper takes in futures mode. */
export const futuresCallPaths = {
  /** GET: every listed contract (?symbol= for one) (→ FuturesContractList). */
  contracts: '/v1/contracts',
  /** GET: every contract's index, mark and funding (?symbol= for one) (→ FuturesTickerList). */
  tickers: '/v1/tickers',
  /** GET: one perpetual's book, ?symbol=BTC_USDT&limit=50, best first (→ FuturesDepth). */
  depth: '/v1/depth',
  /** GET: one perpetual's recent trades, ?symbol=BTC_USDT&limit=50, newest first (→ FuturesTradeList). */
  trades: '/v1/trades',
  /**
   * GET: one perpetual's bars, ?symbol=BTC_USDT&interval=1m&price=last|mark&from=&to=&limit=, oldest
   * first (→ FuturesKlineList): the spot klines call's shape and range rules.
   */
  klines: '/v1/klines',
  /** GET: the funding rounds applied to one perpetual, newest first (FundingRateHistoryQuery → FundingRateList). */
  fundingRates: '/v1/funding-rates',
} as const;

/** The same calls as the platform serves them. */
export const futuresPaths = {
  contracts: `${FUTURES_API_BASE}${futuresCallPaths.contracts}`,
  tickers: `${FUTURES_API_BASE}${futuresCallPaths.tickers}`,
  depth: `${FUTURES_API_BASE}${futuresCallPaths.depth}`,
  trades: `${FUTURES_API_BASE}${futuresCallPaths.trades}`,
  klines: `${FUTURES_API_BASE}${futuresCallPaths.klines}`,
  fundingRates: `${FUTURES_API_BASE}${futuresCallPaths.fundingRates}`,
} as const;

/**
 * One bracket of position notional (USDT): positions up to `maxNotional` need
 * notional x maintenanceMarginRate - maintenanceAmount of maintenance margin and may use at most
 * `maxLeverage`. The amount keeps the requirement continuous across brackets.
 */
export const riskTierSchema = z.object({
  maxNotional: decimalString,
  maintenanceMarginRate: decimalString,
  maintenanceAmount: decimalString,
  maxLeverage: z.number().int().positive(),
});
export type RiskTier = z.infer<typeof riskTierSchema>;

export const futuresContractSchema = z.object({
  /** The same symbol as its spot market, e.g. BTC_USDT. */
  symbol: marketSymbol,
  base: z.string(),
  /** The settlement and margin asset. */
  quote: z.string(),
  /** The spot market the index price comes from. */
  indexSymbol: marketSymbol,
  tickSize: decimalString,
  /** Contract sizes are in the base asset, in whole lots. */
  lotSize: decimalString,
  minNotional: decimalString,
  pricePrecision: z.number().int().min(0).max(18),
  amountPrecision: z.number().int().min(0).max(18),
  /** The first tier's: the most any position may use. */
  maxLeverage: z.number().int().positive(),
  /** Ascending by maxNotional; the last one's is the position cap. */
  riskTiers: z.array(riskTierSchema).min(1),
  /** Fee rates on the notional (0.0005 = 0.05 %). */
  makerFee: decimalString,
  takerFee: decimalString,
});
export type FuturesContract = z.infer<typeof futuresContractSchema>;

/** In display order. */
export const futuresContractListSchema = z.object({ contracts: z.array(futuresContractSchema) });
export type FuturesContractList = z.infer<typeof futuresContractListSchema>;

/** A perpetual's prices and funding, as the engine takes them once a second. */
export const futuresPriceTickerSchema = z.object({
  symbol: marketSymbol,
  /** From the spot market: median of its mid, last trade and 30 s VWAP, on the contract's tick. */
  indexPrice: decimalString,
  /** Index plus the perpetual's smoothed, clamped premium: what PnL and liquidations use. */
  markPrice: decimalString,
  /** The perpetual's own last trade; null until it trades. */
  lastPrice: decimalString.nullable(),
  /** Predicted for the current interval (positive: longs pay shorts). */
  fundingRate: signedDecimalString,
  /** ISO 8601, UTC: when the current interval's funding is paid. */
  nextFundingTime: z.iso.datetime(),
  fundingIntervalMinutes: z.number().int().min(1).max(1440),
  /** Sum of the open positions' sizes (one side), in the base asset. */
  openInterest: decimalString,
  /** When these prices were taken (ms since the epoch). */
  time: z.number().int(),
});
export type FuturesPriceTicker = z.infer<typeof futuresPriceTickerSchema>;

/**
 * A perpetual's ticker as the tickers call and the feed serve it: its prices and funding, and the
 * statistics of its own trades (last price) over the last 24 hours, from its one-minute bars.
 */
export const futuresTickerSchema = futuresPriceTickerSchema.extend({
  /** The first trade price of the last 24 h (the last price before them when none); null until it trades. */
  open24h: decimalString.nullable(),
  high24h: decimalString.nullable(),
  low24h: decimalString.nullable(),
  /** Contracts traded over the last 24 h, in the base asset ("0" without trades). */
  volume24h: decimalString,
  /** (close - open24h) / open24h * 100, two decimals, as the spot ticker's; null until it trades. */
  changePercent24h: signedDecimalString.nullable(),
});
export type FuturesTicker = z.infer<typeof futuresTickerSchema>;

/** In contract display order; a contract whose index has no price yet is left out. */
export const futuresTickerListSchema = z.object({ tickers: z.array(futuresTickerSchema) });
export type FuturesTickerList = z.infer<typeof futuresTickerListSchema>;

/** Both calls take an optional `symbol`; one that is no listed contract is refused (400). */
export const futuresSymbolQuerySchema = z.object({ symbol: marketSymbol.optional() });
export type FuturesSymbolQuery = z.infer<typeof futuresSymbolQuerySchema>;

/**
 * A perpetual's book: the spot depth shape, `seq` numbering the perpetual's own depth updates.
 * Before the first snapshot reaches the instance: empty sides at seq 0.
 */
export const futuresDepthSchema = depthSnapshotSchema;
export type FuturesDepth = z.infer<typeof futuresDepthSchema>;

/** A perpetual's recent trades, newest first: the spot trade shape, ids numbered per perpetual. */
export const futuresTradeListSchema = tradeListSchema;
export type FuturesTradeList = z.infer<typeof futuresTradeListSchema>;

/** `symbol` is required (a listed contract, else 400); limit 1 to 200, default 50. */
export const futuresDepthQuerySchema = depthQuerySchema;
export type FuturesDepthQuery = z.infer<typeof futuresDepthQuerySchema>;

/** `symbol` is required (a listed contract, else 400); limit 1 to 500, default 50. */
export const futuresTradesQuerySchema = tradesQuerySchema;
export type FuturesTradesQuery = z.infer<typeof futuresTradesQuerySchema>;

/**
 * Which price a perpetual's bars follow: `last`, its own trades (volume in the base asset), or
 * `mark`, its mark price sampled once a second (volume always "0"). The feed's kline channel and
 * the klines call both take it, `last` by default.
 */
export const klinePriceSchema = z.enum(['last', 'mark'], { error: 'price must be "last" or "mark"' });
export type KlinePrice = z.infer<typeof klinePriceSchema>;

/**
 * `symbol` is required (a listed contract, else 400); `interval` is 1m by default, `price` last.
 * A bad interval, price, limit or range is a 400. Bars are returned oldest
 * first: with `from`, the first `limit` bars from `from` on (up to `to`); without it, the last
 * `limit` bars up to `to` (default: now). Every interval is aggregated from the stored one-minute
 * bars, as the spot klines call's are.
 */
export const futuresKlinesQuerySchema = z
  .object({
    symbol: marketSymbol,
    interval: klineIntervalSchema.default('1m'),
    price: klinePriceSchema.default('last'),
    from: z.coerce.number().int().nonnegative().optional(),
    to: z.coerce.number().int().nonnegative().optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(500),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: 'from must not be later than to',
    path: ['from'],
  });
export type FuturesKlinesQuery = z.infer<typeof futuresKlinesQuerySchema>;

/** A perpetual's bars, oldest first: the spot kline shape. */
export const futuresKlineListSchema = klineListSchema;
export type FuturesKlineList = z.infer<typeof futuresKlineListSchema>;

/** One funding round the platform applied: the rate paid at `fundingTime` and the mark it was paid at. */
export const fundingRateSchema = z.object({
  symbol: marketSymbol,
  /** ISO 8601, UTC. */
  fundingTime: z.iso.datetime(),
  /** Positive: longs paid shorts. */
  rate: signedDecimalString,
  markPrice: decimalString,
});
export type FundingRate = z.infer<typeof fundingRateSchema>;

/** Newest first; `nextBefore` (a funding time in ms) is the cursor of the older page, null at the end. */
export const fundingRateListSchema = z.object({
  rates: z.array(fundingRateSchema),
  nextBefore: z.string().nullable(),
});
export type FundingRateList = z.infer<typeof fundingRateListSchema>;

/** `symbol` is required (a listed contract, else 400); limit 1 to 500, default 100; `before` a nextBefore. */
export const fundingRateHistoryQuerySchema = z
  .object({
    symbol: marketSymbol,
    limit: z.coerce.number().int().min(1).max(500).default(100),
    before: z
      .string()
      .regex(/^\d{1,15}$/, 'before: a cursor from nextBefore')
      .optional(),
  })
  .strict();
export type FundingRateHistoryQuery = z.infer<typeof fundingRateHistoryQuerySchema>;
