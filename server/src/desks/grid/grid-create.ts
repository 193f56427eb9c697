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
  checkStops(request.stopLossPrice, request.takeProfitPrice, request);
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

/** Stop-loss below the range, take-profit above it (null or absent: none). */
export function checkStops(
  stopLoss: string | null | undefined,
  takeProfit: string | null | undefined,
  range: { lowerPrice: string; upperPrice: string },
): void {
  if (stopLoss && !new Big(stopLoss).lt(range.lowerPrice)) {
    throw new Refusal('invalid', 'stop-loss-in-range', 'stopLossPrice must be below lowerPrice', 'stopLossPrice');
  }
  if (takeProfit && !new Big(takeProfit).gt(range.upperPrice)) {
    throw new Refusal('invalid', 'take-profit-in-range', 'takeProfitPrice must be above upperPrice', 'takeProfitPrice');
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
