import type { PositionSide } from '@vela/contracts/futures-trading';
import type Big from 'big.js';
import { type FuturesFormError, formError } from './form-messages.ts';

export interface Protection {
  readonly takeProfit: Big | undefined;
  readonly stopLoss: Big | undefined;
}

/**
 * A take-profit must lie on the profit side of every reference price and a stop-loss on the loss
 * side: a long's TP above them, its SL below, a short's the other way round. The platform checks
 * against the mark (a TP/SL at or past it would fire at once); an order form adds the expected
 * entry, since a long's "take-profit" below its entry would close it at a loss. The message names
 * the bound to pass.
 */
export function protectionErrors(
  side: PositionSide,
  protection: Protection,
  references: readonly (Big | undefined)[],
): FuturesFormError[] {
  const known = references.filter((reference): reference is Big => reference !== undefined);
  if (known.length === 0) return [];
  const highest = known.reduce((a, b) => (b.gt(a) ? b : a));
  const lowest = known.reduce((a, b) => (b.lt(a) ? b : a));
  const errors: FuturesFormError[] = [];
  const { takeProfit, stopLoss } = protection;
  if (side === 'long') {
    if (takeProfit && !takeProfit.gt(highest)) {
      errors.push(formError('takeProfit', 'futuresForm.errors.longTakeProfitAbove', { price: highest.toFixed() }));
    }
    if (stopLoss && !stopLoss.lt(lowest)) {
      errors.push(formError('stopLoss', 'futuresForm.errors.longStopLossBelow', { price: lowest.toFixed() }));
    }
  } else {
    if (takeProfit && !takeProfit.lt(lowest)) {
      errors.push(formError('takeProfit', 'futuresForm.errors.shortTakeProfitBelow', { price: lowest.toFixed() }));
    }
    if (stopLoss && !stopLoss.gt(highest)) {
      errors.push(formError('stopLoss', 'futuresForm.errors.shortStopLossAbove', { price: highest.toFixed() }));
    }
  }
  return errors;
}
