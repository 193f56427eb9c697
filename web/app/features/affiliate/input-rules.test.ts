import { handlePattern } from '@vela/contracts/affiliate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { followersRule, handleCharacters, nameRule } from './input-rules.ts';

describe('handleCharacters', () => {
  it('keeps letters, digits, hyphen and underscore and drops the rest', () => {
    expect(handleCharacters('@mai.trades')).toBe('maitrades');
    expect(handleCharacters('https://t.me/mai_signals-2')).toBe('httpstmemai_signals-2');
    expect(handleCharacters('ｍａｉ＿１２')).toBe('mai_12');
    expect(handleCharacters('마이 trades')).toBe('trades');
  });

  it('always yields what the server accepts as a handle, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const kept = handleCharacters(text);
        expect(kept === '' || handlePattern.test(kept)).toBe(true);
        expect(handleCharacters(kept)).toBe(kept);
      }),
    );
  });
});

describe('the other field rules', () => {
  it('keep a name to letters and spaces in any script', () => {
    expect(nameRule.filter('Nguyễn Văn 2 An!')).toBe('Nguyễn Văn  An');
    expect(nameRule.filter('山田 太郎')).toBe('山田 太郎');
  });

  it('keep a follower count to digits with a numeric keypad', () => {
    expect(followersRule.filter('12,500 followers')).toBe('12500');
    expect(followersRule.inputMode).toBe('numeric');
  });
});
