import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingChoice } from './tracking-choice.ts';

/**
 * The first-visit privacy choice: a small strip at the bottom of the page that blocks nothing and
 * takes no focus. It is a labelled region, so screen-reader users find it among the landmarks.
 * The server renders it with the document (so it paints with the page); its buttons wait for the
 * script, which is what records the choice, rather than take a click that would do nothing.
 */
export function TrackingBanner({ onChoose }: { onChoose: (choice: TrackingChoice) => void }) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section className="tracking-banner" aria-label={t('analytics.consentLabel')} data-testid="tracking-banner">
      <p>{t('analytics.consentMessage')}</p>
      <p className="tracking-banner__actions">
        <button type="button" className="button button--primary" disabled={!hydrated} onClick={() => onChoose('allow')}>
          {t('analytics.allow')}
        </button>
        <button type="button" className="button" disabled={!hydrated} onClick={() => onChoose('decline')}>
          {t('analytics.decline')}
        </button>
      </p>
    </section>
  );
}
