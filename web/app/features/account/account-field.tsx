import { useId } from 'react';
import { useTranslation } from 'react-i18next';

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
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('auth.account')}</label>
      <input
        id={id}
        name="account"
        type="text"
        inputMode="email"
        autoComplete="username"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        required
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('auth.accountHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
