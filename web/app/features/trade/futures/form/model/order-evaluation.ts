import type { PriceLevel } from '@vela/contracts/futures-liquidation-price';
import { type OrderSide, openingQuantity, sideOf } from '@vela/contracts/futures-margin';
import { maxNotionalForLeverage } from '@vela/contracts/futures-risk-tiers';
import type { FuturesOrderType, PlaceFuturesOrderRequest } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import { floorToStep } from '../../../../../lib/market/decimals.ts';
import { limitBeyondStop } from '../../../shared/form/limit-beyond-stop.ts';
import { checkContracts, checkPrice, checkTyped, priceKeys } from './field-checks.ts';
import { type FuturesFormError, formError } from './form-messages.ts';
import {
  type FuturesOrderDraft,
  isLimitPriced,
  isStop,
  orderTypeOf,
  postOnlyApplies,
  tpslApplies,
} from './order-draft.ts';
import {
  type ContractRules,
  chargeOf,
  expectedFills,
  heldSizes,
  type LivePrices,
  liquidationEstimate,
  maxQuantity,
  type OrderAccount,
  type OrderPrices,
  reservedCost,
  reservePrice,
} from './order-estimate.ts';
import { protectionErrors } from './protection-checks.ts';

export interface FuturesOrderInput {
  readonly draft: FuturesOrderDraft;
  readonly contract: ContractRules;
  readonly live: LivePrices;
  readonly account: OrderAccount;
}

/** A liquidation price as the form shows it: a price, none, or already reached. */
export type LiquidationLevel =
  | { readonly kind: 'price'; readonly price: string }
  | Exclude<PriceLevel, { kind: 'price' }>;

/** One side's button: what the order costs and leaves, and what stops it. */
export interface SideEvaluation {
  readonly side: OrderSide;
  /**
   * What the order takes from the wallet when it fills as expected (USDT): the initial margin of
   * what it opens plus the fee, as the platform charges each fill; undefined while unknown.
   */
  readonly cost: string | undefined;
  /** The largest size of this side in contracts; undefined while unknown. */
  readonly max: string | undefined;
  /** `max` as a value in USDT at the size's price; undefined while unknown. */
  readonly maxValue: string | undefined;
  readonly liquidation: LiquidationLevel | undefined;
  /** A stop-limit of this side whose limit is past its trigger: warned of, still placed. */
  readonly limitBeyondStop: boolean;
  /** This side's own messages (margin, position limit, reduce-only, TP/SL direction). */
  readonly errors: readonly FuturesFormError[];
  /** No message of the form or of this side: the order may be sent. */
  readonly valid: boolean;
}

export interface FuturesOrderEvaluation {
  readonly type: FuturesOrderType;
  /** The size in contracts on the lot grid; undefined while it is not a valid size. */
  readonly quantity: string | undefined;
  readonly price: string | undefined;
  readonly triggerPrice: string | undefined;
  readonly takeProfit: string | undefined;
  readonly stopLoss: string | undefined;
  /** The rate the margin is reserved with: taker unless the order is sure to rest (post-only). */
  readonly feeRate: string;
  /** Messages of the fields both sides share. */
  readonly errors: readonly FuturesFormError[];
  readonly buy: SideEvaluation;
  readonly sell: SideEvaluation;
}

/**
 * The price a size in USDT is converted at, and min notional is checked at: the limit price, a
 * stop-market's trigger, the mark for a market order (the platform's own reference).
 */
function sizePrice(type: FuturesOrderType, prices: OrderPrices, live: LivePrices): Big | undefined {
  if (isLimitPriced(type)) return prices.price;
  if (type === 'stop-market') return prices.trigger;
  return live.markPrice === undefined ? undefined : new Big(live.markPrice);
}

/** The trigger's current price: the last trade when triggered by last (the mark until a trade). */
function triggerReference(draft: FuturesOrderDraft, live: LivePrices): string | undefined {
  return draft.triggerBy === 'last' ? (live.lastPrice ?? live.markPrice) : live.markPrice;
}

