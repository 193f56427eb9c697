import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { kycPromptShownCookie } from '../../lib/kyc-prompt-cookie.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';

/**
 * The KYC popup (spec 3 "KYC popup visible flag"): a strip at the top of the page for signed-in
 * users who have not verified their identity (kycVerified, true from level 1 on). It shows at most
 * once per browser session (a session cookie the server reads, so it renders with the page and
 * never shifts it) and never on the verification page. Once shown, it stays until dismissed or
 * until the next page load.
 */
export function KycPrompt() {
  const { t } = useTranslation();
  const { kycPromptShown } = useRootData();
  const visible = useAppStore((state) => state.kycPopupVisible);
  const setVisible = useAppStore((state) => state.setKycPopupVisible);
  const onVerificationPage = useLocation().pathname.endsWith('/account/verification');
  const [shownHere, setShownHere] = useState(false);
  const showing = visible && !onVerificationPage && (shownHere || !kycPromptShown);

  useEffect(() => {
    if (!showing || shownHere) return;
    document.cookie = kycPromptShownCookie({ secure: window.location.protocol === 'https:' });
    setShownHere(true);
  }, [showing, shownHere]);

  if (!showing) return null;
  const dismiss = () => setVisible(false);
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
