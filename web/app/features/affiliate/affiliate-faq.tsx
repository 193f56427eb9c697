import { useTranslation } from 'react-i18next';
import { faqIds } from './faq.ts';

/** Questions as native disclosure widgets: keyboard and screen readers work without script. */
export function AffiliateFaq() {
  const { t } = useTranslation();
  return (
    <section className="band affiliate-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{t('affiliate.whyJoin.faq.heading')}</h2>
      <div className="affiliate-faq">
        {faqIds.map((id) => (
          <details key={id} className="affiliate-faq__item">
            <summary>{t(`affiliate.whyJoin.faq.${id}.question`)}</summary>
            <p>{t(`affiliate.whyJoin.faq.${id}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
