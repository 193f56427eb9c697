import type { FuturesContract } from '@vela/contracts/futures';
import { crossRest, estimatedLiquidationPrice, type PriceLevel } from '@vela/contracts/futures-liquidation-price';
import {
  type CrossPosition,
  marketOrderLimit,
  maxOrderSize,
  type OrderSide,
  orderCost,
  sideOf,
} from '@vela/contracts/futures-margin';
import type { FuturesOrderType, MarginMode, PositionSide } from '@vela/contracts/futures-trading';
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

function larger(a: Big, b: Big | undefined): Big {
  return b?.gt(a) ? b : a;
}

/**
 * Where the order is expected to fill: its limit; a market order at the touch (the mark on an
 * empty side); a stop-market at its trigger.
 */
export function executionPrice(
  type: FuturesOrderType,
  side: OrderSide,
  prices: OrderPrices,
  live: LivePrices,
): Big | undefined {
  if (type === 'limit' || type === 'stop-limit') return prices.price;
  if (type === 'stop-market') return prices.trigger;
  return bigOf(side === 'buy' ? live.bestAsk : live.bestBid) ?? bigOf(live.markPrice);
}

/**
 * The price the platform reserves the order's margin at (clearing.ts `plan`): a buy at its limit
 * (a market buy at its bound above the mark), a sell at the higher of its limit and the mark. A
 * stop reserves when it triggers, with the mark at its trigger: it is priced as if the mark were
 * the trigger.
 */
export function reservePrice(
  type: FuturesOrderType,
  side: OrderSide,
  prices: OrderPrices,
  live: LivePrices,
  tickSize: string,
): Big | undefined {
  const mark = type === 'stop-limit' || type === 'stop-market' ? prices.trigger : bigOf(live.markPrice);
  if (type === 'market' || type === 'stop-market') {
    if (!mark) return undefined;
    return side === 'buy' ? marketOrderLimit('buy', mark, tickSize) : mark;
  }
  if (!prices.price) return undefined;
  return side === 'buy' ? prices.price : larger(prices.price, mark);
}

/** The position's size on the order's side (added to) and on the other side (reduced first). */
export function heldSizes(position: HeldPosition | undefined, side: OrderSide): { same: Big; opposite: Big } {
  if (!position) return { same: zero, opposite: zero };
  const size = new Big(position.size);
  return position.side === sideOf(side) ? { same: size, opposite: zero } : { same: zero, opposite: size };
}

/** What of `quantity` opens a position: the part beyond the opposite position; none when reduce-only. */
export function openingQuantity(quantity: Big, opposite: Big, reduceOnly: boolean): Big {
  if (reduceOnly) return zero;
  return quantity.gt(opposite) ? quantity.minus(opposite) : zero;
}

/** Initial margin plus fee of the opening part, as the platform reserves it; 0 for what only closes. */
export function openingCost(opening: Big, reserve: Big, leverage: number, feeRate: string): Big {
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
 * The liquidation price of the position the order would leave, filled whole at `price`: 'none'
 * when no price liquidates it (or it leaves no position); undefined while the cross wallet is
 * unknown.
 */
export function liquidationEstimate(
  contract: ContractRules,
  account: OrderAccount,
  order: { readonly side: OrderSide; readonly quantity: Big; readonly price: Big },
  feeRate: string,
): PriceLevel | undefined {
  const rules = { tiers: contract.riskTiers, tickSize: contract.tickSize };
  const position = account.position ?? null;
  const base = { position, order, leverage: account.leverage, rules, openingFeeRate: feeRate };
  if (account.marginMode === 'isolated') return estimatedLiquidationPrice({ ...base, account: { mode: 'isolated' } });
  if (account.crossWallet === undefined) return undefined;
  const rest = crossRest(account.crossWallet, account.crossOthers);
  return estimatedLiquidationPrice({ ...base, account: { mode: 'cross', ...rest } });
}
