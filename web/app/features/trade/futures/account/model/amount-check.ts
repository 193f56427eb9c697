import Big from 'big.js';
import type { AccountError } from './account-messages.ts';

/** USDT amounts moved between wallets and margins have 8 decimals at most (the wallets' precision). */
export const AMOUNT_DECIMALS = 8;

const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

export interface CheckedAmount {
  /** The amount in plain notation, when it may be sent. */
  readonly amount: string | undefined;
  readonly errors: readonly AccountError[];
}

/**
 * A USDT amount typed in a transfer or margin dialog: above 0, at most 8 decimals, at most `max`
 * (undefined while not known: the server then decides).
 */
export function checkAmount(text: string, max: string | undefined, asset: string): CheckedAmount {
  const fail = (key: AccountError['key'], values: Record<string, string> = {}): CheckedAmount => ({
    amount: undefined,
    errors: [{ field: 'amount', key, values }],
  });
  const typed = text.trim();
  if (typed === '') return fail('futuresAccount.errors.amountRequired');
  if (!AMOUNT_TEXT.test(typed) || new Big(typed).lte(0)) return fail('futuresAccount.errors.amountInvalid');
  const point = typed.indexOf('.');
  if (point >= 0 && typed.length - point - 1 > AMOUNT_DECIMALS) {
    return fail('futuresAccount.errors.amountDecimals', { decimals: String(AMOUNT_DECIMALS) });
  }
  const amount = new Big(typed);
  if (max !== undefined && amount.gt(max)) return fail('futuresAccount.errors.amountAboveMax', { max, asset });
  return { amount: amount.toFixed(), errors: [] };
}
