import { type ChangeEvent, type CompositionEvent, useRef, useState } from 'react';
import { filterWithCaret } from '../lib/inputs/caret';
import { typedCommaAsPoint } from '../lib/inputs/decimal';
import type { InputRule } from '../lib/inputs/rules';

export interface FilteredInputOptions {
  readonly rule: InputRule;
  /** Controlled value; shown as given, so pass a value the rule accepts. */
  readonly value?: string;
  /** Uncontrolled starting value, filtered once. */
  readonly defaultValue?: string;
  /** Called with each new filtered value (a decimal string for the number rules: parse it with big.js, not Number). */
  readonly onValueChange?: (value: string) => void;
}

export interface FilteredInputBindings {
  readonly value: string;
  readonly inputMode: InputRule['inputMode'];
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onCompositionStart: () => void;
  readonly onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => void;
  readonly onBlur: () => void;
}

/**
 * Keeps an input's text within `rule` while the user types, pastes or drops text, with the caret
 * kept after the edit. During IME composition (Chinese, Japanese, Korean) the raw text is shown
 * and nothing is filtered: changing the text under an open composition breaks it. The composed
 * text is filtered on compositionend. `value` is the filtered value, never composition text.
 */
export function useFilteredInput({ rule, value, defaultValue, onValueChange }: FilteredInputOptions): {
  value: string;
  inputProps: FilteredInputBindings;
} {
  const [ownValue, setOwnValue] = useState(() => rule.filter(defaultValue ?? ''));
  const [compositionText, setCompositionText] = useState<string | null>(null);
  // A ref, not state: the input events of one composition arrive before any re-render.
  const composing = useRef(false);
  const current = value ?? ownValue;

  function accept(next: string) {
    if (next === current) return;
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  }

  function filterElement(input: HTMLInputElement, raw: string) {
    const filtered = filterWithCaret(raw, input.selectionEnd ?? raw.length, rule.filter);
    if (filtered.value !== input.value) {
      // Written to the element here, in the event, rather than after React's render: when the
      // filter rejects a keystroke the value does not change, nothing renders, and React would
      // put the old text back itself with the caret at the end.
      input.value = filtered.value;
      input.setSelectionRange(filtered.caret, filtered.caret);
    }
    accept(filtered.value);
  }

  return {
    value: current,
    inputProps: {
      value: compositionText ?? current,
      inputMode: rule.inputMode,
      onChange(event) {
        const input = event.currentTarget;
        // Chrome sends the last input of a composition before compositionend: still composing.
        if (composing.current) {
          setCompositionText(input.value);
          return;
        }
        const native = event.nativeEvent;
        const typedComma =
          rule.commaIsPoint && native instanceof InputEvent && native.inputType === 'insertText' && native.data === ',';
        filterElement(input, typedComma ? typedCommaAsPoint(input.value, input.selectionEnd ?? 0) : input.value);
      },
      onCompositionStart() {
        composing.current = true;
      },
      onCompositionEnd(event) {
        // Safari sends compositionend before the composition's last input event, which then
        // arrives as an ordinary edit and is filtered by onChange.
        composing.current = false;
        setCompositionText(null);
        filterElement(event.currentTarget, event.currentTarget.value);
      },
      onBlur() {
        if (rule.commit) accept(rule.commit(current));
      },
    },
  };
}
