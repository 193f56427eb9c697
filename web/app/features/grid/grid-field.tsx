import { type ReactNode, useId } from 'react';
import type { InputRule } from '../../lib/inputs/rules.ts';
import { FilteredInput } from '../../ui/filtered-input.tsx';
import { FieldError } from '../../ui/form-parts.tsx';

export interface GridFieldProps {
  label: string;
  value: string;
  rule: InputRule;
  onChange(value: string): void;
  /** Lines under the input, read with it. */
  hint?: ReactNode;
  error?: string;
  testId: string;
}

/** A labelled number input of the create form, its hint and its error tied to it for screen readers. */
export function GridField({ label, value, rule, onChange, hint, error, testId }: GridFieldProps) {
  const id = useId();
  const describers = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <FilteredInput
        id={id}
        rule={rule}
        value={value}
        onValueChange={onChange}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describers || undefined}
        data-testid={testId}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} testId={`${testId}-error`} />
    </div>
  );
}
