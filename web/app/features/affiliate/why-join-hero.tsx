import { commissionTiers } from '@vela/contracts/affiliate';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { formatPercent } from './programme-format.ts';
import { topCommissionPercent } from './tier-ranges.ts';

/** The opening of the information page: the promise, the figures behind it, the two ways on. */
export function WhyJoinHero() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const figures = [
    { value: formatPercent(topCommissionPercent, locale), label: t('affiliate.whyJoin.figures.commission') },
    { value: String(commissionTiers.length), label: t('affiliate.whyJoin.figures.tiers') },
    { value: t('affiliate.whyJoin.figures.payoutValue'), label: t('affiliate.whyJoin.figures.payout') },
  ];
  return (
    <header className="affiliate-hero">
      <div className="band">
        <p className="affiliate-hero__eyebrow">{t('affiliate.whyJoin.eyebrow')}</p>
        <h1 id="why-join-heading">{t('affiliate.whyJoin.heading')}</h1>
        <p className="lead">{t('affiliate.whyJoin.intro')}</p>
        <p className="affiliate-actions">
          <LocaleLink to="/affiliate-register" className="button button--primary">
            {t('affiliate.whyJoin.applyNow')}
          </LocaleLink>
          <a href="#tiers" className="button">
            {t('affiliate.whyJoin.seeTiers')}
          </a>
        </p>
        <dl className="affiliate-figures">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
