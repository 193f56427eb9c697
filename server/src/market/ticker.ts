import type { Ticker } from '@vela/contracts/market-data';
import Big from 'big.js';
import { type Candle, mergeCandles } from './candles.ts';
import type { MarketUnits } from './units.ts';

/**
 * The 24 h ticker of one market from its one-minute bars of the last 24 hours (oldest first,
 * the live bar included). With no bar in the window the market is flat at `lastTicks`.
 */
export function tickerOf(
  symbol: string,
  units: MarketUnits,
  window: readonly Candle[],
  lastTicks: number,
  time: number,
): Ticker {
  const day = mergeCandles(window, 0) ?? {
    open: lastTicks,
    high: lastTicks,
    low: lastTicks,
    close: lastTicks,
    volume: 0n,
    quoteVolume: 0n,
  };
  const change = day.close - day.open;
  return {
    symbol,
    open: units.price(day.open),
    high: units.price(day.high),
    low: units.price(day.low),
    last: units.price(day.close),
    volume: units.quantity(day.volume),
    quoteVolume: units.quote(day.quoteVolume),
    change: signedPrice(units, change),
    changePercent: percent(change, day.open),
    time,
  };
}

function signedPrice(units: MarketUnits, ticks: number): string {
  return ticks < 0 ? `-${units.price(-ticks)}` : units.price(ticks);
}

/** change / open * 100 to two decimals, half up; never "-0.00" (and 0 for a market priced 0). */
function percent(change: number, open: number): string {
  if (open === 0) return '0.00';
  const value = new Big(change).times(100).div(open).toFixed(2);
  return value === '-0.00' ? '0.00' : value;
}
