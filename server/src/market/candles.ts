/**
 * Candles in the engine's units: prices in ticks, volume in lots, quote volume in quote units
 * (see MarketUnits), so aggregation is exact integer arithmetic. Pure functions: the candle
 * window, the backfill and the tests share them.
 */
export interface Candle {
  /** Start of the bar, ms since the epoch, aligned to its interval in UTC. */
  readonly openTime: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: bigint;
  readonly quoteVolume: bigint;
}

export const MINUTE_MS = 60_000;

/** The start of the interval `time` falls in (UTC: the epoch is midnight). */
export function bucketStart(time: number, intervalMs: number): number {
  return time - (time % intervalMs);
}

/** `candle` with one more trade, or a new candle opened by it when `candle` is undefined. */
export function withTrade(candle: Candle | undefined, openTime: number, price: number, lots: number): Candle {
  const quote = BigInt(price) * BigInt(lots);
  if (candle === undefined) {
    return { openTime, open: price, high: price, low: price, close: price, volume: BigInt(lots), quoteVolume: quote };
  }
  return {
    openTime: candle.openTime,
    open: candle.open,
    high: Math.max(candle.high, price),
    low: Math.min(candle.low, price),
    close: price,
    volume: candle.volume + BigInt(lots),
    quoteVolume: candle.quoteVolume + quote,
  };
}

/** One bar from consecutive bars (oldest first); undefined for none. */
export function mergeCandles(candles: readonly Candle[], openTime: number): Candle | undefined {
  const first = candles[0];
  const last = candles[candles.length - 1];
  if (first === undefined || last === undefined) return undefined;
  let high = first.high;
  let low = first.low;
  let volume = 0n;
  let quoteVolume = 0n;
  for (const candle of candles) {
    if (candle.high > high) high = candle.high;
    if (candle.low < low) low = candle.low;
    volume += candle.volume;
    quoteVolume += candle.quoteVolume;
  }
  return { openTime, open: first.open, high, low, close: last.close, volume, quoteVolume };
}
