import { divide } from '@vela/contracts/futures-margin-rounding';
import {
  GRID_MAX_GRIDS,
  GRID_MIN_GRIDS,
  type GridSpacing,
  gridLevels,
  minimumInvestment,
  roundProfit,
} from '@vela/contracts/grid-ladder';
import Big from 'big.js';

/**
 * Grid parameters drawn from a market's recent bars (docs/grid-trading.md, "Suggested parameters and backtest"). Pure: the service
 * reads the bars and the market.
 *
 * - Range: the mean of the closes ± 2 standard deviations, clipped to the lowest low and the
 *   highest high, widened to hold the last close, on the tick (lower rounded up, upper down).
 * - Spacing: geometric when upper / lower > 1.5 (equal gaps would be thin at the top and wide at
 *   the bottom), arithmetic otherwise.
 * - Grid count: the most grids (2 to 200) whose every grid still nets at least
 *   SUGGESTED_PROFIT_PER_GRID of its buy price after both maker fees.
 * - Minimum investment: the smallest quote `checkGrid` accepts at the last close (each order at
 *   least one lot and the market's minimum notional at the lowest level), rounded up to the tick.
 */

/** A grid should earn at least this fraction of its buy price per round, after fees. */
export const SUGGESTED_PROFIT_PER_GRID = '0.003';
/** Below this many bars (an hour) the bands say nothing. */
export const MIN_SUGGESTION_BARS = 60;
/** Wider than this ratio, the suggestion spaces the levels geometrically. */
const GEOMETRIC_ABOVE_RATIO = new Big('1.5');
const BAND_WIDTH = 2;

/** What the suggestion reads of a bar: prices in whole ticks. */
export interface SuggestionBar {
  high: number;
  low: number;
  close: number;
}

export interface SuggestionMarket {
  tickSize: string;
  lotSize: string;
  minNotional: string;
  makerFee: string;
}

export interface Suggestion {
  lowerPrice: Big;
  upperPrice: Big;
  gridCount: number;
  spacing: GridSpacing;
  minInvestment: Big;
  profitPerGridLow: Big;
  profitPerGridHigh: Big;
}

export type SuggestionOutcome = { suggestion: Suggestion } | { refused: 'not-enough-history' | 'range-too-narrow' };

/** Mean and standard deviation of the closes, in ticks, from exact integer sums. */
function closeBands(bars: readonly SuggestionBar[]): { mean: Big; deviation: Big } {
  let sum = 0n;
  let squares = 0n;
  for (const bar of bars) {
    const close = BigInt(bar.close);
    sum += close;
    squares += close * close;
  }
  const count = BigInt(bars.length);
  const mean = new Big(sum.toString()).div(bars.length);
  // Variance = (n x sum of squares - sum^2) / n^2, exact up to the square root.
  const deviation = new Big((count * squares - sum * sum).toString()).sqrt().div(bars.length);
  return { mean, deviation };
}

/** Each grid's round profit after fees as a fraction of its buy price, to 8 places (rounded down). */
function gridProfitRates(levels: readonly Big[], feeRate: string): Big[] {
  return levels.slice(1).map((sell, index) => {
    const buy = levels[index] as Big;
    return divide(roundProfit(buy, sell, '1', feeRate), buy, 8, 'floor');
  });
}

function lowest(values: readonly Big[]): Big {
  return values.reduce((low, value) => (value.lt(low) ? value : low));
}

function highest(values: readonly Big[]): Big {
  return values.reduce((high, value) => (value.gt(high) ? value : high));
}

/** The most grids whose worst grid earns the target (worst rates fall as grids are added), or null. */
function gridCountFor(range: { lower: Big; upper: Big; spacing: GridSpacing; tickSize: Big }, feeRate: string) {
  const target = new Big(SUGGESTED_PROFIT_PER_GRID);
  const earns = (grids: number) => {
    const levels = gridLevels({ ...range, grids });
    return levels !== null && lowest(gridProfitRates(levels, feeRate)).gte(target);
  };
  if (!earns(GRID_MIN_GRIDS)) return null;
  let low = GRID_MIN_GRIDS;
  let high = GRID_MAX_GRIDS + 1;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (earns(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** Parameters for a grid on a market whose recent bars (oldest first) are `bars`. */
export function suggestGrid(bars: readonly SuggestionBar[], market: SuggestionMarket): SuggestionOutcome {
  const last = bars.at(-1);
  if (!last || bars.length < MIN_SUGGESTION_BARS) return { refused: 'not-enough-history' };
  const tick = new Big(market.tickSize);
  const { mean, deviation } = closeBands(bars);
  const weekLow = bars.reduce((low, bar) => Math.min(low, bar.low), last.low);
  const weekHigh = bars.reduce((high, bar) => Math.max(high, bar.high), last.high);
  const bandLow = Number(mean.minus(deviation.times(BAND_WIDTH)).round(0, Big.roundUp).toFixed(0));
  const bandHigh = Number(mean.plus(deviation.times(BAND_WIDTH)).round(0, Big.roundDown).toFixed(0));
  const lowerTicks = Math.max(1, Math.min(Math.max(bandLow, weekLow), last.close));
  const upperTicks = Math.max(Math.min(bandHigh, weekHigh), last.close);
  if (upperTicks <= lowerTicks) return { refused: 'range-too-narrow' };

  const lower = tick.times(lowerTicks);
  const upper = tick.times(upperTicks);
  const spacing: GridSpacing = upper.gt(lower.times(GEOMETRIC_ABOVE_RATIO)) ? 'geometric' : 'arithmetic';
  const gridCount = gridCountFor({ lower, upper, spacing, tickSize: tick }, market.makerFee);
  if (gridCount === null) return { refused: 'range-too-narrow' };
  const levels = gridLevels({ lower, upper, grids: gridCount, spacing, tickSize: tick }) as Big[];
  const rates = gridProfitRates(levels, market.makerFee);
  return {
    suggestion: {
      lowerPrice: lower,
      upperPrice: upper,
      gridCount,
      spacing,
      minInvestment: minimumInvestment(levels, tick.times(last.close), market.lotSize, market.minNotional),
      profitPerGridLow: lowest(rates),
      profitPerGridHigh: highest(rates),
    },
  };
}
