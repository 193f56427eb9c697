import type { FuturesContract } from '@vela/contracts/futures';
import {
  crossRest,
  liquidationPriceAfterFills,
  type PricedFill,
  type PriceLevel,
} from '@vela/contracts/futures-liquidation-price';
import {
  type CrossPosition,
  fillCharge,
  initialMargin,
  marketOrderLimit,
  maxOrderSize,
  mergeFill,
  type OrderSide,
  openingQuantity,
  orderCost,
  orderReservePrice,
  type PositionState,
  positionValue,
  sideOf,
} from '@vela/contracts/futures-margin';
import type { FuturesOrderType, MarginMode, PositionSide } from '@vela/contracts/futures-trading';
import type { DepthLevel } from '@vela/contracts/market-data';
import Big from 'big.js';

/** What the form needs to know of the contract. */
export type ContractRules = Pick<
  FuturesContract,
  | 'symbol'
  | 'base'
  | 'quote'
  | 'tickSize'
  | 'lotSize'
  | 'minNotional'
  | 'pricePrecision'
  | 'amountPrecision'
  | 'maxLeverage'
  | 'riskTiers'
  | 'makerFee'
  | 'takerFee'
>;

/** The live prices of the contract; undefined until known. */
export interface LivePrices {
  readonly markPrice?: string;
  readonly lastPrice?: string;
  readonly bestBid?: string;
  readonly bestAsk?: string;
  /** The book's levels nearest the touch, best first; undefined while the book is not drawn. */
  readonly bids?: readonly DepthLevel[];
  readonly asks?: readonly DepthLevel[];
}

/** The trader's position on the contract as the margin formulas see it (margin: isolated margin or cross IM). */
export interface HeldPosition {
  readonly side: PositionSide;
  readonly size: string;
  readonly entryPrice: string;
  readonly margin: string;
}

/** The account the order would be placed from; a visitor's is all unknown. */
export interface OrderAccount {
  readonly leverage: number;
  readonly marginMode: MarginMode;
  /** What new orders may use (the summary's `available`); undefined while unknown. */
  readonly available?: string;
  readonly position?: HeldPosition;
  /** The cross wallet: the futures wallet's available USDT; undefined while unknown. */
  readonly crossWallet?: string;
  /** The other contracts' cross positions at their marks. */
  readonly crossOthers: readonly CrossPosition[];
}

/** The order's typed prices, checked: a limit price and a trigger price where the type has them. */
export interface OrderPrices {
  readonly price: Big | undefined;
  readonly trigger: Big | undefined;
}

const zero = new Big(0);

function bigOf(value: string | undefined): Big | undefined {
  return value === undefined ? undefined : new Big(value);
}

/** The price the platform checks a market order against and bounds it by: the mark (a stop's: its trigger). */
function markOf(type: FuturesOrderType, prices: OrderPrices, live: LivePrices): Big | undefined {
  return type === 'stop-limit' || type === 'stop-market' ? prices.trigger : bigOf(live.markPrice);
}

/**
 * The price the platform reserves the order's margin at (clearing/execution.ts): a buy at its
 * limit (a market buy at its bound above the mark), a sell at the higher of its limit and the
 * mark. A stop reserves when it triggers, with the mark at its trigger: it is priced as if the
 * mark were the trigger.
 */
export function reservePrice(
  type: FuturesOrderType,
  side: OrderSide,
  prices: OrderPrices,
  live: LivePrices,
  tickSize: string,
): Big | undefined {
  const mark = markOf(type, prices, live);
  if (type === 'market' || type === 'stop-market') {
    if (!mark) return undefined;
    return orderReservePrice(side, side === 'buy' ? marketOrderLimit('buy', mark, tickSize) : mark, mark);
  }
  if (!prices.price) return undefined;
  return orderReservePrice(side, prices.price, mark);
}

/** The levels a buy takes (asks) or a sell takes (bids); the touch alone, of unknown size, before the book is drawn. */
function takenLevels(side: OrderSide, live: LivePrices): { price: Big; quantity: Big | undefined }[] {
  const levels = side === 'buy' ? live.asks : live.bids;
  if (levels) return levels.map(([price, quantity]) => ({ price: new Big(price), quantity: new Big(quantity) }));
  const touch = side === 'buy' ? live.bestAsk : live.bestBid;
  return touch === undefined ? [] : [{ price: new Big(touch), quantity: undefined }];
}

function withinLimit(side: OrderSide, price: Big, limit: Big | undefined): boolean {
  if (!limit) return true;
  return side === 'buy' ? price.lte(limit) : price.gte(limit);
}

/**
 * How the order is expected to fill, each part with its fee rate: it takes the book's levels up to
 * its limit (a market order: its bound around the mark) at the taker rate, and the rest fills at
 * its limit, at the maker rate when it rests in the book (a GTC limit). A market order beyond the
 * levels shown is priced at its bound; with no book at all, at the mark. A stop is priced at its
 * limit (stop-limit) or trigger (stop-market): the book it will meet is not known yet.
 */
