import {
  checkGrid,
  emptyLevel,
  type GridIssue,
  type GridSpacing,
  type LadderOrder,
  ladderOrders,
  oppositeLevel,
  roundProfit,
} from '@vela/contracts/grid-ladder';
import Big from 'big.js';

/**
 * A grid bot's run over stored one-minute bars (docs/grid-trading.md, "Suggested parameters and backtest"), with the ladder functions
 * the grid desk runs (grid-ladder.ts). Pure: the service reads the bars and the market.
 *
 * The run starts at the first bar's open: the base the sells need is bought there at the taker
 * fee, the ladder laid with one empty level. Each bar is walked open -> the nearer extreme -> the
 * other extreme -> close (the low first on a tie), and so is the step from one bar's close to the
 * next bar's open. A level the path reaches fills (touch): a buy when the price falls to it, a sell
 * when it rises to it; the opposite order goes one grid away. Ladder fills pay the maker fee. Fees
 * are counted in quote on the fill's notional, as `roundProfit` counts them.
 *
 * A round is one opening fill and the closing fill one grid away that undoes it: buy low then sell
 * a grid higher, or (with the base bought at the start) sell high then buy back a grid lower. The
 * orders of the first ladder open; a fill that opens places a closing order, a fill that closes
 * places an opening one. Every closing fill completes a round worth `roundProfit`.
 */

