import { useTranslation } from 'react-i18next';

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
