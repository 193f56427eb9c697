import { useTranslation } from 'react-i18next';
import { SendOrCancel } from './send-or-cancel.tsx';

/** The send and cancel buttons under a sign-in factor's form. */
export function TwoFactorFormActions(props: { pending: boolean; submitLabel: string; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <SendOrCancel
      className="two-factor__actions"
      pendingLabel={t('twoFactor.working')}
      cancelLabel={t('twoFactor.cancel')}
      {...props}
    />
  );
}
