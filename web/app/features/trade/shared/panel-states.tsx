import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../ui/retry-alert.tsx';

/** What a terminal panel shows while its list loads, when it failed, and when it is empty. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="trade-panel__empty" role="status">
      {t('common.loading')}
    </p>
  );
}

export function LoadFailed({ onRetry, className = 'trade-panel__empty' }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <RetryAlert
      className={className}
      message={t('trade.account.loadFailed')}
      retryLabel={t('trade.retry')}
      onRetry={onRetry}
    />
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <p className="trade-panel__empty" role="status">
      {text}
    </p>
  );
}
