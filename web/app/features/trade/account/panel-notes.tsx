import { useTranslation } from 'react-i18next';

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
