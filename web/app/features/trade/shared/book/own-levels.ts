import type { Order } from '@vela/contracts/trading';
import Big from 'big.js';
import { ceilToStep, floorToStep, fractionDigits, plain } from '../../../../lib/market/decimals.ts';

/** The signed-in trader's resting size at one row of the book, and the orders it is made of. */
export interface OwnLevel {
  /** What is left to fill of those orders, summed (a decimal string). */
  readonly quantity: string;
  readonly orderIds: readonly string[];
}

/** Per side, the row price (as the book labels its rows) to the trader's own orders there. */
export interface OwnLevels {
  readonly bid: ReadonlyMap<string, OwnLevel>;
  readonly ask: ReadonlyMap<string, OwnLevel>;
}

export const noOwnLevels: OwnLevels = { bid: new Map(), ask: new Map() };

/**
 * Groups the trader's open orders of one market into the book's rows at `step`, the way the book
 * groups its levels (bids round down to the step, asks up), so each mark sits on the row whose
 * total includes those orders.
 */
export function ownLevels(orders: readonly Order[], symbol: string, step: string): OwnLevels {
  const bid = new Map<string, { quantity: Big; orderIds: string[] }>();
  const ask = new Map<string, { quantity: Big; orderIds: string[] }>();
  const size = new Big(step);
  const digits = fractionDigits(plain(size));
  for (const order of orders) {
    if (order.symbol !== symbol || order.status !== 'open' || order.price === null) continue;
    const left = new Big(order.quantity).minus(order.filledQuantity);
    if (left.lte(0)) continue;
    const price = new Big(order.price);
    const buying = order.side === 'buy';
    const row = (buying ? floorToStep(price, size) : ceilToStep(price, size)).toFixed(digits);
    const side = buying ? bid : ask;
    const known = side.get(row);
    if (known) {
      known.quantity = known.quantity.plus(left);
      known.orderIds.push(order.id);
    } else {
      side.set(row, { quantity: left, orderIds: [order.id] });
    }
  }
  const done = (side: Map<string, { quantity: Big; orderIds: string[] }>) =>
    new Map([...side].map(([row, level]) => [row, { quantity: level.quantity.toFixed(), orderIds: level.orderIds }]));
  return { bid: done(bid), ask: done(ask) };
}
