import Big from 'big.js';
import {
  credited,
  type Decimal,
  divide,
  divideToStep,
  owed,
  RATIO_DECIMALS,
  toBig,
  USDT_DECIMALS,
} from './futures-margin-rounding.ts';
import { maintenanceMargin, maxNotionalForLeverage, type RiskTier } from './futures-risk-tiers.ts';

/**
 * Margin of a USDT-margined linear perpetual. A position has a side, a size Q in base units (one
 * contract is one unit of the base asset), an entry price E and is valued at the mark price M;
 * s = +1 for a long, -1 for a short. Every amount is in USDT.
 *
 *   position value (notional)   N(P) = Q x P                                        exact
 *   initial margin              IM = N / leverage                                   rounded up
 *   maintenance margin          MM = N x MMR - MA (futures-risk-tiers.ts)           exact
 *   unrealized PnL              UPnL = s x (M - E) x Q                              exact
 *   ROE                         UPnL / (Q x E / leverage)                           rounded down
 *   realized PnL, closing q     s x (P - E) x q                                     toward -infinity
 *   entry after adding q at P   (Q x E + q x P) / (Q + q)          long rounded up, short down
 *   margin balance              isolated: the position's margin + its UPnL
 *                               cross: wallet balance + the UPnL of every cross position
 *   margin ratio                MM / margin balance (cross: the sum of the positions' MM)
 *
 * Liquidation threshold: a position (isolated) or an account (cross) is liquidated when its margin
 * ratio is 1 or more, that is MM >= margin balance, or when the margin balance is 0 or less. The
 * ratio is rounded down, which keeps that threshold exact: floor(x) >= 1 exactly when x >= 1.
 * A rounded entry price is rounded against its holder (a long's higher, a short's lower), which
 * only ever lowers the PnL it yields. Rounding rules of amounts: futures-margin-rounding.ts.
 */

export type Side = 'long' | 'short';
export type OrderSide = 'buy' | 'sell';

/** An averaged entry price keeps 8 decimals, below any contract's tick. */
export const ENTRY_PRICE_DECIMALS = 8;

export function sideOf(order: OrderSide): Side {
  return order === 'buy' ? 'long' : 'short';
}

function signOf(side: Side): 1 | -1 {
  return side === 'long' ? 1 : -1;
}

export function positionValue(size: Decimal, price: Decimal): Big {
  return toBig(size).times(toBig(price));
}

export function initialMargin(notional: Decimal, leverage: number): Big {
  return divide(toBig(notional), new Big(leverage), USDT_DECIMALS, 'ceil');
}

export function unrealizedPnl(side: Side, size: Decimal, entryPrice: Decimal, markPrice: Decimal): Big {
  return toBig(markPrice).minus(toBig(entryPrice)).times(toBig(size)).times(signOf(side));
}

/** ROE against the initial margin at entry (before rounding), as a fraction: 0.25 is 25 %. */
export function returnOnEquity(
  side: Side,
  size: Decimal,
  entryPrice: Decimal,
  markPrice: Decimal,
  leverage: number,
): Big {
  const pnl = unrealizedPnl(side, size, entryPrice, markPrice);
  return divide(pnl.times(leverage), toBig(size).times(toBig(entryPrice)), RATIO_DECIMALS, 'floor');
}

/** The PnL credited to the wallet for closing `quantity` of a position at `price`. */
export function realizedPnl(side: Side, entryPrice: Decimal, price: Decimal, quantity: Decimal): Big {
  return credited(toBig(price).minus(toBig(entryPrice)).times(toBig(quantity)).times(signOf(side)));
}

/** Entry price after adding `quantity` at `price` to a position of `size` at `entryPrice`. */
export function increasedEntryPrice(
  side: Side,
  size: Decimal,
  entryPrice: Decimal,
  quantity: Decimal,
  price: Decimal,
): Big {
  const cost = toBig(size)
    .times(toBig(entryPrice))
    .plus(toBig(quantity).times(toBig(price)));
  const against = side === 'long' ? 'ceil' : 'floor';
  return divide(cost, toBig(size).plus(toBig(quantity)), ENTRY_PRICE_DECIMALS, against);
}

