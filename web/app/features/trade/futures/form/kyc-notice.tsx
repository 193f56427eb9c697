import { FUTURES_OPENING_KYC_LEVEL } from '@vela/contracts/futures-trading';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../state/app-store.tsx';
import { LocaleLink } from '../../../../ui/locale-link.tsx';

/**
 * Tells a signed-in trader below the identity level futures need, before they transfer, set a
 * leverage or accept the risk notice, that opening a position needs it, with the way to it.
 */
export function KycNotice() {
  const { t } = useTranslation();
  const level = useAppStore((state) => state.user?.kycLevel);
  if (level === undefined || level >= FUTURES_OPENING_KYC_LEVEL) return null;
  return (
    <p className="order-form__outcome order-form__outcome--failed" data-testid="futures-kyc-required">
      {t('futuresForm.refusals.kyc-required')}{' '}
      <LocaleLink to="/account/verification" data-testid="futures-kyc-verify">
        {t('futuresForm.verifyIdentity')}
      </LocaleLink>
    </p>
  );
}
