import type { CreateSpotGridRequest, ModifyGridRequest } from '@vela/contracts/grid';
import { checkGrid, type GridIssue } from '@vela/contracts/grid-ladder';
import Big from 'big.js';
import { Refusal } from '../../refusal.ts';
import type { MarketRules } from '../spot/market-rules.ts';

/** Running (and waiting) bots one user may have at once. */
export const MAX_RUNNING_BOTS = 20;

/**
 * Part of the investment the ladder does not count on: the market buy of the sells' base pays the
 * taker fee and may fill above the last price. It stays in the bot as quote.
 */
export const START_CUSHION = new Big('0.01');

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
    lower: request.lowerPrice,
    upper: request.upperPrice,
    grids: Number(request.gridCount),
    spacing: request.spacing,
    tickSize: rules.units.tickSize,
    price,
    investment: investment.times(new Big(1).minus(START_CUSHION)),
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
    const minimum =
      checked.reason === 'order-below-min-notional' ? minimumInvestment(rules, request, price) : undefined;
    const suffix = minimum ? ` (at least ${minimum} ${rules.quote})` : '';
    throw new Refusal('invalid', checked.reason, `${messages[checked.reason]}${suffix}`, checked.field);
  }
  checkStops(request.stopLossPrice, request.takeProfitPrice, request);
  return checked;
}

/** The smallest investment (to 8 places) `checkGrid` accepts for these parameters at `price`. */
export function minimumInvestment(
  rules: MarketRules,
  request: CreateSpotGridRequest,
  price: string,
): string | undefined {
  const grids = Number(request.gridCount);
  const accepts = (investment: Big) => !('field' in checkAt(rules, request, price, investment));
  const lot = new Big(rules.units.lotSize);
  // Every order at least the minimum notional at the lowest level, in whole lots, on every level.
  const quantity = rules.minNotional.div(request.lowerPrice).div(lot).round(0, Big.roundUp).times(lot);
  const highest = new Big(price).gt(request.upperPrice) ? new Big(price) : new Big(request.upperPrice);
  let high = quantity
    .times(grids + 1)
    .times(highest)
    .times(2)
    .round(8, Big.roundUp);
  if (!accepts(high)) return undefined;
  let low = new Big(0);
  while (high.minus(low).gt('0.00000001')) {
    const middle = low.plus(high).div(2).round(8, Big.roundDown);
    if (middle.eq(low)) break;
    if (accepts(middle)) high = middle;
    else low = middle;
  }
  return high.toFixed();
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
