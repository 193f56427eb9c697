import type { InputFilter } from './caret.ts';
import { CODE_LENGTH, digitsOnly, lettersDigitsChinese, lettersOnly, numericCode } from './character-sets.ts';
import { commitDecimal, DEFAULT_DECIMALS, decimal } from './decimal.ts';
import { commitFuturesNumber, type FuturesNumberOptions, futuresNumber } from './futures-number.ts';

/** Everything a field needs to hold one kind of value; FilteredInput takes one. */
export interface InputRule {
  /** Applied on every edit outside IME composition. */
  readonly filter: InputFilter;
  /** Applied when the field is left: tidying that would fight the user in mid-typing. */
  readonly commit?: InputFilter;
  /** The on-screen keyboard the value calls for. */
  readonly inputMode: 'text' | 'numeric' | 'decimal';
  /** A typed comma is the decimal point (see typedCommaAsPoint). */
  readonly commaIsPoint?: boolean;
}

export const digitsRule: InputRule = { filter: digitsOnly, inputMode: 'numeric' };

export function numericCodeRule(length = CODE_LENGTH): InputRule {
  return { filter: (value) => numericCode(value, length), inputMode: 'numeric' };
}

export function decimalRule(maxDecimals = DEFAULT_DECIMALS): InputRule {
  return {
    filter: (value) => decimal(value, maxDecimals),
    commit: (value) => commitDecimal(value, maxDecimals),
    inputMode: maxDecimals === 0 ? 'numeric' : 'decimal',
    commaIsPoint: maxDecimals > 0,
  };
}

export function futuresNumberRule(options: FuturesNumberOptions = {}): InputRule {
  const { positiveOnly = true, decimals = DEFAULT_DECIMALS } = options;
  return {
    filter: (value) => futuresNumber(value, options),
    commit: (value) => commitFuturesNumber(value, options),
    // Numeric keypads have no minus key: a field that takes negatives needs the full keyboard.
    inputMode: !positiveOnly ? 'text' : decimals === 0 ? 'numeric' : 'decimal',
    commaIsPoint: decimals > 0,
  };
}

export const lettersRule: InputRule = { filter: lettersOnly, inputMode: 'text' };
export const lettersDigitsChineseRule: InputRule = { filter: lettersDigitsChinese, inputMode: 'text' };
