import type { ComponentProps } from 'react';
import { type FilteredInputOptions, useFilteredInput } from './use-filtered-input';

export interface FilteredInputProps
  extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'>,
    FilteredInputOptions {
  /** Only the text types that have a selection API: the caret is restored with setSelectionRange. */
  readonly type?: 'text' | 'password' | 'search' | 'tel';
}

/**
 * An input that only ever holds what its rule accepts (see useFilteredInput). Every other input
 * prop is passed through (id, name, aria-invalid, aria-describedby, ref...), so labels and
 * error messages are associated as with a plain input, and a form with `name` set submits the
 * filtered string. inputMode defaults to the rule's keypad.
 */
export function FilteredInput({
  rule,
  value,
  defaultValue,
  onValueChange,
  type = 'text',
  inputMode,
  onCompositionStart,
  onCompositionEnd,
  onBlur,
  ...inputProps
}: FilteredInputProps) {
  const filtered = useFilteredInput({ rule, value, defaultValue, onValueChange }).inputProps;
  return (
    <input
      {...inputProps}
      type={type}
      inputMode={inputMode ?? filtered.inputMode}
      value={filtered.value}
      onChange={filtered.onChange}
      onCompositionStart={(event) => {
        filtered.onCompositionStart();
        onCompositionStart?.(event);
      }}
      onCompositionEnd={(event) => {
        filtered.onCompositionEnd(event);
        onCompositionEnd?.(event);
      }}
      onBlur={(event) => {
        filtered.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
