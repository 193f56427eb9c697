import { useTranslation } from 'react-i18next';

/** What a terminal panel shows while its list loads, when it failed, and when it is empty. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="trade-panel__empty" role="status">
      {t('common.loading')}
    </p>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="trade-panel__empty" role="alert">
      {t('trade.account.loadFailed')}{' '}
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('trade.retry')}
      </button>
    </p>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <p className="trade-panel__empty" role="status">
      {text}
    </p>
  );
}
