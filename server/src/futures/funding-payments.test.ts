import { describe, expect, it } from 'vitest';
import { fundingPayment, fundingRound } from './funding-payments.ts';

describe('fundingPayment', () => {
  it('makes longs pay shorts when the rate is positive, and the other way round', () => {
    // 2 x 60 000 x 0.0001 = 12
    expect(fundingPayment('long', '2', '60000', '0.0001').toFixed()).toBe('-12');
    expect(fundingPayment('short', '2', '60000', '0.0001').toFixed()).toBe('12');
    expect(fundingPayment('long', '2', '60000', '-0.0001').toFixed()).toBe('12');
    expect(fundingPayment('short', '2', '60000', '-0.0001').toFixed()).toBe('-12');
    expect(fundingPayment('short', '2', '60000', '0').toFixed()).toBe('0');
  });

  it('rounds a payer up and a receiver down', () => {
    // 0.001 x 60 000.1 x 0.00012345 = 0.007407012345
    expect(fundingPayment('long', '0.001', '60000.1', '0.00012345').toFixed()).toBe('-0.00740702');
    expect(fundingPayment('short', '0.001', '60000.1', '0.00012345').toFixed()).toBe('0.00740701');
  });
});

describe('fundingRound', () => {
  it('sums to exactly zero with the remainder credited to the insurance fund', () => {
    const round = fundingRound(
      [
        { id: 'a', side: 'long', size: '0.001' },
        { id: 'b', side: 'short', size: '0.001' },
      ],
      '60000.1',
      '0.00012345',
    );
    expect(round.payments.map((payment) => [payment.id, payment.amount.toFixed()])).toEqual([
      ['a', '-0.00740702'],
      ['b', '0.00740701'],
    ]);
    // -0.00740702 + 0.00740701 = -0.00000001: the fund gets 0.00000001
    expect(round.insuranceFund.toFixed()).toBe('0.00000001');
  });

  it('leaves the fund nothing when every payment is exact', () => {
    const round = fundingRound(
      [
        { id: 'a', side: 'long', size: '2' },
        { id: 'b', side: 'short', size: '1.5' },
        { id: 'c', side: 'short', size: '0.5' },
      ],
      '60000',
      '0.0001',
    );
    // -12, +9, +3
    expect(round.payments.map((payment) => payment.amount.toFixed())).toEqual(['-12', '9', '3']);
    expect(round.insuranceFund.toFixed()).toBe('0');
  });
});