/** A position as the margin formulas see it; `margin` is its isolated margin (cross: its initial margin). */
export interface PositionState {
  readonly side: Side;
  readonly size: Decimal;
  readonly entryPrice: Decimal;
  readonly margin: Decimal;
}

export interface Fill {
  readonly side: OrderSide;
  readonly quantity: Decimal;
  readonly price: Decimal;
}

export interface MergedPosition {
  readonly side: Side;
  readonly size: Big;
  readonly entryPrice: Big;
  readonly margin: Big;
}

export interface Merge {
  /** null when the fill closed the position exactly. */
  readonly position: MergedPosition | null;
  readonly realizedPnl: Big;
  /** Margin locked for the part opened: its initial margin at the fill price, rounded up. */
  readonly addedMargin: Big;
  /** Margin given back for the part closed, pro rata, rounded down (the rest stays locked). */
  readonly releasedMargin: Big;
}

/**
 * A one-way position after a fill: the same side adds (entry averaged, margin added); the other
 * side reduces (entry kept, PnL realized, margin released pro rata), closes, or closes and opens
 * the remainder on the other side at the fill price. Fees are not part of it: they are paid from
 * the wallet.
 */
export function mergeFill(position: PositionState | null, fill: Fill, leverage: number): Merge {
  const quantity = toBig(fill.quantity);
  const price = toBig(fill.price);
  const side = sideOf(fill.side);
  const zero = new Big(0);
  if (!position || toBig(position.size).eq(0) || position.side === side) {
    const addedMargin = initialMargin(quantity.times(price), leverage);
    if (!position || toBig(position.size).eq(0)) {
      const opened = { side, size: quantity, entryPrice: price, margin: addedMargin };
      return { position: opened, realizedPnl: zero, addedMargin, releasedMargin: zero };
    }
    const size = toBig(position.size).plus(quantity);
    const entryPrice = increasedEntryPrice(side, position.size, position.entryPrice, quantity, price);
    const margin = toBig(position.margin).plus(addedMargin);
    return { position: { side, size, entryPrice, margin }, realizedPnl: zero, addedMargin, releasedMargin: zero };
  }
  const held = toBig(position.size);
  const closed = quantity.lt(held) ? quantity : held;
  const realized = realizedPnl(position.side, position.entryPrice, price, closed);
  const margin = toBig(position.margin);
  if (quantity.lt(held)) {
    const releasedMargin = divide(margin.times(closed), held, USDT_DECIMALS, 'floor');
    const reduced = {
      side: position.side,
      size: held.minus(closed),
      entryPrice: toBig(position.entryPrice),
      margin: margin.minus(releasedMargin),
    };
    return { position: reduced, realizedPnl: realized, addedMargin: zero, releasedMargin };
  }
  const opened = quantity.minus(held);
  if (opened.eq(0)) return { position: null, realizedPnl: realized, addedMargin: zero, releasedMargin: margin };
  const addedMargin = initialMargin(opened.times(price), leverage);
  const flipped = { side, size: opened, entryPrice: price, margin: addedMargin };
  return { position: flipped, realizedPnl: realized, addedMargin, releasedMargin: margin };
}

/**
 * What may be taken out of an isolated position's margin: down to the initial margin of its size at
 * the mark, less any unrealized loss (a profit does not count); never below 0.
 */
export function removableMargin(position: PositionState, leverage: number, markPrice: Decimal): Big {
  const pnl = unrealizedPnl(position.side, position.size, position.entryPrice, markPrice);
  const needed = initialMargin(positionValue(position.size, markPrice), leverage);
  const removable = toBig(position.margin)
    .plus(pnl.lt(0) ? pnl : 0)
    .minus(needed);
  return removable.gt(0) ? removable : new Big(0);
}

