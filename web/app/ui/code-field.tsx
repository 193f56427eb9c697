import { type ReactNode, useId } from 'react';
import { numericCodeRule } from '../lib/inputs/rules.ts';
import { ActionField, FieldError } from './form-parts.tsx';

const codeRule = numericCodeRule();

interface CodeFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** The button beside the input that (re)sends the code. */
  send: { label: string; disabled: boolean; onClick(): void };
  /** A line under the field, e.g. where the code went. */
  note?: ReactNode;
}

/** The digits of a mailed verification code, with the button that sends it again. */
export function CodeField({ label, name, value, onChange, error, send, note }: CodeFieldProps) {
  const id = useId();
  return (
    <ActionField
      id={id}
      label={label}
      name={name}
      rule={codeRule}
      value={value}
      onChange={onChange}
      autoComplete="one-time-code"
      invalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
      required
      action={
        <button type="button" className="field__action" onClick={send.onClick} disabled={send.disabled}>
          {send.label}
        </button>
      }
    >
      {note}
      <FieldError id={`${id}-error`} error={error} />
    </ActionField>
  );
}
