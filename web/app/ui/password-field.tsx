import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange(value: string): void;
  error?: string;
  /** A line under the field (e.g. the password rules), read with it by screen readers. */
  hint?: string;
  /** Ids of other elements that describe the field. */
  describedBy?: string;
}

/**
 * A password input with a show/hide toggle that keeps focus and works from the keyboard; its hint
 * and its error are tied to it for screen readers.
 */
export function PasswordField({
  name,
  label,
  autoComplete,
  value,
  onChange,
  error,
  hint,
  describedBy,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describers = [hint ? hintId : '', error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__with-action">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describers || undefined}
          required
        />
        <button
          type="button"
          className="field__action"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
