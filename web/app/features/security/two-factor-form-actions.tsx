import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../ui/form-parts.tsx';

/** The send and cancel buttons under a sign-in factor's form. */
export function TwoFactorFormActions({
  pending,
  submitLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="two-factor__actions">
      <SubmitButton pending={pending} label={submitLabel} pendingLabel={t('twoFactor.working')} />
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('twoFactor.cancel')}
      </button>
    </div>
  );
}
