import type { CreateSpotGridRequest, ModifyGridRequest } from '@vela/contracts/grid';
import { checkGrid, type GridIssue, gridLevels, ladderShare, minimumInvestment } from '@vela/contracts/grid-ladder';
import Big from 'big.js';
import { Refusal } from '../../refusal.ts';
import type { MarketRules } from '../spot/market-rules.ts';

/** Running (and waiting) bots one user may have at once. */
export const MAX_RUNNING_BOTS = 20;

const messages: Record<GridIssue['reason'], string> = {
  'lower-not-positive': 'lowerPrice must be above zero',
  'upper-not-above-lower': 'upperPrice must be above lowerPrice',
  'grid-count-out-of-range': 'gridCount must be a whole number from 2 to 200',
  'grids-too-dense': "the grids are closer than the market's tick: choose fewer grids or a wider range",
  'grid-profit-not-positive': 'a grid of this range and count earns nothing after fees: choose fewer grids',
  'order-below-min-notional': "each order would be below the market's minimum order value: invest more",
};

/** `checkGrid` of the request with `investment`, on the market's grid and maker fee, less the start's cushion. */
function checkAt(rules: MarketRules, request: CreateSpotGridRequest, price: string, investment: Big) {
  return checkGrid({
    ...rangeOf(rules, request),
    price,
    investment: ladderShare(investment),
    lotSize: rules.units.lotSize,
    minNotional: rules.minNotional,
    feeRate: rules.makerFee,
  });
}

/** What `checkGrid` says of a request at `price`: its levels and per-order quantity, or a refusal naming the field. */
export function checkGridRequest(rules: MarketRules, request: CreateSpotGridRequest, price: string) {
  if (request.triggerPrice !== undefined && !new Big(request.triggerPrice).gt(0)) {
    throw new Refusal('invalid', 'price-not-positive', 'triggerPrice must be above zero', 'triggerPrice');
  }
  for (const field of ['lowerPrice', 'upperPrice'] as const) {
    if (!isOnTick(request[field], rules.units.tickSize)) {
      throw new Refusal(
        'invalid',
        'price-off-tick',
        `${field} must be a multiple of the tick size ${rules.units.tickSize}`,
        field,
      );
    }
  }
  const checked = checkAt(rules, request, price, new Big(request.investment));
  if ('field' in checked) {
    const levels = checked.reason === 'order-below-min-notional' ? gridLevels(rangeOf(rules, request)) : null;
    const minimum = levels && minimumInvestment(levels, price, rules.units.lotSize, rules.minNotional);
    const suffix = minimum ? ` (at least ${minimum.toFixed()} ${rules.quote})` : '';
    throw new Refusal('invalid', checked.reason, `${messages[checked.reason]}${suffix}`, checked.field);
  }
  checkStops(request.stopLossPrice, request.takeProfitPrice, request, price);
  return checked;
}

function rangeOf(rules: MarketRules, request: CreateSpotGridRequest) {
  return {
    lower: request.lowerPrice,
    upper: request.upperPrice,
    grids: Number(request.gridCount),
    spacing: request.spacing,
    tickSize: rules.units.tickSize,
  };
}

/**
 * Stop-loss above zero, below the range and below the last price `price`; take-profit above the
 * range and above the last price (null or absent: none). A stop the price has already reached
 * would stop the bot at once. Without a last price only the range is checked.
 */
export function checkStops(
  stopLoss: string | null | undefined,
  takeProfit: string | null | undefined,
  range: { lowerPrice: string; upperPrice: string },
  price: string | undefined,
): void {
  if (stopLoss && !new Big(stopLoss).gt(0)) {
    throw new Refusal('invalid', 'price-not-positive', 'stopLossPrice must be above zero', 'stopLossPrice');
  }
  if (takeProfit && !new Big(takeProfit).gt(0)) {
    throw new Refusal('invalid', 'price-not-positive', 'takeProfitPrice must be above zero', 'takeProfitPrice');
  }
  if (stopLoss && !new Big(stopLoss).lt(range.lowerPrice)) {
    throw new Refusal('invalid', 'stop-loss-in-range', 'stopLossPrice must be below lowerPrice', 'stopLossPrice');
  }
  if (takeProfit && !new Big(takeProfit).gt(range.upperPrice)) {
    throw new Refusal('invalid', 'take-profit-in-range', 'takeProfitPrice must be above upperPrice', 'takeProfitPrice');
  }
  if (stopLoss && price !== undefined && !new Big(stopLoss).lt(price)) {
    throw new Refusal(
      'invalid',
      'stop-loss-not-below-price',
      `stopLossPrice must be below the last price ${new Big(price).toFixed()}`,
      'stopLossPrice',
    );
  }
  if (takeProfit && price !== undefined && !new Big(takeProfit).gt(price)) {
    throw new Refusal(
      'invalid',
      'take-profit-not-above-price',
      `takeProfitPrice must be above the last price ${new Big(price).toFixed()}`,
      'takeProfitPrice',
    );
  }
}

/** The stop-loss and take-profit after a modify: a field absent keeps its value, null removes it. */
export function modifiedStops(
  current: { stopLossPrice: string | null; takeProfitPrice: string | null },
  request: ModifyGridRequest,
): { stopLossPrice: string | null; takeProfitPrice: string | null } {
  return {
    stopLossPrice: request.stopLossPrice === undefined ? current.stopLossPrice : request.stopLossPrice,
    takeProfitPrice: request.takeProfitPrice === undefined ? current.takeProfitPrice : request.takeProfitPrice,
  };
}

function isOnTick(price: string, tick: string): boolean {
  return new Big(price).mod(tick).eq(0);
}
