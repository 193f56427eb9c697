import { describe, expect, it } from 'vitest';
import { formatDecimalText } from './decimal-text.ts';

describe('formatDecimalText', () => {
  it('groups and marks decimals as the language does, keeping every decimal', () => {
    expect(formatDecimalText('en-US', '65012.50')).toBe('65,012.50');
    expect(formatDecimalText('ru-RU', '65012.50')).toBe('65\u00a0012,50');
    expect(formatDecimalText('tr-TR', '0.00100000')).toBe('0,00100000');
    expect(formatDecimalText('ja-JP', '3')).toBe('3');
  });

  it('keeps digits a float would lose', () => {
    expect(formatDecimalText('en-US', '123456789012345678.12345678')).toBe('123,456,789,012,345,678.12345678');
  });
});
