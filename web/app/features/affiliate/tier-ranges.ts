import { type CommissionTier, commissionTiers } from '@vela/contracts/affiliate';

/** The best rate of the programme, the one the pages lead with. */
export const topCommissionPercent = Math.max(...commissionTiers.map((tier) => tier.commissionPercent));

/** A tier's band of monthly volume, as the page words it: under the next tier, between two, or from the top one up. */
export type VolumeBand =
  | { kind: 'under'; to: number }
  | { kind: 'between'; from: number; to: number }
  | { kind: 'from'; from: number };

export function volumeBands(tiers: readonly CommissionTier[]): VolumeBand[] {
  return tiers.map((tier, index) => {
    const next = tiers[index + 1];
    if (!next) return { kind: 'from', from: tier.minMonthlyVolumeUsdt };
    if (tier.minMonthlyVolumeUsdt === 0) return { kind: 'under', to: next.minMonthlyVolumeUsdt };
    return { kind: 'between', from: tier.minMonthlyVolumeUsdt, to: next.minMonthlyVolumeUsdt };
  });
}