function plainOf(checked: { value: Big | undefined; valid: boolean }): string | undefined {
  return checked.valid ? checked.value?.toFixed() : undefined;
}

function levelOf(level: PriceLevel | undefined): LiquidationLevel | undefined {
  if (level?.kind !== 'price') return level;
  return { kind: 'price', price: level.price.toFixed() };
}

/** The size typed, in contracts: as typed, or a USDT value divided by the size's price, floored to the lot. */
function checkSize(
  draft: FuturesOrderDraft,
  contract: ContractRules,
  price: Big | undefined,
  errors: FuturesFormError[],
): Big | undefined {
  if (draft.sizeUnit === 'contracts') {
    const checked = checkContracts(draft.size, contract.lotSize, errors);
    return checked.valid ? checked.value : undefined;
  }
  const value = checkTyped(draft.size, errors);
  if (!value || !price) return undefined;
  const quantity = floorToStep(value.div(price), new Big(contract.lotSize));
  if (quantity.eq(0)) {
    errors.push(formError('size', 'futuresForm.errors.valueTooSmall'));
    return undefined;
  }
  return quantity;
}

/**
 * Checks the draft against the contract's rules and the live prices, and works out, for each
 * side, the largest size and the margin check (as the platform reserves margin:
 * clearing/execution.ts), and, for the fills expected against the book, the cost (as the platform
 * charges each fill: fillCharge) and the liquidation price of the position the order would leave
 * (the shared formulas of @vela/contracts/futures-liquidation-price). Stops reserve only once triggered, so margin and
 * position limit are not checked for them here, as the platform does not at placement.
 */
