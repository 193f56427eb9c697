import Big from 'big.js';
import { type Decimal, divide, divideToStep, toBig } from './futures-margin-rounding.ts';

/**
 * The ladder of a grid bot, shared by the server's grid desk, its backtest and the create form's
 * preview (docs/grid-trading.md). A grid of n grids has n + 1 price levels L0 < L1 < ... < Ln from the
 * lower to the upper price. The level nearest the price when the ladder is laid stays empty; every
 * other level holds one order of the same base quantity: a buy below the price, a sell above it.
 * When a buy at Li fills, a sell goes to L(i+1); when a sell at Li fills, a buy goes to L(i-1): the
 * empty level moves with the price, so no level ever holds two orders.
 */

export const GRID_MIN_GRIDS = 2;
export const GRID_MAX_GRIDS = 200;

/**
 * Part of the investment the ladder is not sized on: the start's market buy of the sells' base pays
 * the taker fee and may fill above the last price. It stays in the bot as quote. The desk, the
 * suggestion's minimum and the create form's preview all size on the same share (`ladderShare`).
 */
export const GRID_START_CUSHION = '0.01';

export type GridSpacing = 'arithmetic' | 'geometric';

export interface GridRange {
  lower: Decimal;
  upper: Decimal;
  grids: number;
  spacing: GridSpacing;
  /** The market's tick: every level is a multiple of it. */
  tickSize: Decimal;
}

/** Digits kept for the geometric ratio before levels are rounded to the tick. */
const RATIO_DIGITS = 20;

/** x to the power n, each product kept to 40 significant digits (exact powers grow without bound). */
function powerRounded(x: Big, n: number): Big {
  let result = new Big(1);
  let square = x;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = result.times(square).prec(40);
    square = square.times(square).prec(40);
  }
  return result;
}

/** The n-th root of x (x > 0) to RATIO_DIGITS places, by Newton's method in decimals. */
export function nthRoot(x: Big, n: number): Big {
  if (n === 1) return x;
  let guess = new Big(Number(x.toPrecision(15)) ** (1 / n)).round(RATIO_DIGITS);
  for (let i = 0; i < 100; i += 1) {
    const power = powerRounded(guess, n - 1);
    const next = guess
      .times(n - 1)
      .plus(divide(x, power, RATIO_DIGITS + 5, 'floor'))
      .div(n)
      .round(RATIO_DIGITS + 5);
    if (
      next
        .minus(guess)
        .abs()
        .lt(`1e-${RATIO_DIGITS + 2}`)
    )
      return next.round(RATIO_DIGITS);
    guess = next;
  }
  return guess.round(RATIO_DIGITS);
}

/**
 * The n + 1 levels from lower to upper, each rounded down to the tick (the ends are kept as given,
 * on the tick). Arithmetic: equal gaps; geometric: equal ratios. Returns null when rounding to the
 * tick makes two levels meet (the grid is too dense for the market's tick).
 */
export function gridLevels(range: GridRange): Big[] | null {
  const lower = toBig(range.lower);
  const upper = toBig(range.upper);
  const tick = toBig(range.tickSize);
  const n = range.grids;
  const levels: Big[] = [lower];
  if (range.spacing === 'arithmetic') {
    const span = upper.minus(lower);
    for (let i = 1; i < n; i += 1) levels.push(lower.plus(divideToStep(span.times(i), new Big(n), tick, 'floor')));
  } else {
    const ratio = nthRoot(divide(upper, lower, RATIO_DIGITS + 5, 'floor'), n);
    let level = lower;
    for (let i = 1; i < n; i += 1) {
      level = level.times(ratio).prec(40);
      levels.push(divideToStep(level, new Big(1), tick, 'floor'));
    }
  }
  levels.push(upper);
  for (let i = 1; i < levels.length; i += 1) {
    if (!(levels[i] as Big).gt(levels[i - 1] as Big)) return null;
  }
  return levels;
}

/** The index of the level nearest `price` (the lower one on a tie): the level left empty. */
export function emptyLevel(levels: readonly Big[], price: Decimal): number {
  const at = toBig(price);
  let nearest = 0;
  for (let i = 1; i < levels.length; i += 1) {
    if (
      (levels[i] as Big)
        .minus(at)
        .abs()
        .lt((levels[nearest] as Big).minus(at).abs())
    )
      nearest = i;
  }
  return nearest;
}

export interface LadderOrder {
  level: number;
  price: Big;
  side: 'buy' | 'sell';
}

/** The orders a ladder holds with `empty` the empty level: buys below it, sells above it. */
export function ladderOrders(levels: readonly Big[], empty: number): LadderOrder[] {
  return levels.flatMap((price, level) =>
    level === empty ? [] : [{ level, price, side: level < empty ? ('buy' as const) : ('sell' as const) }],
  );
}

/** Where the opposite order goes when the order at `level` fills: one grid up after a buy, down after a sell. */
export function oppositeLevel(level: number, side: 'buy' | 'sell'): number {
  return side === 'buy' ? level + 1 : level - 1;
}

