import { useTranslation } from 'react-i18next';
import { AccountInputField } from '../../ui/account-input-field.tsx';

/** The e-mail-or-phone field of the account forms, with its hint and its error. */
export function AccountField(props: { value: string; onChange(value: string): void; error?: string }) {
  const { t } = useTranslation();
  return <AccountInputField label={t('auth.account')} hint={t('auth.accountHint')} {...props} />;
}
