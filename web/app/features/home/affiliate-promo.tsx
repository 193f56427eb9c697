import { useTranslation } from 'react-i18next';
import { ButtonLinks } from '../../ui/button-links.tsx';

/** The affiliate (KOL) programme: apply, or read why first. */
export function AffiliatePromo() {
  const { t } = useTranslation();
  return (
    <section className="home-band home-affiliate" aria-labelledby="home-affiliate-heading" data-testid="home-affiliate">
      <div>
        <h2 id="home-affiliate-heading">{t('home.affiliate.heading')}</h2>
        <p>{t('home.affiliate.text')}</p>
      </div>
      <ButtonLinks
        className="home-actions"
        trackModule="home_affiliate"
        links={[
          { to: '/affiliate-register', label: t('home.affiliate.apply'), primary: true, trackElement: 'apply' },
          { to: '/affiliate-register/why-join-vela', label: t('home.affiliate.whyJoin'), trackElement: 'why_join' },
        ]}
      />
    </section>
  );
}
