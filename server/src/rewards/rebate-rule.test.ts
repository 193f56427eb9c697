import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { feeInUsdt, rebateOf } from './rebate-rule.ts';

describe('fee in USDT', () => {
  it('takes a USDT fee as it is', () => {
    expect(feeInUsdt({ fee: '0.0649', feeAsset: 'USDT', price: '64900', base: 'BTC', quote: 'USDT' })?.toFixed()).toBe(
      '0.0649',
    );
  });

  it('values a base-asset fee at the fill price, rounded down to 8 places', () => {
    expect(
      feeInUsdt({ fee: '0.000001', feeAsset: 'BTC', price: '64900.13', base: 'BTC', quote: 'USDT' })?.toFixed(),
    ).toBe('0.06490013');
    expect(
      feeInUsdt({ fee: '0.0000001', feeAsset: 'ETH', price: '3300.123456', base: 'ETH', quote: 'USDT' })?.toFixed(),
    ).toBe('0.00033001');
  });

  it('leaves fills on markets not quoted in USDT out', () => {
    expect(feeInUsdt({ fee: '0.001', feeAsset: 'BTC', price: '0.05', base: 'ETH', quote: 'BTC' })).toBeNull();
  });
});

describe('rebate', () => {
  it('is the fee, but never more than what the coupon has left', () => {
    expect(rebateOf(new Big('0.5'), '5').toFixed()).toBe('0.5');
    expect(rebateOf(new Big('7.25'), '5').toFixed()).toBe('5');
    expect(rebateOf(new Big('1'), '0').toFixed()).toBe('0');
  });
});
