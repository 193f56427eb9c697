import type { Candle } from './candles.ts';
import { MINUTE_MS } from './candles.ts';
import { createRandom, type Random } from './engine/random.ts';
import { closesEndingAt, closesFrom } from './price-walk.ts';
import { type SimulatedMarket, streamSeed } from './simulated-market.ts';

/** How much history a market with no bars gets by default: a week of minutes, so every chart has a past. */
export const BACKFILL_DAYS = 7;
export const BACKFILL_MINUTES = BACKFILL_DAYS * 24 * 60;

/**
 * One-minute bars drawn from the same walk and the same trade sizes as the live simulator, so
 * the history and the live market look alike. `closes` are the bars' closes, oldest first; each
 * bar opens at the previous close, its wicks reach a little past open and close, and its volume
 * is a minute of simulated taker flow.
 */
export function barsFromCloses(
  market: SimulatedMarket,
  firstOpenTime: number,
  openTicks: number,
  closes: readonly number[],
  random: Random,
): Candle[] {
  const bars: Candle[] = [];
  let open = openTicks;
  const wickBase = Math.max(1, Math.round(openTicks * 0.0002));
  const tradesPerMinute = Math.max(1, Math.round(market.tradesPerSecond * 60));
  for (const [index, close] of closes.entries()) {
    const wick = wickBase + Math.round(Math.abs(close - open) / 2);
    const high = Math.max(open, close) + random.integer(0, wick);
    const low = Math.max(1, Math.min(open, close) - random.integer(0, wick));
    const volume = BigInt(market.typicalLots) * BigInt(random.integer(tradesPerMinute, tradesPerMinute * 3));
    const averagePrice = BigInt(Math.round((open + close) / 2));
    bars.push({
      openTime: firstOpenTime + index * MINUTE_MS,
      open,
      high,
      low,
      close,
      volume,
      quoteVolume: volume * averagePrice,
    });
    open = close;
  }
  return bars;
}

/** `minutes` of history (a week by default) ending just before `nowMinute` at the market's reference price. */
export function initialHistory(
  market: SimulatedMarket,
  seed: number,
  nowMinute: number,
  minutes = BACKFILL_MINUTES,
): Candle[] {
  const random = createRandom(streamSeed(seed, market.symbol, 'history'));
  const closes = closesEndingAt(market.anchorTicks, minutes, random, market.minuteVolatility);
  const firstOpenTime = nowMinute - minutes * MINUTE_MS;
  return barsFromCloses(market, firstOpenTime, closes[0] ?? market.anchorTicks, closes, random);
}

/**
 * Bars for the minutes the engine was down, from the last stored bar up to (not including)
 * `nowMinute`; at most `maxMinutes` of them (a week by default), so a long pause leaves a hole in
 * the chart rather than a slow start.
 */
export function gapHistory(
  market: SimulatedMarket,
  seed: number,
  last: Candle,
  nowMinute: number,
  maxMinutes = BACKFILL_MINUTES,
): Candle[] {
  const missing = Math.min((nowMinute - last.openTime) / MINUTE_MS - 1, maxMinutes);
  if (missing <= 0) return [];
  const random = createRandom(streamSeed(seed, market.symbol, `gap:${last.openTime}`));
  const closes = closesFrom(last.close, market.anchorTicks, missing, random, market.minuteVolatility);
  return barsFromCloses(market, nowMinute - missing * MINUTE_MS, last.close, closes, random);
}
