import type { Kline } from '@vela/contracts/market-data';
import Big from 'big.js';
import type { PanelMarket } from '../market-panels.tsx';
import { formatAmount, formatPercentChange, formatPrice, formatSignedPrice } from '../model/format.ts';

/** The crosshair readout of one bar, every number in the locale's form at the market's precision. */
export interface BarReadout {
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  /** close - open, signed. */
  readonly change: string;
  /** (close - open) / open, signed, in percent. */
  readonly changePercent: string;
  /** In the base asset. */
  readonly volume: string;
  /** Whether the bar closed at or above its open (coloured as its candle). */
  readonly up: boolean;
}

/** Exact: the kline's decimal strings, Big for the change, never a float. */
export function barReadout(
  kline: Pick<Kline, 'open' | 'high' | 'low' | 'close' | 'volume'>,
  market: Pick<PanelMarket, 'pricePrecision' | 'amountPrecision'>,
  localeTag: string,
): BarReadout {
  const open = new Big(kline.open);
  const difference = new Big(kline.close).minus(open);
  const percent = open.eq(0) ? '0' : difference.div(open).times(100).toFixed();
  return {
    open: formatPrice(kline.open, market, localeTag),
    high: formatPrice(kline.high, market, localeTag),
    low: formatPrice(kline.low, market, localeTag),
    close: formatPrice(kline.close, market, localeTag),
    change: formatSignedPrice(difference.toFixed(), market, localeTag),
    changePercent: formatPercentChange(percent, localeTag),
    volume: formatAmount(kline.volume, market, localeTag),
    up: difference.gte(0),
  };
}

/** The bar opened at `seconds` (the chart's time) in bars sorted oldest first, by binary search. */
export function barAt<T extends Pick<Kline, 'openTime'>>(bars: readonly T[], seconds: number): T | undefined {
  const target = seconds * 1000;
  let low = 0;
  let high = bars.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const bar = bars[middle];
    if (!bar) return undefined;
    if (bar.openTime === target) return bar;
    if (bar.openTime < target) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}
