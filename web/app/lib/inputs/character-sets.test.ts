import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs, typedText } from '../../../test/support/text-arbitrary.ts';
import {
  digitsHyphenUnderscore,
  digitsOnly,
  englishLettersAndSymbols,
  lettersAndDigits,
  lettersDigitsChinese,
  lettersOnly,
  numericCode,
} from './character-sets.ts';

// Each filter with the pattern a whole accepted value matches and characters it accepts.
const sets = [
  { name: 'digitsOnly', filter: digitsOnly, accepted: /^[0-9]*$/, alphabet: [...'0123456789'] },
  { name: 'digitsHyphenUnderscore', filter: digitsHyphenUnderscore, accepted: /^[0-9_-]*$/, alphabet: [...'09-_'] },
  { name: 'lettersAndDigits', filter: lettersAndDigits, accepted: /^[A-Za-z0-9]*$/, alphabet: [...'aZ09'] },
  { name: 'lettersOnly', filter: lettersOnly, accepted: /^[\p{L}\p{M} ]*$/u, alphabet: [...'aé жя中ाि𝐀'] },
  {
    name: 'englishLettersAndSymbols',
    filter: englishLettersAndSymbols,
    accepted: /^[A-Za-z !-/:-@[-`{-~]*$/,
    alphabet: [...'aZ !"#/:@[`{~'],
  },
  {
    name: 'lettersDigitsChinese',
    filter: lettersDigitsChinese,
    accepted: /^[A-Za-z0-9\p{Script=Han} ,.!?:;\-_()，。！？、：；（）“”‘’]*$/u,
    alphabet: [...'aZ09中價 ,.!?:;-_()，。！？、：；（）“”‘’'],
  },
];

describe.each(sets)('$name', ({ filter, accepted, alphabet }) => {
  it('keeps only accepted characters', () => {
    fc.assert(
      fc.property(typedText, (text) => {
        expect(filter(text)).toMatch(accepted);
      }),
      runs,
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(typedText, (text) => {
        expect(filter(filter(text))).toBe(filter(text));
      }),
      runs,
    );
  });

  it('passes accepted text unchanged', () => {
    const acceptedText = fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(acceptedText, (text) => {
        expect(filter(text)).toBe(text);
      }),
      runs,
    );
  });
});

describe('character sets on typical input', () => {
  it('reads full-width digits and letters as ASCII in the ASCII sets', () => {
    expect(digitsOnly('１２a３')).toBe('123');
    expect(lettersAndDigits('ＡＢ－１')).toBe('AB1');
    expect(digitsHyphenUnderscore('１２－３＿4')).toBe('12-3_4');
  });

  it('cuts a numeric code to six digits, or the length given', () => {
    expect(numericCode('123 456 7')).toBe('123456');
    expect(numericCode('12-34', 4)).toBe('1234');
    expect(numericCode('１２３')).toBe('123');
  });

  it('keeps names in any script for lettersOnly, without digits or punctuation', () => {
    expect(lettersOnly("Nguyễn Văn A1, O'Brien")).toBe('Nguyễn Văn A OBrien');
    expect(lettersOnly('प्रिया 山田 Ørsted')).toBe('प्रिया 山田 Ørsted');
  });

  it('drops digits but keeps symbols for englishLettersAndSymbols', () => {
    expect(englishLettersAndSymbols('P@ss w0rd!，中')).toBe('P@ss wrd!,');
  });

  it('keeps Chinese and its punctuation, but not other scripts or symbols', () => {
    expect(lettersDigitsChinese('你好，世界！(Hi) 2024 — ¥$ жé')).toBe('你好，世界！(Hi) 2024   ');
  });
});
