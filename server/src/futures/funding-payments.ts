import type { Side } from '@vela/contracts/futures-margin';
import { credited, toBig } from '@vela/contracts/futures-margin-rounding';
import Big from 'big.js';
import type { Decimal } from './decimal.ts';

/**
 * Funding payments of one funding round of a contract, at the round's mark price M and rate r
 * (funding-rate.ts):
 *
 *   payment credited to a position   = -s x Q x M x r          s = +1 long, -1 short
 *
 * so with a positive rate longs pay and shorts receive, with a negative rate the other way round.
 * Each payment is booked to 8 decimals toward -infinity (margin-rounding.ts): a payer pays its exact
 * amount rounded up, a receiver gets its exact amount rounded down.
 *
 * Zero sum. Over a contract's open positions long and short sizes are equal, so the exact payments
 * sum to 0 and the booked ones to minus the rounding remainders, between 0 and n x 10^-8 short of
 * it. That remainder is credited to the insurance fund, and the round sums to exactly 0 with it.
 * Why the fund rather than, say, the largest position: handing the remainder to a trader would
 * credit someone more than their exact payment, against the rule that amounts paid to users are
 * rounded down, and would need a tie-break between equal positions; the fund is the exchange's
 * own account that already takes liquidation surpluses, so it needs no rule of order and every
 * trader's entry stays within 10^-8 of the formula, on the exchange's side. Should the positions
 * not balance (a caller passing part of the open interest), the fund's entry carries the
 * imbalance as well, so the round still sums to 0; callers pass the whole contract.
 */

export function fundingPayment(side: Side, size: Decimal, markPrice: Decimal, rate: Decimal): Big {
  const longPays = toBig(size).times(toBig(markPrice)).times(toBig(rate));
  return credited(side === 'long' ? longPays.neg() : longPays);
}

export interface FundedPosition {
  readonly id: string;
  readonly side: Side;
  readonly size: Decimal;
}

export interface FundingRound {
  /** One entry per position, in the order given: credited amount, negative when paid. */
  readonly payments: readonly { readonly id: string; readonly amount: Big }[];
  /** The rounding remainder (>= 0 when the positions balance) credited to the insurance fund. */
  readonly insuranceFund: Big;
}

export function fundingRound(positions: readonly FundedPosition[], markPrice: Decimal, rate: Decimal): FundingRound {
  let sum = new Big(0);
  const payments = positions.map((position) => {
    const amount = fundingPayment(position.side, position.size, markPrice, rate);
    sum = sum.plus(amount);
    return { id: position.id, amount };
  });
  return { payments, insuranceFund: sum.eq(0) ? new Big(0) : sum.neg() };
}