export type MarginRatio =
  | { readonly kind: 'ratio'; readonly ratio: Big; readonly liquidate: boolean }
  /** The margin balance is 0 or below: no ratio, past bankruptcy, liquidate. */
  | { readonly kind: 'exhausted'; readonly liquidate: true };

/** MM / margin balance, rounded down; `liquidate` when it is 1 or more (exactly: MM >= balance). */
export function marginRatio(maintenance: Big, balance: Big): MarginRatio {
  if (balance.lte(0)) return { kind: 'exhausted', liquidate: true };
  return {
    kind: 'ratio',
    ratio: divide(maintenance, balance, RATIO_DECIMALS, 'floor'),
    liquidate: maintenance.gte(balance),
  };
}

export interface MarginOptions {
  /** Taker fee rate reserved for closing the position, added to its maintenance margin; 0 by default. */
  readonly closingFeeRate?: Decimal;
}

export function isolatedMarginBalance(position: PositionState, markPrice: Decimal): Big {
  const pnl = unrealizedPnl(position.side, position.size, position.entryPrice, markPrice);
  return toBig(position.margin).plus(pnl);
}

export function isolatedMarginRatio(
  position: PositionState,
  markPrice: Decimal,
  tiers: readonly RiskTier[],
  options: MarginOptions = {},
): MarginRatio {
  const notional = positionValue(position.size, markPrice);
  const maintenance = maintenanceMargin(tiers, notional, options.closingFeeRate);
  return marginRatio(maintenance, isolatedMarginBalance(position, markPrice));
}

/** A cross position with what its margin needs: its contract's tiers and mark price. */
export interface CrossPosition {
  readonly side: Side;
  readonly size: Decimal;
  readonly entryPrice: Decimal;
  readonly markPrice: Decimal;
  readonly tiers: readonly RiskTier[];
}

/** Wallet balance (the cross wallet: isolated margins excluded) + every cross position's UPnL. */
export function crossMarginBalance(walletBalance: Decimal, positions: readonly CrossPosition[]): Big {
  return positions.reduce(
    (sum, position) => sum.plus(unrealizedPnl(position.side, position.size, position.entryPrice, position.markPrice)),
    toBig(walletBalance),
  );
}

export function crossMaintenanceMargin(positions: readonly CrossPosition[], options: MarginOptions = {}): Big {
  return positions.reduce(
    (sum, position) =>
      sum.plus(
        maintenanceMargin(position.tiers, positionValue(position.size, position.markPrice), options.closingFeeRate),
      ),
    new Big(0),
  );
}

export function crossMarginRatio(
  walletBalance: Decimal,
  positions: readonly CrossPosition[],
  options: MarginOptions = {},
): MarginRatio {
  return marginRatio(crossMaintenanceMargin(positions, options), crossMarginBalance(walletBalance, positions));
}

export interface OrderCost {
  readonly initialMargin: Big;
  readonly fee: Big;
  readonly total: Big;
}

/**
 * What opening `quantity` at `price` costs, as the order form shows it: the initial margin plus the
 * opening fee at `feeRate` (the taker rate unless the order is sure to rest), each rounded up.
 */
export function orderCost(quantity: Decimal, price: Decimal, leverage: number, feeRate: Decimal): OrderCost {
  const notional = positionValue(quantity, price);
  const margin = initialMargin(notional, leverage);
  const fee = owed(notional.times(toBig(feeRate)));
  return { initialMargin: margin, fee, total: margin.plus(fee) };
}

/**
 * What of `quantity`, traded against a position of `opposite` size on the other side, opens (or
 * adds to) a position: the part beyond what it closes first; none when reduce-only. The clearing
 * splits each fill and reserves an order's margin by it; the order form previews the same split.
 */
export function openingQuantity(quantity: Decimal, opposite: Decimal, reduceOnly = false): Big {
  const beyond = toBig(quantity).minus(toBig(opposite));
  return reduceOnly || beyond.lte(0) ? new Big(0) : beyond;
}

