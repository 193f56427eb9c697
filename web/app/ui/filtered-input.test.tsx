// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decimalRule, digitsRule, futuresNumberRule, lettersDigitsChineseRule } from '../lib/inputs/rules';
import { FilteredInput } from './filtered-input';

afterEach(cleanup);

/**
 * What the browser does for an edit: the element's text becomes `text` with "|" marking where
 * the caret lands, then an input event fires.
 */
function edit(input: HTMLInputElement, marked: string, init: InputEventInit = {}) {
  const caret = marked.indexOf('|');
  const value = marked.replace('|', '');
  fireEvent.input(input, { target: { value, selectionStart: caret, selectionEnd: caret }, ...init });
}

/** The element's text with "|" at the caret. */
function shown(input: HTMLInputElement): string {
  const caret = input.selectionEnd ?? -1;
  expect(input.selectionStart).toBe(caret);
  return `${input.value.slice(0, caret)}|${input.value.slice(caret)}`;
}

function renderInput(props: Partial<Parameters<typeof FilteredInput>[0]> = {}) {
  const onValueChange = vi.fn();
  render(
    <>
      <label htmlFor="field">Field</label>
      <FilteredInput id="field" rule={digitsRule} onValueChange={onValueChange} {...props} />
    </>,
  );
  return { input: screen.getByLabelText<HTMLInputElement>('Field'), onValueChange };
}

describe('FilteredInput typing', () => {
  it('ignores a rejected keystroke and leaves the caret where it was', () => {
    const { input, onValueChange } = renderInput({ defaultValue: '12' });
    edit(input, '1a|2', { inputType: 'insertText', data: 'a' });
    expect(shown(input)).toBe('1|2');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('takes an accepted keystroke in the middle and keeps the caret after it', () => {
    const { input, onValueChange } = renderInput({ defaultValue: '12' });
    edit(input, '13|2', { inputType: 'insertText', data: '3' });
    expect(shown(input)).toBe('13|2');
    expect(onValueChange).toHaveBeenLastCalledWith('132');
  });

  it('filters a paste in the middle and keeps the caret after what was kept of it', () => {
    const { input, onValueChange } = renderInput({ defaultValue: '12' });
    edit(input, '1x3y|2', { inputType: 'insertFromPaste' });
    expect(shown(input)).toBe('13|2');
    expect(onValueChange).toHaveBeenLastCalledWith('132');
  });

  it('filters a paste at the end and puts the caret after what was kept of it', () => {
    const { input, onValueChange } = renderInput({ rule: decimalRule(), defaultValue: '1' });
    edit(input, '12,345.678|', { inputType: 'insertFromPaste' });
    expect(shown(input)).toBe('12345.67|');
    expect(onValueChange).toHaveBeenLastCalledWith('12345.67');
  });

  it('reads a comma typed on a decimal field as the point, but not a pasted one', () => {
    const { input, onValueChange } = renderInput({ rule: decimalRule(), defaultValue: '1' });
    edit(input, '1,|', { inputType: 'insertText', data: ',' });
    expect(shown(input)).toBe('1.|');
    edit(input, '1.5|', { inputType: 'insertText', data: '5' });
    expect(onValueChange).toHaveBeenLastCalledWith('1.5');
    edit(input, '1,2|', { inputType: 'insertFromPaste' });
    expect(shown(input)).toBe('12|');
  });

  it('keeps what the user is typing toward the minimum and clamps on blur', () => {
    const { input, onValueChange } = renderInput({ rule: futuresNumberRule({ min: '0.01', max: '100' }) });
    edit(input, '0.0|', { inputType: 'insertText', data: '0' });
    expect(input.value).toBe('0.0');
    fireEvent.blur(input);
    expect(input.value).toBe('0.01');
    expect(onValueChange).toHaveBeenLastCalledWith('0.01');
  });
});

describe('FilteredInput with an input method', () => {
  it('shows the raw composition and filters only at compositionend (Chrome order)', () => {
    const { input, onValueChange } = renderInput({ rule: lettersDigitsChineseRule, defaultValue: 'A' });
    fireEvent.compositionStart(input);
    edit(input, "Ani'h|", { isComposing: true, inputType: 'insertCompositionText' });
    expect(shown(input)).toBe("Ani'h|");
    edit(input, "Ani'hao|", { isComposing: true, inputType: 'insertCompositionText' });
    edit(input, 'A你好🙂|', { isComposing: true, inputType: 'insertCompositionText' });
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.compositionEnd(input, { data: '你好🙂' });
    expect(shown(input)).toBe('A你好|');
    expect(onValueChange).toHaveBeenCalledOnce();
    expect(onValueChange).toHaveBeenLastCalledWith('A你好');
  });

  it('filters the last input when compositionend comes first (Safari order)', () => {
    const { input, onValueChange } = renderInput({ defaultValue: '1' });
    fireEvent.compositionStart(input);
    edit(input, '1に|', { isComposing: true, inputType: 'insertCompositionText' });
    fireEvent.compositionEnd(input, { data: '２' });
    edit(input, '1２|', { inputType: 'insertText', data: '２' });
    expect(shown(input)).toBe('12|');
    expect(onValueChange).toHaveBeenLastCalledWith('12');
  });

  it('calls the caller’s composition and blur handlers too', () => {
    const onCompositionStart = vi.fn();
    const onCompositionEnd = vi.fn();
    const onBlur = vi.fn();
    const { input } = renderInput({ onCompositionStart, onCompositionEnd, onBlur });
    fireEvent.compositionStart(input);
    fireEvent.compositionEnd(input);
    fireEvent.blur(input);
    expect([onCompositionStart, onCompositionEnd, onBlur].map((handler) => handler.mock.calls.length)).toEqual([
      1, 1, 1,
    ]);
  });
});

describe('FilteredInput in a form', () => {
  it('passes input props through and picks the keypad from the rule', () => {
    const ref = createRef<HTMLInputElement>();
    const { input } = renderInput({ ref, name: 'code', 'aria-invalid': true, 'aria-describedby': 'hint' });
    expect(ref.current).toBe(input);
    expect(input).toMatchObject({ type: 'text', name: 'code', inputMode: 'numeric' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('hint');
    cleanup();
    expect(renderInput({ rule: decimalRule() }).input.inputMode).toBe('decimal');
    cleanup();
    expect(renderInput({ inputMode: 'text' }).input.inputMode).toBe('text');
  });

  it('works controlled, and submits the filtered string', () => {
    function AmountForm() {
      const [amount, setAmount] = useState('5');
      return (
        <form aria-label="order">
          <label htmlFor="amount">Amount</label>
          <FilteredInput id="amount" name="amount" rule={decimalRule(8)} value={amount} onValueChange={setAmount} />
          <output>{amount}</output>
        </form>
      );
    }
    render(<AmountForm />);
    const input = screen.getByLabelText<HTMLInputElement>('Amount');
    edit(input, '05.123456789|', { inputType: 'insertFromPaste' });
    expect(shown(input)).toBe('5.12345678|');
    expect(screen.getByRole('status').textContent).toBe('5.12345678');
    const form = screen.getByRole('form', { name: 'order' }) as HTMLFormElement;
    expect(new FormData(form).get('amount')).toBe('5.12345678');
  });
});
