import { useTranslation } from 'react-i18next';

const steps = ['apply', 'review', 'share', 'earn'] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="band affiliate-section" aria-labelledby="steps-heading">
      <h2 id="steps-heading">{t('affiliate.whyJoin.steps.heading')}</h2>
      <ol className="affiliate-steps">
        {steps.map((step) => (
          <li key={step}>
            <h3>{t(`affiliate.whyJoin.steps.${step}.title`)}</h3>
            <p>{t(`affiliate.whyJoin.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
