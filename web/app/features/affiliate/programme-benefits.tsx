import { useTranslation } from 'react-i18next';

const benefits = ['commission', 'payouts', 'dashboard', 'manager', 'materials', 'campaigns'] as const;

export function ProgrammeBenefits() {
  const { t } = useTranslation();
  return (
    <section className="band affiliate-section" aria-labelledby="benefits-heading">
      <h2 id="benefits-heading">{t('affiliate.whyJoin.benefits.heading')}</h2>
      <ul className="affiliate-benefits">
        {benefits.map((benefit) => (
          <li key={benefit} className="affiliate-card">
            <h3>{t(`affiliate.whyJoin.benefits.${benefit}.title`)}</h3>
            <p>{t(`affiliate.whyJoin.benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
