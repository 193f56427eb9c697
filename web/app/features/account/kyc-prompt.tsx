import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppStore } from '../../state/app-store.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';

const DISMISSED_KEY = 'vela_kyc_prompt_dismissed';

/**
 * The KYC popup (spec 3 "KYC popup visible flag"): a non-blocking prompt for signed-in users who
 * have not verified their identity (kycVerified, true from level 1 on). "Later" hides it for this
 * browser session; the verification page itself does without it.
 */
export function KycPrompt() {
  const { t } = useTranslation();
  const visible = useAppStore((state) => state.kycPopupVisible);
  const setVisible = useAppStore((state) => state.setKycPopupVisible);
  const onVerificationPage = useLocation().pathname.endsWith('/account/verification');

  useEffect(() => {
    if (visible && window.sessionStorage.getItem(DISMISSED_KEY)) setVisible(false);
  }, [visible, setVisible]);

  if (!visible || onVerificationPage) return null;
  const dismiss = () => {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
    setVisible(false);
  };
  return (
    <aside className="kyc-prompt" aria-labelledby="kyc-prompt-title" data-testid="kyc-prompt">
      <h2 id="kyc-prompt-title">{t('kyc.title')}</h2>
      <p>{t('kyc.body')}</p>
      <p className="kyc-prompt__actions">
        <LocaleLink to="/account/verification" className="button button--primary" onClick={dismiss}>
          {t('kyc.verify')}
        </LocaleLink>
        <button type="button" className="button" onClick={dismiss}>
          {t('kyc.later')}
        </button>
      </p>
    </aside>
  );
}
