import type { AmendOrderRequest } from '@vela/contracts/trading';
import { Refusal } from '../../refusal.ts';
import type { MarketRules } from './market-rules.ts';
import { checkNotional, toLots, toTicks } from './order-request.ts';
import type { TrackedOrder } from './order-tracker.ts';

/** An amend checked against the order and its market's grid, in engine units. */
export interface CheckedAmend {
  readonly ticks: number;
  /** The new whole size, the filled part included. */
  readonly quantity: string;
  /** What is left to fill after the amend. */
  readonly remainingLots: number;
}

const refuse = (reason: string, message: string, field?: string) => new Refusal('invalid', reason, message, field);

/**
 * Checks an amend of an open order: the new price on the tick grid, the new size on the lot grid,
 * above the filled part and at least the minimum notional. Balance is checked when it runs.
 */
export function checkAmend(rules: MarketRules, order: TrackedOrder, request: AmendOrderRequest): CheckedAmend {
  if (order.type !== 'limit' || order.price === null || order.status === 'untriggered') {
    throw refuse('not-amendable', 'only a limit order resting in the book can be amended');
  }
  if (order.ocoGroup !== null) {
    throw refuse('not-amendable', 'a leg of an OCO cannot be amended: cancel the OCO and place it again');
  }
  const price = request.price ?? order.price;
  const quantity = request.quantity ?? order.quantity;
  const ticks = toTicks(rules, price, 'price');
  const lots = toLots(rules, quantity);
  const filledLots = Number(rules.units.lots(order.filledQuantity.toFixed()));
  if (lots <= filledLots) {
    throw refuse(
      'quantity-below-filled',
      `quantity must be more than the ${order.filledQuantity.toFixed()} already filled`,
      'quantity',
    );
  }
  checkNotional(rules, price, quantity);
  const currentTicks = rules.units.ticks(order.price);
  const currentLots = Number(rules.units.lots(order.quantity));
  if (ticks === currentTicks && lots === currentLots) {
    throw refuse('amend-unchanged', 'the new price and quantity are the order’s own: nothing to amend');
  }
  return { ticks, quantity: rules.units.quantity(lots), remainingLots: lots - filledLots };
}
