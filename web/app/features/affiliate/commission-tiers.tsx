import { commissionTiers } from '@vela/contracts/affiliate';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { formatPercent, formatWholeAmount } from './programme-format.ts';
import { type VolumeBand, volumeBands } from './tier-ranges.ts';

/** The tiers side by side: the rate, the monthly volume that earns it, and what comes with it. */
export function CommissionTiers() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const amount = (value: number) => formatWholeAmount(value, locale);
  const bandText = (band: VolumeBand) =>
    band.kind === 'under'
      ? t('affiliate.whyJoin.tiers.under', { to: amount(band.to) })
      : band.kind === 'between'
        ? t('affiliate.whyJoin.tiers.between', { from: amount(band.from), to: amount(band.to) })
        : t('affiliate.whyJoin.tiers.from', { from: amount(band.from) });
  const bands = volumeBands(commissionTiers);
  return (
    <section id="tiers" className="band affiliate-section" aria-labelledby="tiers-heading">
      <h2 id="tiers-heading">{t('affiliate.whyJoin.tiers.heading')}</h2>
      <p className="lead">{t('affiliate.whyJoin.tiers.intro')}</p>
      <ol className="affiliate-tiers">
        {commissionTiers.map((tier, index) => (
          <li key={tier.id} className={`affiliate-tier affiliate-tier--${tier.id}`} data-testid={`tier-${tier.id}`}>
            <h3>{t(`affiliate.whyJoin.tiers.names.${tier.id}`)}</h3>
            <p className="affiliate-tier__rate">
              <strong>{formatPercent(tier.commissionPercent, locale)}</strong>{' '}
              <span className="affiliate-tier__fees">{t('affiliate.whyJoin.tiers.ofFees')}</span>
            </p>
            <p className="affiliate-tier__band">
              <span className="visually-hidden">{t('affiliate.whyJoin.tiers.volumeLabel')} </span>
              {bands[index] && bandText(bands[index])}
            </p>
            <p className="affiliate-tier__perk">{t(`affiliate.whyJoin.tiers.perks.${tier.id}`)}</p>
          </li>
        ))}
      </ol>
      <p className="form__note">{t('affiliate.whyJoin.tiers.note')}</p>
    </section>
  );
}
