import type { ReactNode } from 'react';
import { decimalRule } from '../../lib/inputs/rules.ts';
import { ActionField, FieldError } from '../../ui/form-parts.tsx';
import { AMOUNT_DECIMALS } from './model/earn-terms.ts';

const amountRule = decimalRule(AMOUNT_DECIMALS);

export interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The "max" button's text and accessible name; no button without it. */
  max?: { text: string; label: string; value: string | null };
  hint?: ReactNode;
  error?: string;
  testId: string;
}

/** An amount input that only takes a decimal at the earn precision, with a "max" button, its hint and its error. */
export function AmountField({ id, label, value, onChange, max, hint, error, testId }: AmountFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <ActionField
      id={id}
      label={label}
      rule={amountRule}
      value={value}
      onChange={onChange}
      autoComplete="off"
      placeholder="0"
      invalid={Boolean(error)}
      aria-describedby={described}
      data-testid={testId}
      action={
        max && (
          <button
            type="button"
            className="field__action"
            aria-label={max.label}
            disabled={max.value === null}
            onClick={() => max.value !== null && onChange(max.value)}
          >
            {max.text}
          </button>
        )
      }
    >
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </ActionField>
  );
}