/** A one-minute bar, prices in whole ticks of the market. */
export interface BacktestBar {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface BacktestMarket {
  tickSize: string;
  lotSize: string;
  minNotional: string;
  makerFee: string;
  takerFee: string;
}

export interface BacktestParameters {
  lowerPrice: string;
  upperPrice: string;
  gridCount: number;
  spacing: GridSpacing;
  investment: string;
}

export interface BacktestFill {
  level: number;
  side: 'buy' | 'sell';
  price: Big;
  fee: Big;
  /** The fill completes a round (its profit is `roundProfit`), or opens one. */
  closes: boolean;
  roundProfit: Big | null;
}

export interface BacktestRun {
  levels: Big[];
  quantity: Big;
  startPrice: Big;
  lastPrice: Big;
  /** Base bought at the start and what it cost, its taker fee apart. */
  startBase: Big;
  startCost: Big;
  startFee: Big;
  gridProfit: Big;
  rounds: number;
  /** Every fee paid: the start's taker fee and each fill's maker fee. */
  fees: Big;
  quote: Big;
  base: Big;
  /** quote + base x lastPrice. */
  finalValue: Big;
  /** finalValue - investment. */
  totalPnl: Big;
  /** The high and the low after it of the largest fall of the value, as a fraction of the high (equal: none). */
  maxDrawdown: { peak: Big; trough: Big };
  /** The ladder at the end. */
  orders: LadderOrder[];
}

export type BacktestOutcome =
  | { issue: GridIssue | { field: 'lowerPrice' | 'upperPrice'; reason: 'price-off-tick' } }
  | { run: BacktestRun };

interface RestingOrder {
  side: 'buy' | 'sell';
  closes: boolean;
}

/** The bar's path after its open: the extreme nearer the open first (the low on a tie), then the close. */
function barPath(bar: BacktestBar): [number, number, number] {
  const highFirst = bar.high - bar.open < bar.open - bar.low;
  return highFirst ? [bar.high, bar.low, bar.close] : [bar.low, bar.high, bar.close];
}

/** Digits after the point of a decimal. */
function decimals(value: Big): number {
  return Math.max(0, value.c.length - value.e - 1);
}

function onTick(price: string, tick: Big): boolean {
  const ticks = new Big(price).div(tick);
  return ticks.eq(ticks.round(0, Big.roundDown));
}

/**
 * Runs the grid over `bars` (oldest first, at least one). Work is linear: four path points a bar,
 * and each fill a few decimal operations. `onFill` sees every ladder fill in order.
 */
export function backtestGrid(
  bars: readonly BacktestBar[],
  market: BacktestMarket,
  parameters: BacktestParameters,
  onFill?: (fill: BacktestFill) => void,
): BacktestOutcome {
  const first = bars[0];
  if (!first) throw new RangeError('a backtest needs at least one bar');
  const tick = new Big(market.tickSize);
  const maker = new Big(market.makerFee);
  const taker = new Big(market.takerFee);
  const feeUnit = new Big(`1e-${Math.max(decimals(maker), decimals(taker))}`);
  if (!onTick(parameters.lowerPrice, tick)) return { issue: { field: 'lowerPrice', reason: 'price-off-tick' } };
  if (!onTick(parameters.upperPrice, tick)) return { issue: { field: 'upperPrice', reason: 'price-off-tick' } };
  const startPrice = tick.times(first.open);
  const checked = checkGrid({
    lower: parameters.lowerPrice,
    upper: parameters.upperPrice,
    grids: parameters.gridCount,
    spacing: parameters.spacing,
    tickSize: tick,
    price: startPrice,
    investment: parameters.investment,
    lotSize: market.lotSize,
    minNotional: market.minNotional,
    feeRate: maker,
  });
  if ('field' in checked) return { issue: checked };
  const { levels, quantity } = checked;
  const levelTicks = levels.map((level) => Number(level.div(tick).toFixed(0)));
  const top = levels.length - 1;

  let empty = emptyLevel(levels, startPrice);
  const book: (RestingOrder | undefined)[] = levels.map(() => undefined);
  for (const order of ladderOrders(levels, empty)) book[order.level] = { side: order.side, closes: false };
  const startBase = quantity.times(top - empty);
  const startCost = startBase.times(startPrice);
  const startFee = startCost.times(taker);
  let quote = new Big(parameters.investment).minus(startCost).minus(startFee);
  let base = startBase;
  let fees = startFee;
  let gridProfit = new Big(0);
  let rounds = 0;
  let fills = 0;

  const fill = (level: number) => {
    const order = book[level];
    if (!order) throw new Error(`no order at level ${level}`);
    book[level] = undefined;
    fills += 1;
    const price = levels[level] as Big;
    const notional = price.times(quantity);
    const fee = notional.times(maker);
    fees = fees.plus(fee);
    if (order.side === 'buy') {
      quote = quote.minus(notional).minus(fee);
      base = base.plus(quantity);
    } else {
      quote = quote.plus(notional).minus(fee);
      base = base.minus(quantity);
    }
    let profit: Big | null = null;
    if (order.closes) {
      const [buy, sell] = order.side === 'buy' ? [level, level + 1] : [level - 1, level];
      profit = roundProfit(levels[buy] as Big, levels[sell] as Big, quantity, maker);
      gridProfit = gridProfit.plus(profit);
      rounds += 1;
    }
    const next = oppositeLevel(level, order.side);
    if (book[next]) throw new Error(`two orders at level ${next}`);
    book[next] = { side: order.side === 'buy' ? 'sell' : 'buy', closes: !order.closes };
    empty = level;
    onFill?.({ level, side: order.side, price, fee, closes: order.closes, roundProfit: profit });
  };

  // Sells rest above the price and buys below it, so a move fills the levels next to the empty one.
  const moveTo = (ticks: number) => {
    while (empty < top && (levelTicks[empty + 1] as number) <= ticks) fill(empty + 1);
    while (empty > 0 && (levelTicks[empty - 1] as number) >= ticks) fill(empty - 1);
  };

  // The value is marked at every path point (four a bar): in integers at a scale every amount
  // fits exactly (quote x 10^scale), so a 30-day run stays well under a second.
  const scale = Math.max(decimals(new Big(parameters.investment)), decimals(tick.times(market.lotSize).times(feeUnit)));
  const unit = new Big(`1e${scale}`);
  const lot = new Big(market.lotSize);
  const quoteUnits = () => BigInt(quote.times(unit).toFixed(0));
  const baseLots = () => BigInt(base.div(lot).toFixed(0));
  const lotValue = BigInt(tick.times(lot).times(unit).toFixed(0));
  let held = { quote: quoteUnits(), lots: baseLots() };
  let high = -1n;
  let deepest: { peak: bigint; trough: bigint } | undefined;
  const mark = (ticks: number) => {
    const value = held.quote + held.lots * BigInt(ticks) * lotValue;
    if (value >= high) {
      high = value;
      return;
    }
    // (high - value) / high > (peak - trough) / peak, cross-multiplied to stay exact.
    if (!deepest || (high - value) * deepest.peak > (deepest.peak - deepest.trough) * high) {
      deepest = { peak: high, trough: value };
    }
  };

  mark(first.open);
  let last = first.open;
  for (const bar of bars) {
    for (const point of [bar.open, ...barPath(bar)]) {
      if (point === last) continue;
      const filled = fills;
      moveTo(point);
      if (fills !== filled) held = { quote: quoteUnits(), lots: baseLots() };
      mark(point);
      last = point;
    }
  }

  const lastPrice = tick.times(last);
  const finalValue = quote.plus(base.times(lastPrice));
  return {
    run: {
      levels,
      quantity,
      startPrice,
      lastPrice,
      startBase,
      startCost,
      startFee,
      gridProfit,
      rounds,
      fees,
      quote,
      base,
      finalValue,
      totalPnl: finalValue.minus(parameters.investment),
      maxDrawdown: {
        peak: new Big((deepest?.peak ?? high).toString()).div(unit),
        trough: new Big((deepest?.trough ?? high).toString()).div(unit),
      },
      orders: levels.flatMap((price, level) => {
        const order = book[level];
        return order ? [{ level, price, side: order.side }] : [];
      }),
    },
  };
}
