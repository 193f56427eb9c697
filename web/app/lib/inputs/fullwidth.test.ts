import { describe, expect, it } from 'vitest';
import { fullwidthToAscii } from './fullwidth.ts';

describe('fullwidthToAscii', () => {
  it('maps the whole full-width block, first to last, and the ideographic space', () => {
    expect(fullwidthToAscii('！０９ＡＺａｚ～　')).toBe('!09AZaz~ ');
  });

  it('leaves ASCII, Chinese and other punctuation alone', () => {
    expect(fullwidthToAscii('a1 中。、')).toBe('a1 中。、');
  });
});
