import { TextField } from './form-parts.tsx';

interface AccountInputFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The e-mail-or-phone input a person signs in with, with its hint and its error. */
export function AccountInputField({ label, hint, value, onChange, error }: AccountInputFieldProps) {
  return (
    <TextField
      label={label}
      name="account"
      type="text"
      inputMode="email"
      autoComplete="username"
      value={value}
      onChange={onChange}
      hint={hint}
      error={error}
      required
    />
  );
}
