import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form-parts.tsx';

/** The e-mail-or-phone field of the account forms, with its hint and its error. */
export function AccountField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.account')}
      name="account"
      type="text"
      inputMode="email"
      autoComplete="username"
      value={value}
      onChange={onChange}
      hint={t('auth.accountHint')}
      error={error}
      required
    />
  );
}
