import { useTranslation } from 'react-i18next';
import { useAppStore } from '../state/app-store.tsx';

/** The one visitor-facing message slot (spec 8 errors the UI reports, e.g. a failed native handoff). */
export function Notice() {
  const { t } = useTranslation();
  const notice = useAppStore((state) => state.notice);
  const dismiss = useAppStore((state) => state.dismissNotice);
  if (!notice) return null;
  return (
    <div className="notice" role="alert">
      <span>{notice}</span>
      <button type="button" className="icon-button" onClick={dismiss} aria-label={t('common.close')}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
