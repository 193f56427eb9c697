import Big from 'big.js';
import { Refusal, type RefusalKind } from '../../refusal.ts';
import type { FuturesOrderRecord } from '../order-view.ts';

export const zero = new Big(0);
export const min = (a: Big, b: Big) => (a.lt(b) ? a : b);
export const max = (a: Big, b: Big) => (a.gt(b) ? a : b);

export const refuse = (kind: RefusalKind, reason: string, message: string, field?: string) =>
  new Refusal(kind, reason, message, field);

export const noPosition = (symbol: string) =>
  refuse('invalid', 'no-position', `you have no ${symbol} position`, 'symbol');

export const noMarkPrice = (symbol: string) =>
  refuse('invalid', 'no-mark-price', `${symbol} has no price yet: try again shortly`);

/** A request's decimal on the contract's grid, or a refusal naming the field. */
export function onGrid(value: string, step: string, field: string): Big {
  const amount = new Big(value);
  if (!amount.mod(step).eq(0))
    throw refuse('invalid', 'invalid-input', `${field} must be a multiple of ${step}`, field);
  return amount;
}

/** What a new order is; the rest starts empty (nothing filled, reserved or versioned yet). */
type OrderFields = Omit<
  FuturesOrderRecord,
  | 'clientOrderId'
  | 'filledQuantity'
  | 'filledNotional'
  | 'fee'
  | 'realizedPnl'
  | 'frozen'
  | 'cancelReason'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
> & { clientOrderId?: string | null };

/** A new order record as of `now`. */
export function newOrder(fields: OrderFields, now: Date): FuturesOrderRecord {
  return {
    ...fields,
    clientOrderId: fields.clientOrderId ?? null,
    filledQuantity: zero,
    filledNotional: zero,
    fee: zero,
    realizedPnl: zero,
    frozen: zero,
    cancelReason: null,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}
