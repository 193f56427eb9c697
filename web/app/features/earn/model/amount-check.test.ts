import { describe, expect, it } from 'vitest';
import { redeemProblem, subscribeProblem } from './amount-check.ts';

const limits = { minAmount: '10', maxAmount: '5000', quotaLeft: '3000', userQuotaLeft: '2000', available: '1000' };

describe('subscribeProblem', () => {
  it('asks for an amount above zero', () => {
    expect(subscribeProblem('', limits)?.key).toBe('earn.errors.amountRequired');
    expect(subscribeProblem('0.', limits)?.key).toBe('earn.errors.amountRequired');
  });

  it('checks each limit in turn', () => {
    expect(subscribeProblem('9.99', limits)?.key).toBe('earn.errors.below-minimum');
    expect(subscribeProblem('5000.01', limits)?.key).toBe('earn.errors.above-maximum');
    expect(subscribeProblem('3000.01', limits)?.key).toBe('earn.errors.quota-exceeded');
    expect(subscribeProblem('2000.01', limits)?.key).toBe('earn.errors.user-quota-exceeded');
    expect(subscribeProblem('1000.00000001', limits)).toEqual({
      key: 'earn.errors.insufficient-balance',
      field: 'amount',
    });
    expect(subscribeProblem('1000', limits)).toBeNull();
    expect(subscribeProblem('10', limits)).toBeNull();
  });

  it('leaves unknown limits to the server', () => {
    const open = { minAmount: '1', maxAmount: null, quotaLeft: null, userQuotaLeft: null, available: null };
    expect(subscribeProblem('99999999', open)).toBeNull();
  });
});

describe('redeemProblem', () => {
  it('takes any amount up to the position', () => {
    expect(redeemProblem('50', '100')).toBeNull();
    expect(redeemProblem('100', '100')).toBeNull();
    expect(redeemProblem('100.00000001', '100')?.key).toBe('earn.errors.amount-above-position');
    expect(redeemProblem('', '100')?.key).toBe('earn.errors.amountRequired');
  });
});
