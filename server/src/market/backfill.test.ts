import { describe, expect, it } from 'vitest';
import { BACKFILL_MINUTES, gapHistory, initialHistory } from './backfill.ts';
import { MINUTE_MS } from './candles.ts';
import { createRandom } from './engine/random.ts';
import { closesEndingAt, closesFrom, MINUTE_VOLATILITY, PriceWalk } from './price-walk.ts';
import type { SimulatedMarket } from './simulated-market.ts';
import { MarketUnits } from './units.ts';

const market: SimulatedMarket = {
  symbol: 'DOGE_USDT',
  units: new MarketUnits('0.00001', '1'),
  anchorTicks: 17_000,
  typicalLots: 2_353,
  tradesPerSecond: 2,
  quotedLevels: 20,
  requoteScale: 1,
  minuteVolatility: MINUTE_VOLATILITY,
};
const NOW_MINUTE = Date.UTC(2025, 2, 1, 8, 30);

describe('price walk', () => {
  it('ends a history exactly at the given price, in whole ticks of at least one', () => {
    const closes = closesEndingAt(17_000, 5_000, createRandom(1));
    expect(closes).toHaveLength(5_000);
    expect(closes[closes.length - 1]).toBe(17_000);
    for (const close of closes) expect(Number.isSafeInteger(close) && close >= 1).toBe(true);
    expect(closesEndingAt(17_000, 0, createRandom(1))).toEqual([]);
  });

  it('moves about as much as a large coin does in a day, and stays near its anchor over weeks', () => {
    const closes = closesFrom(17_000, 17_000, 30 * 1440, createRandom(5));
    const dailyMoves = closes
      .filter((_, index) => index % 1440 === 0)
      .map((close, day, all) => (day === 0 ? 0 : Math.abs(Math.log(close / (all[day - 1] as number)))));
    const average = dailyMoves.reduce((sum, move) => sum + move, 0) / (dailyMoves.length - 1);
    expect(average).toBeGreaterThan(0.005);
    expect(average).toBeLessThan(0.08);
    expect(Math.abs(Math.log((closes[closes.length - 1] as number) / 17_000))).toBeLessThan(0.5);
  });

  it('is reproducible from its seed', () => {
    const walk = (seed: number) => {
      const prices = new PriceWalk(17_000, 17_000, createRandom(seed));
      return Array.from({ length: 50 }, () => prices.advance(500));
    };
    expect(walk(9)).toEqual(walk(9));
    expect(walk(9)).not.toEqual(walk(10));
  });
});

describe('backfill', () => {
  it('draws a week of contiguous one-minute bars ending just before now at the reference price', () => {
    const bars = initialHistory(market, 42, NOW_MINUTE);
    expect(bars).toHaveLength(BACKFILL_MINUTES);
    expect(bars[0]?.openTime).toBe(NOW_MINUTE - 7 * 24 * 60 * MINUTE_MS);
    expect(bars[bars.length - 1]?.openTime).toBe(NOW_MINUTE - MINUTE_MS);
    expect(bars[bars.length - 1]?.close).toBe(17_000);
    for (const [index, bar] of bars.entries()) {
      if (index > 0) {
        expect(bar.openTime - (bars[index - 1]?.openTime as number)).toBe(MINUTE_MS);
        expect(bar.open).toBe(bars[index - 1]?.close);
      }
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeGreaterThanOrEqual(1);
      expect(bar.volume % BigInt(market.typicalLots)).toBe(0n);
      expect(bar.quoteVolume).toBeGreaterThanOrEqual(bar.volume * BigInt(bar.low));
      expect(bar.quoteVolume).toBeLessThanOrEqual(bar.volume * BigInt(bar.high));
    }
    expect(initialHistory(market, 42, NOW_MINUTE)).toEqual(bars);
  });

  it('fills only the missing minutes after downtime, at most a week, from the last close', () => {
    const last = {
      openTime: NOW_MINUTE - 10 * MINUTE_MS,
      open: 1,
      high: 17_100,
      low: 1,
      close: 16_900,
      volume: 1n,
      quoteVolume: 1n,
    };
    const gap = gapHistory(market, 42, last, NOW_MINUTE);
    expect(gap.map((bar) => (bar.openTime - last.openTime) / MINUTE_MS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(gap[0]?.open).toBe(16_900);
    expect(gapHistory(market, 42, { ...last, openTime: NOW_MINUTE - MINUTE_MS }, NOW_MINUTE)).toEqual([]);
    const afterAMonth = gapHistory(market, 42, { ...last, openTime: NOW_MINUTE - 30 * 1440 * MINUTE_MS }, NOW_MINUTE);
    expect(afterAMonth).toHaveLength(BACKFILL_MINUTES);
    expect(afterAMonth[afterAMonth.length - 1]?.openTime).toBe(NOW_MINUTE - MINUTE_MS);
  });
});