export function evaluateFuturesOrder(input: FuturesOrderInput): FuturesOrderEvaluation {
  const { draft, contract, live, account } = input;
  const type = orderTypeOf(draft);
  const errors: FuturesFormError[] = [];
  const price = isLimitPriced(type) ? checkPrice(draft.price, contract.tickSize, priceKeys.price, errors) : undefined;
  const trigger = isStop(type)
    ? checkPrice(draft.triggerPrice, contract.tickSize, priceKeys.triggerPrice, errors)
    : undefined;
  const protecting = tpslApplies(draft);
  const takeProfit = protecting
    ? checkPrice(draft.takeProfit, contract.tickSize, priceKeys.takeProfit, errors)
    : undefined;
  const stopLoss = protecting ? checkPrice(draft.stopLoss, contract.tickSize, priceKeys.stopLoss, errors) : undefined;
  const prices: OrderPrices = {
    price: price?.valid ? price.value : undefined,
    trigger: trigger?.valid ? trigger.value : undefined,
  };
  const needsMark = type === 'market' || isStop(type) || Boolean(takeProfit?.value ?? stopLoss?.value);
  if (needsMark && live.markPrice === undefined) errors.push(formError('side', 'futuresForm.errors.noMarkPrice'));
  const reference = triggerReference(draft, live);
  if (prices.trigger && reference !== undefined && prices.trigger.eq(reference)) {
    errors.push(formError('triggerPrice', 'futuresForm.errors.triggerAtMarket'));
  }
  const atPrice = sizePrice(type, prices, live);
  const quantity = checkSize(draft, contract, atPrice, errors);
  if (quantity && atPrice && !draft.reduceOnly && quantity.times(atPrice).lt(contract.minNotional)) {
    errors.push(
      formError('size', 'futuresForm.errors.belowMinNotional', { min: contract.minNotional, asset: contract.quote }),
    );
  }
  const feeRate = postOnlyApplies(draft) ? contract.makerFee : contract.takerFee;
  const rests = type === 'limit' && draft.timeInForce === 'GTC';
  const rates = { taker: contract.takerFee, maker: contract.makerFee, rests };
  const side = (orderSide: OrderSide): SideEvaluation => {
    const sideErrors: FuturesFormError[] = [];
    const { same, opposite } = heldSizes(account.position, orderSide);
    const reserve = reservePrice(type, orderSide, prices, live, contract.tickSize);
    const max = maxQuantity(contract, account, orderSide, reserve, feeRate, draft.reduceOnly);
    const opening = quantity ? openingQuantity(quantity, opposite, draft.reduceOnly) : undefined;
    const reserved = opening && reserve ? reservedCost(opening, reserve, account.leverage, feeRate) : undefined;
    const fills = quantity && expectedFills(type, orderSide, quantity, prices, live, rates, contract.tickSize);
    const cost = fills ? chargeOf(fills, account, draft.reduceOnly) : undefined;
    if (draft.reduceOnly && opposite.eq(0)) {
      sideErrors.push(formError('side', 'futuresForm.errors.reduceOnlyNoPosition'));
    }
    if (!isStop(type) && opening?.gt(0) && reserve) {
      const cap = maxNotionalForLeverage(contract.riskTiers, account.leverage);
      if (!cap || same.plus(opening).times(reserve).gt(cap)) {
        const values = { max: cap?.toFixed() ?? '0', asset: contract.quote, leverage: String(account.leverage) };
        sideErrors.push(formError('side', 'futuresForm.errors.positionLimit', values));
      }
    }
    if (!isStop(type) && reserved && account.available !== undefined && reserved.gt(account.available)) {
      sideErrors.push(formError('side', 'futuresForm.errors.insufficientMargin'));
    }
    const fill = fills?.[0] && new Big(fills[0].price);
    if (protecting) {
      const protection = { takeProfit: takeProfit?.value, stopLoss: stopLoss?.value };
      const mark = live.markPrice === undefined ? undefined : new Big(live.markPrice);
      sideErrors.push(...protectionErrors(sideOf(orderSide), protection, [fill, mark]));
    }
    const liquidation = fills ? liquidationEstimate(contract, account, fills) : undefined;
    return {
      side: orderSide,
      cost: cost?.toFixed(),
      max: max?.toFixed(),
      maxValue: max && atPrice ? max.times(atPrice).toFixed() : undefined,
      liquidation: levelOf(liquidation),
      limitBeyondStop:
        type === 'stop-limit' && limitBeyondStop(orderSide, { stopPrice: draft.triggerPrice, price: draft.price }),
      errors: sideErrors,
      valid: errors.length === 0 && sideErrors.length === 0 && quantity !== undefined,
    };
  };
  return {
    type,
    quantity: quantity?.toFixed(),
    price: price ? plainOf(price) : undefined,
    triggerPrice: trigger ? plainOf(trigger) : undefined,
    takeProfit: takeProfit ? plainOf(takeProfit) : undefined,
    stopLoss: stopLoss ? plainOf(stopLoss) : undefined,
    feeRate,
    errors,
    buy: side('buy'),
    sell: side('sell'),
  };
}

/** The request for one side of an evaluated draft; undefined while that side is not valid. */
export function orderRequest(
  draft: FuturesOrderDraft,
  evaluation: FuturesOrderEvaluation,
  side: OrderSide,
  symbol: string,
  clientOrderId: string,
): PlaceFuturesOrderRequest | undefined {
  const { type, quantity } = evaluation;
  if (!evaluation[side].valid || quantity === undefined) return undefined;
  return {
    symbol,
    side,
    type,
    quantity,
    ...(isLimitPriced(type) ? { price: evaluation.price, timeInForce: draft.timeInForce } : {}),
    ...(isStop(type) ? { triggerPrice: evaluation.triggerPrice, triggerBy: draft.triggerBy } : {}),
    ...(postOnlyApplies(draft) ? { postOnly: true } : {}),
    ...(draft.reduceOnly ? { reduceOnly: true } : {}),
    ...(tpslApplies(draft) && evaluation.takeProfit ? { takeProfit: evaluation.takeProfit } : {}),
    ...(tpslApplies(draft) && evaluation.stopLoss ? { stopLoss: evaluation.stopLoss } : {}),
    clientOrderId,
  };
}
