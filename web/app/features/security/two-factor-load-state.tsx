import { useTranslation } from 'react-i18next';
import { refreshTwoFactorStatus, type StatusSnapshot } from './two-factor-status.ts';

/** What a second-factor section shows until its status is ready: a loading line, or the failure and a retry. */
export function TwoFactorLoadState({ snapshot }: { snapshot: StatusSnapshot }) {
  const { t } = useTranslation();
  if (snapshot.state === 'loading') {
    return (
      <p className="two-factor__status" role="status">
        {t('twoFactor.loading')}
      </p>
    );
  }
  if (snapshot.state === 'failed') {
    return (
      <div className="two-factor__status" role="alert">
        <p>{t('twoFactor.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void refreshTwoFactorStatus()}>
          {t('twoFactor.retry')}
        </button>
      </div>
    );
  }
  return null;
}
