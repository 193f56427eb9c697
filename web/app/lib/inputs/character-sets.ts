import { fullwidthToAscii } from './fullwidth.ts';

// Character-set filters: each keeps the characters of its set and drops the others, one
// character at a time, so typing or pasting anything leaves only what the field accepts.
// The ASCII sets read full-width forms as their ASCII twins first (see fullwidth.ts).

/** Spec section 9: code inputs take 6 digits. */
export const CODE_LENGTH = 6;

/** Digits only: ASCII 0-9. */
export function digitsOnly(value: string): string {
  return fullwidthToAscii(value).replace(/[^0-9]/g, '');
}

/** Captcha / numeric code: digits, cut to the first `length` (6) so a pasted code that is too long keeps its head. */
export function numericCode(value: string, length = CODE_LENGTH): string {
  return digitsOnly(value).slice(0, length);
}

/** Digits, hyphen and underscore (ASCII "0-9", "-", "_"). */
export function digitsHyphenUnderscore(value: string): string {
  return fullwidthToAscii(value).replace(/[^0-9_-]/g, '');
}

/** Letters and digits: ASCII "A-Z", "a-z", "0-9" (codes, user names, referral codes). */
export function lettersAndDigits(value: string): string {
  return fullwidthToAscii(value).replace(/[^A-Za-z0-9]/g, '');
}

/**
 * Letters only, in any script: Unicode letters (\p{L}), the combining marks that complete them
 * (\p{M}: Devanagari or Thai vowel signs, decomposed Vietnamese accents) and the space between
 * names. No digits, hyphen or apostrophe: the spec says letters only.
 */
export function lettersOnly(value: string): string {
  return value.replace(/[^\p{L}\p{M} ]/gu, '');
}

/**
 * English letters and symbols: printable ASCII without the digits, that is letters, space and
 * the 32 punctuation characters ! " # $ % & ' ( ) * + , - . / : ; < = > ? @ [ \ ] ^ _ ` { | } ~.
 */
export function englishLettersAndSymbols(value: string): string {
  return fullwidthToAscii(value).replace(/[^\x20-\x2f\x3a-\x7e]/g, '');
}

/**
 * Letters, digits, Chinese and some punctuation: ASCII letters and digits, Han characters
 * (\p{Script=Han}, simplified and traditional), the ASCII punctuation space , . ! ? : ; - _ ( )
 * and the Chinese punctuation ，。！？、：；（）“”‘’. Full-width forms are kept as typed here:
 * the Chinese punctuation is full-width on purpose.
 */
export function lettersDigitsChinese(value: string): string {
  return value.replace(/[^A-Za-z0-9\p{Script=Han} ,.!?:;\-_()，。！？、：；（）“”‘’]/gu, '');
}
