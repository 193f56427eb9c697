import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs, textWithCaret } from '../../../test/support/text-arbitrary.ts';
import { filterWithCaret } from './caret.ts';
import { digitsOnly, lettersDigitsChinese, lettersOnly, numericCode } from './character-sets.ts';
import { decimal } from './decimal.ts';

/** Text with "|" marking the caret, as the user sees it. */
function split(marked: string): [string, number] {
  return [marked.replace('|', ''), marked.indexOf('|')];
}

function filterMarked(marked: string, filter: (value: string) => string): string {
  const [value, caret] = split(marked);
  const out = filterWithCaret(value, caret, filter);
  return `${out.value.slice(0, out.caret)}|${out.value.slice(out.caret)}`;
}

describe('filterWithCaret', () => {
  it.each([
    ['12a|3', '12|3'], // a rejected keystroke leaves the caret where it was
    ['1a2b3|', '123|'], // a paste keeps the caret after what was kept of it
    ['|x12', '|12'],
    ['１２|', '12|'], // converted, not removed: the caret does not move
  ])('digitsOnly: %j -> %j', (before, after) => {
    expect(filterMarked(before, digitsOnly)).toBe(after);
  });

  it.each([
    ['.|5', '0.|5'],
    ['.5|', '0.5|'],
    ['00|7.5', '|7.5'],
    ['0|5', '|5'],
    ['1.2.|3', '1.2|3'],
    ['1.23|4', '1.23|'],
    ['1.2|93', '1.2|9'],
    ['1,234.5|6', '1234.5|6'],
  ])('decimal with 2 decimals: %j -> %j', (before, after) => {
    expect(filterMarked(before, (value) => decimal(value))).toBe(after);
  });

  it('keeps the caret after a removed emoji instead of inside its surrogate pair', () => {
    expect(filterMarked('ab🙂|c', lettersOnly)).toBe('ab|c');
    expect(filterMarked('𝟎|𝐀', lettersOnly)).toBe('|𝐀');
  });

  it('leaves the caret alone when nothing is filtered, and keeps it inside the text', () => {
    expect(filterWithCaret('123', 2, digitsOnly)).toEqual({ value: '123', caret: 2 });
    expect(filterWithCaret('123', 9, digitsOnly)).toEqual({ value: '123', caret: 3 });
    expect(filterWithCaret('1234567', 7, numericCode)).toEqual({ value: '123456', caret: 6 });
  });

  it('for a character-set filter, puts the caret after the filtered text before it', () => {
    for (const filter of [digitsOnly, lettersOnly, lettersDigitsChinese]) {
      fc.assert(
        fc.property(textWithCaret, ({ text, caret }) => {
          const out = filterWithCaret(text, caret, filter);
          expect(out.value).toBe(filter(text));
          expect(out.caret).toBe(filter(text.slice(0, caret)).length);
        }),
        runs,
      );
    }
  });

  it('for the decimal filter, keeps the caret within the value', () => {
    fc.assert(
      fc.property(textWithCaret, ({ text, caret }) => {
        const out = filterWithCaret(text, caret, (value) => decimal(value));
        expect(out.caret).toBeGreaterThanOrEqual(0);
        expect(out.caret).toBeLessThanOrEqual(out.value.length);
      }),
      runs,
    );
  });
});
