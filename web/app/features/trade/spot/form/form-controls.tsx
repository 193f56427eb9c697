import { useTranslation } from 'react-i18next';

/** A row of pressed-or-not buttons choosing one value (side, order type, unit). */
export function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: T; text: string }[];
  value: T;
  onChange: (value: T) => void;
  className: string;
}) {
  return (
    <fieldset className={`order-form__choice ${className}`}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          data-value={option.value}
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </button>
      ))}
    </fieldset>
  );
}

/** A field's messages: an i18n key and its values each. */
export function FieldErrors({
  id,
  errors,
}: {
  id: string;
  errors: readonly { key: string; values: Readonly<Record<string, string>> }[];
}) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <p id={id} className="order-form__error" data-testid="order-form-error">
      {errors.map((error) => t(error.key, error.values)).join(' ')}
    </p>
  );
}
