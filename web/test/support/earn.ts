import type { EarnProduct } from '@vela/contracts/earn';

/** An open flexible USDT product: 8 % up to 500, 1 % above, no quotas; `changes` override any field. */
export function anEarnProduct(changes: Partial<EarnProduct> = {}): EarnProduct {
  return {
    id: 'usdt-flexible',
    type: 'flexible',
    asset: 'USDT',
    names: {},
    tiers: [
      { upTo: '500', apr: '0.08' },
      { upTo: null, apr: '0.01' },
    ],
    maxApr: '0.08',
    termDays: null,
    minAmount: '1',
    maxAmount: null,
    quotaTotal: null,
    quotaLeft: null,
    perUserQuota: null,
    userQuotaLeft: null,
    earlyRedemption: true,
    autoRenewAllowed: false,
    status: 'open',
    sharkfin: null,
    createdAt: '2026-11-27T00:00:00.000Z',
    ...changes,
  };
}
