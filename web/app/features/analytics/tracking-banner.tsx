import { useTranslation } from 'react-i18next';
import type { TrackingChoice } from './tracking-choice.ts';

/**
 * The first-visit privacy choice: a small strip at the bottom of the page that blocks nothing and
 * takes no focus. It is a labelled region, so screen-reader users find it among the landmarks.
 */
export function TrackingBanner({ onChoose }: { onChoose: (choice: TrackingChoice) => void }) {
  const { t } = useTranslation();
  return (
    <section className="tracking-banner" aria-label={t('analytics.consentLabel')} data-testid="tracking-banner">
      <p>{t('analytics.consentMessage')}</p>
      <p className="tracking-banner__actions">
        <button type="button" className="button button--primary" onClick={() => onChoose('allow')}>
          {t('analytics.allow')}
        </button>
        <button type="button" className="button" onClick={() => onChoose('decline')}>
          {t('analytics.decline')}
        </button>
      </p>
    </section>
  );
}
