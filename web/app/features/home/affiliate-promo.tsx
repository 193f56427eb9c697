import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../ui/locale-link.tsx';

/** The affiliate (KOL) programme: apply, or read why first. */
export function AffiliatePromo() {
  const { t } = useTranslation();
  return (
    <section className="home-band home-affiliate" aria-labelledby="home-affiliate-heading" data-testid="home-affiliate">
      <div>
        <h2 id="home-affiliate-heading">{t('home.affiliate.heading')}</h2>
        <p>{t('home.affiliate.text')}</p>
      </div>
      <div className="home-actions">
        <LocaleLink
          to="/affiliate-register"
          className="button button--primary"
          data-track-module="home_affiliate"
          data-track-element="apply"
        >
          {t('home.affiliate.apply')}
        </LocaleLink>
        <LocaleLink
          to="/affiliate-register/why-join-vela"
          className="button"
          data-track-module="home_affiliate"
          data-track-element="why_join"
        >
          {t('home.affiliate.whyJoin')}
        </LocaleLink>
      </div>
    </section>
  );
}