export function expectedFills(
  type: FuturesOrderType,
  side: OrderSide,
  quantity: Big,
  prices: OrderPrices,
  live: LivePrices,
  rates: { readonly taker: string; readonly maker: string; readonly rests: boolean },
  tickSize: string,
): PricedFill[] | undefined {
  if (type === 'stop-market' || type === 'stop-limit') {
    const price = type === 'stop-market' ? prices.trigger : prices.price;
    return price ? [{ side, quantity, price, feeRate: rates.taker }] : undefined;
  }
  const mark = bigOf(live.markPrice);
  // The platform refuses a market order while there is no mark.
  if (type === 'market' && !mark) return undefined;
  const limit = type === 'limit' ? prices.price : mark && marketOrderLimit(side, mark, tickSize);
  if (type === 'limit' && !limit) return undefined;
  const levels = takenLevels(side, live);
  const fills: PricedFill[] = [];
  let left = quantity;
  for (const level of levels) {
    if (left.eq(0) || !withinLimit(side, level.price, limit)) break;
    const taken = level.quantity === undefined || level.quantity.gt(left) ? left : level.quantity;
    fills.push({ side, quantity: taken, price: level.price, feeRate: rates.taker });
    left = left.minus(taken);
  }
  if (left.eq(0)) return fills;
  const rest = type === 'market' && levels.length === 0 ? mark : limit;
  if (!rest) return undefined;
  const restRate = type === 'limit' && rates.rests ? rates.maker : rates.taker;
  return [...fills, { side, quantity: left, price: rest, feeRate: restRate }];
}

/**
 * What opening costs, as the clearing books each fill (fillCharge, clearing/fills.ts): the initial
 * margin and fee of the part that opens. The opposite position is closed first and costs nothing
 * here (its fee is paid from what the close releases); reduce-only opens nothing. A cross
 * position's margin is the initial margin of its whole size at its averaged entry, so cross
 * counts what that grows by.
 */
export function chargeOf(fills: readonly PricedFill[], account: OrderAccount, reduceOnly: boolean): Big {
  const { leverage, position } = account;
  const side = fills[0]?.side;
  if (!side) return zero;
  let closable = heldSizes(position, side).opposite;
  let merged: PositionState | null = position ?? null;
  let margin = zero;
  let fees = zero;
  for (const fill of fills) {
    const quantity = new Big(fill.quantity);
    const opening = openingQuantity(quantity, closable, reduceOnly);
    closable = quantity.gt(closable) ? zero : closable.minus(quantity);
    if (opening.gt(0)) {
      const charge = fillCharge({ quantity: opening, opening, price: fill.price }, leverage, fill.feeRate ?? '0');
      margin = margin.plus(charge.initialMargin);
      fees = fees.plus(charge.fee);
    }
    merged = mergeFill(merged, fill, leverage).position;
  }
  if (account.marginMode === 'isolated' || margin.eq(0) || !merged) return margin.plus(fees);
  const before = position && position.side === sideOf(side) ? new Big(position.margin) : zero;
  const after = initialMargin(positionValue(merged.size, merged.entryPrice), leverage);
  return after.minus(before).plus(fees);
}

/** The position's size on the order's side (added to) and on the other side (reduced first). */
export function heldSizes(position: HeldPosition | undefined, side: OrderSide): { same: Big; opposite: Big } {
  if (!position) return { same: zero, opposite: zero };
  const size = new Big(position.size);
  return position.side === sideOf(side) ? { same: size, opposite: zero } : { same: zero, opposite: size };
}

/** Initial margin plus fee of the opening part, as the platform reserves it; 0 for what only closes. */
export function reservedCost(opening: Big, reserve: Big, leverage: number, feeRate: string): Big {
  return opening.gt(0) ? orderCost(opening, reserve, leverage, feeRate).total : zero;
}

/**
 * The largest order of this side: what reduces the opposite position costs nothing, then as much
 * as `available` pays for within the notional the leverage allows. Reduce-only: the opposite
 * position. Undefined while the account or the reserve price is unknown.
 */
export function maxQuantity(
  contract: ContractRules,
  account: OrderAccount,
  side: OrderSide,
  reserve: Big | undefined,
  feeRate: string,
  reduceOnly: boolean,
): Big | undefined {
  const { same, opposite } = heldSizes(account.position, side);
  if (reduceOnly) return opposite;
  if (account.available === undefined || reserve === undefined) return undefined;
  const opening = maxOrderSize({
    available: account.available,
    price: reserve,
    leverage: account.leverage,
    feeRate,
    lotSize: contract.lotSize,
    tiers: contract.riskTiers,
    positionNotional: same.times(reserve),
  });
  return opposite.plus(opening);
}

/**
 * The liquidation price of the position the order would leave, filled as expected: 'none' when no
 * price liquidates it (or it leaves no position); undefined while the cross wallet is unknown.
 */
export function liquidationEstimate(
  contract: ContractRules,
  account: OrderAccount,
  fills: readonly PricedFill[],
): PriceLevel | undefined {
  const rules = { tiers: contract.riskTiers, tickSize: contract.tickSize };
  const position = account.position ?? null;
  const base = { position, fills, leverage: account.leverage, rules };
  if (account.marginMode === 'isolated') return liquidationPriceAfterFills({ ...base, account: { mode: 'isolated' } });
  if (account.crossWallet === undefined) return undefined;
  const rest = crossRest(account.crossWallet, account.crossOthers);
  return liquidationPriceAfterFills({ ...base, account: { mode: 'cross', ...rest } });
}
