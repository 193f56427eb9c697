import { describe, expect, it } from 'vitest';
import type { CouponRow } from './claim.ts';
import { couponStatus, couponView } from './coupons.ts';

const now = new Date('2026-11-27T12:00:00Z');
const row = (fields: Partial<CouponRow>): CouponRow => ({
  id: '0b7c4f0e-1d3a-4f43-9d55-2f3c6c0b9a11',
  claimId: 1,
  userId: 'a3c0f6a2-6a55-4c53-8f0f-6a2a3f0e9c10',
  taskId: 'first-spot-trade',
  asset: 'USDT',
  amount: '5.000000000000000000',
  used: '0.000000000000000000',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  expiresAt: new Date('2026-12-01T00:00:00Z'),
  ...fields,
});

describe('fee coupons', () => {
  it('is active until used up or expired; used up wins', () => {
    expect(couponStatus(row({ used: '4.99999999' }), now)).toBe('active');
    expect(couponStatus(row({ used: '5' }), now)).toBe('used-up');
    expect(couponStatus(row({ expiresAt: now }), now)).toBe('expired');
    expect(couponStatus(row({ used: '5', expiresAt: now }), now)).toBe('used-up');
  });

  it('shows amounts as short decimals, with what is left exactly', () => {
    expect(couponView(row({ used: '0.095000000000000000' }), now)).toMatchObject({
      amount: '5',
      used: '0.095',
      left: '4.905',
      status: 'active',
      expiresAt: '2026-12-01T00:00:00.000Z',
    });
  });
});
