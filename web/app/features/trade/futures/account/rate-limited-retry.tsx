import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetryAfter } from '../../../../state/paged-list.ts';

/** Whole seconds left of the wait the server asked for, at `now`. */
export function secondsLeft(retryAfter: RetryAfter, now: number): number {
  return Math.max(0, Math.ceil((retryAfter.at + retryAfter.seconds * 1000 - now) / 1000));
}

/**
 * A list the server refused to read for too many requests (429): how long it asked to wait,
 * counted down each second, and a button that reads it again. The alert is said once, with the
 * wait as asked; the countdown is for the eye.
 */
export function RateLimitedRetry({ retryAfter, onRetry }: { retryAfter: RetryAfter; onRetry: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(retryAfter, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return (
    <div className="trade-panel__empty" data-testid="rate-limited">
      <p role="alert" className="visually-hidden">
        {t('futuresAccount.rateLimited', { seconds: retryAfter.seconds })}
      </p>
      <p aria-hidden="true" className="rate-limited__wait">
        {left > 0 ? t('futuresAccount.rateLimited', { seconds: left }) : t('futuresAccount.rateLimitedNow')}
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('trade.retry')}
      </button>
    </div>
  );
}
