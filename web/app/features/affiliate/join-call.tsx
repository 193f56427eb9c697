import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../ui/locale-link.tsx';

/** The closing call to action of the information page. */
export function JoinCall() {
  const { t } = useTranslation();
  return (
    <section className="affiliate-cta" aria-labelledby="cta-heading">
      <div className="band">
        <h2 id="cta-heading">{t('affiliate.whyJoin.cta.heading')}</h2>
        <p className="lead">{t('affiliate.whyJoin.cta.text')}</p>
        <LocaleLink to="/affiliate-register" className="button button--primary">
          {t('affiliate.whyJoin.cta.button')}
        </LocaleLink>
      </div>
    </section>
  );
}
