import { useTranslation } from 'react-i18next';

/** A part of the screen that could not be read, with a way to read it again. */
export function SectionFailure({ message, busy, onRetry }: { message: string; busy: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="task-centre__failure" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry} disabled={busy}>
        {busy ? t('common.loading') : t('tasks.retry')}
      </button>
    </div>
  );
}
