import { describe, expect, it } from 'vitest';
import { decimalRule, digitsRule, futuresNumberRule, numericCodeRule } from './rules.ts';

describe('input rules', () => {
  it('asks for the keypad that can type the value', () => {
    expect(digitsRule.inputMode).toBe('numeric');
    expect(numericCodeRule().inputMode).toBe('numeric');
    expect(decimalRule().inputMode).toBe('decimal');
    expect(decimalRule(0).inputMode).toBe('numeric');
    expect(futuresNumberRule().inputMode).toBe('decimal');
    expect(futuresNumberRule({ positiveOnly: false }).inputMode).toBe('text');
  });

  it('reads a typed comma as the point only where a point is allowed', () => {
    expect(decimalRule().commaIsPoint).toBe(true);
    expect(decimalRule(0).commaIsPoint).toBe(false);
    expect(futuresNumberRule({ decimals: 0 }).commaIsPoint).toBe(false);
  });

  it('binds the options into filter and commit', () => {
    expect(numericCodeRule(4).filter('123456')).toBe('1234');
    expect(decimalRule(3).filter('1.23456')).toBe('1.234');
    expect(decimalRule().commit?.('1.')).toBe('1');
    const leverage = futuresNumberRule({ decimals: 0, min: '1', max: '125' });
    expect(leverage.filter('0')).toBe('0');
    expect(leverage.commit?.('0')).toBe('1');
    expect(leverage.commit?.('300')).toBe('125');
  });
});
