import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FilteredInput, type FilteredInputProps } from './filtered-input.tsx';

/** A problem of the whole form (one no single field owns), announced as it appears. */
export function FormError({ message, testId }: { message: string | undefined | false; testId?: string }) {
  if (!message) return null;
  return (
    <p className="form__error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}

/** A field's error under it; `id` is what the input names in its aria-describedby. */
export function FieldError({ id, error, testId }: { id: string; error: ReactNode; testId?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error" role="alert" data-testid={testId}>
      {error}
    </p>
  );
}

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  /** What the button says while the form is being sent. */
  pendingLabel: string;
  /** Full width, as on the stacked account forms. */
  block?: boolean;
}

/** A form's primary submit button, disabled and saying so while the form is sent. */
export function SubmitButton({ pending, label, pendingLabel, block }: SubmitButtonProps) {
  return (
    <button type="submit" className={`button button--primary${block ? ' button--block' : ''}`} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** A line under the input, read with it by screen readers. */
  hint?: string;
  error?: string;
}

/** A labelled input with its hint and its error, both tied to it for screen readers. */
export function TextField({ label, value, onChange, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const describers = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describers || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

interface ActionFieldProps extends Omit<FilteredInputProps, 'id' | 'onValueChange' | 'aria-invalid'> {
  /** The id of the input, which the label names and the lines under it build on. */
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Whether the input is marked invalid (its error shows under it). */
  invalid: boolean;
  /** The button beside the input (max, send the code again). */
  action: ReactNode;
  /** The lines under the field: its hint, its error. */
  children?: ReactNode;
}

/** A labelled input that takes only what its rule accepts, a button beside it, and its lines under it. */
export function ActionField({ id, label, onChange, invalid, action, children, ...input }: ActionFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__with-action">
        <FilteredInput {...input} id={id} onValueChange={onChange} aria-invalid={invalid ? true : undefined} />
        {action}
      </div>
      {children}
    </div>
  );
}