/** One fill of an order: `opening` is the part of `quantity` that opens or adds to a position (openingQuantity). */
export interface OpeningFill {
  readonly quantity: Decimal;
  readonly opening: Decimal;
  readonly price: Decimal;
}

/**
 * What one fill takes from the wallet besides PnL, as the clearing books it (server
 * futures/clearing/fills.ts) and the order form previews it: the initial margin of the part it
 * opens and the fee at `feeRate` on all of it, each rounded up.
 */
export function fillCharge(fill: OpeningFill, leverage: number, feeRate: Decimal): OrderCost {
  const margin = initialMargin(positionValue(fill.opening, fill.price), leverage);
  const fee = owed(positionValue(fill.quantity, fill.price).times(toBig(feeRate)));
  return { initialMargin: margin, fee, total: margin.plus(fee) };
}

/**
 * The price an order's margin is reserved at when it is placed: a buy at its limit (a market buy:
 * its bound above the mark), a sell at the higher of its limit and the mark, so a sell below the
 * mark cannot reserve less than a fill near the mark needs.
 */
export function orderReservePrice(side: OrderSide, limit: Decimal, markPrice: Decimal | undefined): Big {
  const price = toBig(limit);
  if (side === 'buy' || markPrice === undefined) return price;
  const mark = toBig(markPrice);
  return mark.gt(price) ? mark : price;
}

export interface OrderSizing {
  readonly available: Decimal;
  readonly price: Decimal;
  readonly leverage: number;
  readonly feeRate: Decimal;
  readonly lotSize: Decimal;
  readonly tiers: readonly RiskTier[];
  /** Notional of the position the order would add to (same side), 0 by default. */
  readonly positionNotional?: Decimal;
}

/**
 * The largest quantity, in whole lots, whose cost fits in `available` and whose resulting position
 * stays within the largest notional `leverage` allows:
 *
 *   q x P x (1 / leverage + feeRate) <= available   =>   q <= available x leverage / (P x (1 + feeRate x leverage))
 *   position notional + q x P <= maxNotional of the last tier allowing the leverage
 *
 * Both bounds are floored to the lot; the rounding up of margin and fee can cost a few units of
 * the 8th decimal more than the exact bound, so lots are taken off until the rounded cost fits.
 */
export function maxOrderSize(sizing: OrderSizing): Big {
  const available = toBig(sizing.available);
  const price = toBig(sizing.price);
  const lot = toBig(sizing.lotSize);
  const cap = maxNotionalForLeverage(sizing.tiers, sizing.leverage);
  if (!cap || sizing.leverage < 1 || available.lte(0)) return new Big(0);
  const perUnit = price.times(toBig(sizing.feeRate).times(sizing.leverage).plus(1));
  const byMargin = divideToStep(available.times(sizing.leverage), perUnit, lot, 'floor');
  const room = cap.minus(toBig(sizing.positionNotional ?? '0'));
  const byCap = room.lte(0) ? new Big(0) : divideToStep(room, price, lot, 'floor');
  let quantity = byMargin.lt(byCap) ? byMargin : byCap;
  while (quantity.gt(0) && orderCost(quantity, price, sizing.leverage, sizing.feeRate).total.gt(available)) {
    quantity = quantity.minus(lot);
  }
  return quantity;
}

/** Market orders are IOC limits at the mark price plus or minus this share. */
export const MARKET_PRICE_BAND = '0.05';

/**
 * The limit a market order runs at: the mark plus the band for a buy (floored to the tick), minus
 * it for a sell (ceiled). A market buy reserves its margin at this price, so the order form prices
 * its cost and maximum size there too.
 */
export function marketOrderLimit(side: OrderSide, markPrice: Decimal, tickSize: Decimal): Big {
  const band = new Big(MARKET_PRICE_BAND);
  const bound = toBig(markPrice).times(side === 'buy' ? band.plus(1) : new Big(1).minus(band));
  return divideToStep(bound, new Big(1), toBig(tickSize), side === 'buy' ? 'floor' : 'ceil');
}
