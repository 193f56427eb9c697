import Big from 'big.js';
import { isMultipleOf, parseDecimal } from '../../../../../lib/market/decimals.ts';
import { type FuturesFormError, type FuturesFormErrorKey, formError } from './form-messages.ts';

/** A typed value checked: the number when it is one, `valid` when it may be sent. */
export interface Checked {
  readonly value: Big | undefined;
  readonly valid: boolean;
}

interface PriceKeys {
  readonly field: 'price' | 'triggerPrice' | 'takeProfit' | 'stopLoss';
  readonly required?: FuturesFormErrorKey;
  readonly invalid: FuturesFormErrorKey;
  readonly tick: FuturesFormErrorKey;
}

export const priceKeys = {
  price: {
    field: 'price',
    required: 'futuresForm.errors.priceRequired',
    invalid: 'futuresForm.errors.priceInvalid',
    tick: 'futuresForm.errors.priceTick',
  },
  triggerPrice: {
    field: 'triggerPrice',
    required: 'futuresForm.errors.triggerRequired',
    invalid: 'futuresForm.errors.triggerInvalid',
    tick: 'futuresForm.errors.triggerTick',
  },
  takeProfit: {
    field: 'takeProfit',
    invalid: 'futuresForm.errors.takeProfitInvalid',
    tick: 'futuresForm.errors.takeProfitTick',
  },
  stopLoss: {
    field: 'stopLoss',
    invalid: 'futuresForm.errors.stopLossInvalid',
    tick: 'futuresForm.errors.stopLossTick',
  },
} as const satisfies Record<string, PriceKeys>;

/**
 * A price on the contract's tick. An empty optional price (no `required` key: a TP or SL left
 * blank) is valid and has no value.
 */
export function checkPrice(text: string, tickSize: string, keys: PriceKeys, errors: FuturesFormError[]): Checked {
  if (text.trim() === '') {
    if (keys.required) errors.push(formError(keys.field, keys.required));
    return { value: undefined, valid: !keys.required };
  }
  const price = parseDecimal(text);
  if (price === undefined || price.lte(0)) {
    errors.push(formError(keys.field, keys.invalid));
    return { value: undefined, valid: false };
  }
  if (!isMultipleOf(price, new Big(tickSize))) {
    errors.push(formError(keys.field, keys.tick, { tick: tickSize }));
    return { value: price, valid: false };
  }
  return { value: price, valid: true };
}

/** A size in contracts: at least one lot, on the lot grid. */
export function checkContracts(text: string, lotSize: string, errors: FuturesFormError[]): Checked {
  const typed = checkTyped(text, errors);
  if (!typed) return { value: undefined, valid: false };
  const lot = new Big(lotSize);
  if (typed.lt(lot)) {
    errors.push(formError('size', 'futuresForm.errors.sizeMin', { min: lotSize }));
    return { value: undefined, valid: false };
  }
  if (!isMultipleOf(typed, lot)) {
    errors.push(formError('size', 'futuresForm.errors.sizeLot', { lot: lotSize }));
    return { value: typed, valid: false };
  }
  return { value: typed, valid: true };
}

/** A typed positive decimal, or undefined with the message for what it is instead. */
export function checkTyped(text: string, errors: FuturesFormError[]): Big | undefined {
  if (text.trim() === '') {
    errors.push(formError('size', 'futuresForm.errors.sizeRequired'));
    return undefined;
  }
  const value = parseDecimal(text);
  if (value === undefined || value.lte(0)) {
    errors.push(formError('size', 'futuresForm.errors.sizeInvalid'));
    return undefined;
  }
  return value;
}