/**
 * The base quantity of every order when `investment` (quote) starts a ladder at `price`: the base
 * the sells hold is bought at the price, the buys lock their quote, so
 * investment = q x (price x sells + the sum of the buy levels); q is rounded down to the lot.
 */
export function orderQuantity(levels: readonly Big[], price: Decimal, investment: Decimal, lotSize: Decimal): Big {
  const orders = ladderOrders(levels, emptyLevel(levels, price));
  const perUnit = orders.reduce(
    (sum, order) => sum.plus(order.side === 'sell' ? toBig(price) : order.price),
    new Big(0),
  );
  if (perUnit.eq(0)) return new Big(0);
  return divideToStep(toBig(investment), perUnit, toBig(lotSize), 'floor');
}

/** The share of an investment the ladder is sized on: all but the start cushion. */
export function ladderShare(investment: Decimal): Big {
  return toBig(investment).times(new Big(1).minus(GRID_START_CUSHION));
}

/**
 * The smallest investment (quote, rounded up to 8 places) whose ladder share gives every order at
 * least one lot and the minimum notional at the lowest level: the least the grid desk accepts.
 */
export function minimumInvestment(levels: readonly Big[], price: Decimal, lotSize: Decimal, minNotional: Decimal): Big {
  const lot = toBig(lotSize);
  const atLowest = divideToStep(toBig(minNotional), levels[0] as Big, lot, 'ceil');
  const quantity = atLowest.gt(lot) ? atLowest : lot;
  const perUnit = ladderOrders(levels, emptyLevel(levels, price)).reduce(
    (sum, order) => sum.plus(order.side === 'sell' ? toBig(price) : order.price),
    new Big(0),
  );
  return divide(quantity.times(perUnit), new Big(1).minus(GRID_START_CUSHION), 8, 'ceil');
}

/**
 * The profit of one buy-sell round of `quantity` between two adjacent levels, both orders paying
 * `feeRate` on their notional: gap x quantity - both fees.
 */
export function roundProfit(buy: Decimal, sell: Decimal, quantity: Decimal, feeRate: Decimal): Big {
  const q = toBig(quantity);
  const b = toBig(buy);
  const s = toBig(sell);
  return s
    .minus(b)
    .times(q)
    .minus(b.plus(s).times(q).times(toBig(feeRate)));
}

/**
 * The smallest profit of a round across the ladder's grids, as a fraction of its buy price, rounded
 * down to 8 places (≤ 0: the grid loses on every round there).
 */
export function worstGridProfitRate(levels: readonly Big[], feeRate: Decimal): Big {
  let worst: Big | undefined;
  for (let i = 1; i < levels.length; i += 1) {
    const buy = levels[i - 1] as Big;
    const profit = divide(roundProfit(buy, levels[i] as Big, '1', feeRate), buy, 8, 'floor');
    if (!worst || profit.lt(worst)) worst = profit;
  }
  return worst ?? new Big(0);
}

export type GridIssueField = 'lowerPrice' | 'upperPrice' | 'gridCount' | 'investment';

export interface GridIssue {
  field: GridIssueField;
  reason:
    | 'lower-not-positive'
    | 'upper-not-above-lower'
    | 'grid-count-out-of-range'
    | 'grids-too-dense'
    | 'grid-profit-not-positive'
    | 'order-below-min-notional';
}

export interface GridCheck extends GridRange {
  price: Decimal;
  investment: Decimal;
  lotSize: Decimal;
  minNotional: Decimal;
  /** The fee rate each grid order pays (the maker rate: grid orders rest in the book). */
  feeRate: Decimal;
}

/**
 * The first thing wrong with a grid's parameters, naming the field a form should mark, or its
 * levels and per-order quantity when nothing is.
 */
export function checkGrid(check: GridCheck): GridIssue | { levels: Big[]; quantity: Big } {
  if (!toBig(check.lower).gt(0)) return { field: 'lowerPrice', reason: 'lower-not-positive' };
  if (!toBig(check.upper).gt(toBig(check.lower))) return { field: 'upperPrice', reason: 'upper-not-above-lower' };
  if (!Number.isInteger(check.grids) || check.grids < GRID_MIN_GRIDS || check.grids > GRID_MAX_GRIDS) {
    return { field: 'gridCount', reason: 'grid-count-out-of-range' };
  }
  const levels = gridLevels(check);
  if (!levels) return { field: 'gridCount', reason: 'grids-too-dense' };
  if (!worstGridProfitRate(levels, check.feeRate).gt(0))
    return { field: 'gridCount', reason: 'grid-profit-not-positive' };
  const quantity = orderQuantity(levels, check.price, check.investment, check.lotSize);
  const smallest = quantity.times(levels[0] as Big);
  if (quantity.eq(0) || smallest.lt(toBig(check.minNotional))) {
    return { field: 'investment', reason: 'order-below-min-notional' };
  }
  return { levels, quantity };
}
