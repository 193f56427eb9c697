import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { formatPercent } from './programme-format.ts';
import { topCommissionPercent } from './tier-ranges.ts';

const highlights = ['commission', 'dashboard', 'manager'] as const;

/** Beside the form: the programme in three lines and the way to the full information page. */
export function RegisterAside() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  return (
    <aside className="affiliate-card affiliate-aside" aria-labelledby="affiliate-aside-heading">
      <h2 id="affiliate-aside-heading">{t('affiliate.register.asideHeading')}</h2>
      <p className="affiliate-aside__rate">
        {t('affiliate.register.upTo', { rate: formatPercent(topCommissionPercent, locale) })}
      </p>
      <ul className="affiliate-ticks">
        {highlights.map((item) => (
          <li key={item}>{t(`affiliate.register.highlights.${item}`)}</li>
        ))}
      </ul>
      <LocaleLink to="/affiliate-register/why-join-vela">{t('affiliate.register.whyJoinLink')}</LocaleLink>
    </aside>
  );
}
