import Big from 'big.js';
import type { EarnProblem } from './problems.ts';

export interface SubscribeLimits {
  minAmount: string;
  maxAmount: string | null;
  quotaLeft: string | null;
  userQuotaLeft: string | null;
  /** The spot balance available; null while unknown (the server checks it then). */
  available: string | null;
}

/** The first thing wrong with an amount to subscribe, before anything is sent; null when it may go. */
export function subscribeProblem(amount: string, limits: SubscribeLimits): EarnProblem | null {
  if (amount === '' || new Big(amount).lte(0)) return { key: 'earn.errors.amountRequired', field: 'amount' };
  const value = new Big(amount);
  if (value.lt(limits.minAmount)) return { key: 'earn.errors.below-minimum', field: 'amount' };
  if (limits.maxAmount !== null && value.gt(limits.maxAmount))
    return { key: 'earn.errors.above-maximum', field: 'amount' };
  if (limits.quotaLeft !== null && value.gt(limits.quotaLeft))
    return { key: 'earn.errors.quota-exceeded', field: 'amount' };
  if (limits.userQuotaLeft !== null && value.gt(limits.userQuotaLeft))
    return { key: 'earn.errors.user-quota-exceeded', field: 'amount' };
  if (limits.available !== null && value.gt(limits.available))
    return { key: 'earn.errors.insufficient-balance', field: 'amount' };
  return null;
}

/** The first thing wrong with an amount to redeem from a flexible position of `held`. */
export function redeemProblem(amount: string, held: string): EarnProblem | null {
  if (amount === '' || new Big(amount).lte(0)) return { key: 'earn.errors.amountRequired', field: 'amount' };
  if (new Big(amount).gt(held)) return { key: 'earn.errors.amount-above-position', field: 'amount' };
  return null;
}
