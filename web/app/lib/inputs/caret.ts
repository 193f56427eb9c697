/** A filter turns whatever the field holds into what it accepts; it must be idempotent. */
export type InputFilter = (value: string) => string;

export interface FilteredText {
  readonly value: string;
  /** Caret offset in `value`, in UTF-16 code units like `selectionStart`. */
  readonly caret: number;
}

/**
 * Filters `value` and moves the caret (a UTF-16 offset, as the input element reports it) so it
 * stays after the character the user just typed or pasted: it moves left by the characters the
 * filter removed before it.
 *
 * The text is compared by code points, so a caret never lands inside a surrogate pair. The
 * unchanged head and tail of the text anchor the caret; inside the changed middle it is placed
 * after the filtered middle text that was before it. For filters that treat each character on
 * its own (the character sets, numericCode aside) this is exactly
 * `filter(value.slice(0, caret)).length`; for numericCode and the decimal filters, which also add
 * a "0" or cut digits, the anchors keep it next to the edit.
 */
export function filterWithCaret(value: string, caret: number, filter: InputFilter): FilteredText {
  const filtered = filter(value);
  const at = Math.min(Math.max(caret, 0), value.length);
  if (filtered === value) return { value, caret: at };

  const before = Array.from(value);
  const after = Array.from(filtered);
  const caretPoint = Array.from(value.slice(0, at)).length;
  const shared = Math.min(before.length, after.length);
  let head = 0;
  while (head < shared && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < shared - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;

  let mapped: number;
  if (caretPoint <= head) mapped = caretPoint;
  else if (caretPoint >= before.length - tail) mapped = after.length - (before.length - caretPoint);
  else {
    const middleBeforeCaret = filter(before.slice(head, caretPoint).join(''));
    mapped = head + Math.min(Array.from(middleBeforeCaret).length, after.length - tail - head);
  }
  return { value: filtered, caret: after.slice(0, mapped).join('').length };
}
