// Test helper: text that mixes what users type into these fields (ASCII, full-width forms,
// Chinese, Latin with accents, Cyrillic, Arabic, Devanagari with a combining sign, emoji, an
// astral letter and an astral digit) with arbitrary Unicode, so filters meet both.
import fc from 'fast-check';

const typedCharacters = [
  ...'aZq09 .,-_+!?()$@~\t\n',
  ...'５Ａ．。－＿　，！？（）：；、“”‘’',
  ...'中文價格éßжяاهि',
  '🙂',
  '𝐀', // U+1D400, a letter outside the BMP
  '𝟎', // U+1D7CE, a digit with the same high surrogate as 𝐀
];

export const typedText = fc.oneof(
  fc.array(fc.constantFrom(...typedCharacters), { maxLength: 24 }).map((chars) => chars.join('')),
  fc.string({ unit: 'binary', maxLength: 24 }),
);

/** Text made of what number fields see: digits (zeros often), points, signs, commas. */
export const numberText = fc.string({ unit: fc.constantFrom(...'0001239..-,５．'), maxLength: 16 });

/** A text and a caret on a code point boundary in it. */
export const textWithCaret = fc
  .array(fc.oneof(fc.constantFrom(...typedCharacters), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), {
    maxLength: 24,
  })
  .chain((chars) =>
    fc.nat({ max: chars.length }).map((index) => ({
      text: chars.join(''),
      caret: chars.slice(0, index).join('').length,
    })),
  );

export const runs = { numRuns: 200 };
