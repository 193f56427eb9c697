import type { ApplicationErrorCode } from '@vela/contracts/affiliate';
import { localeByCode } from '@vela/contracts/locale-table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { errorMessageValues } from './field-errors.ts';

/** The element id of a field, from its API path: 'channels.1.handle' is #affiliate-channels-1-handle. */
export const fieldId = (path: string) => `affiliate-${path.replace(/\./g, '-')}`;

/** What a control needs to be tied to its label, hint and error. */
export interface FieldBindings {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The translated message of an error code; the limits it quotes are formatted for the locale. */
export function useErrorMessage(): (code: ApplicationErrorCode) => string {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const values = useMemo(() => errorMessageValues(localeByCode[locale].tag), [locale]);
  return (code) => t(`affiliate.errors.${code}`, values);
}

export function FieldError({ id, code }: { id: string; code: ApplicationErrorCode | undefined }) {
  const message = useErrorMessage();
  if (!code) return null;
  return (
    <p id={id} className="field__error">
      {message(code)}
    </p>
  );
}

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** Label, control, hint and error of one field; the control receives its bindings. */
export function FormField({
  path,
  label,
  hint,
  error,
  children,
}: {
  path: string;
  label: string;
  hint?: ReactNode;
  error: ApplicationErrorCode | undefined;
  children: (bindings: FieldBindings) => ReactNode;
}) {
  const id = fieldId(path);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(hintId, errorId) })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} code={error} />
    </div>
  );
}
