import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { credited, divide, divideToInteger, divideToStep, owed, roundTo } from './futures-margin-rounding.ts';

const b = (value: string) => new Big(value);

describe('divideToInteger', () => {
  it('floors and ceils exactly, whatever the signs', () => {
    expect(divideToInteger(b('7'), b('2'), 'floor').toFixed()).toBe('3');
    expect(divideToInteger(b('7'), b('2'), 'ceil').toFixed()).toBe('4');
    expect(divideToInteger(b('-7'), b('2'), 'floor').toFixed()).toBe('-4');
    expect(divideToInteger(b('-7'), b('2'), 'ceil').toFixed()).toBe('-3');
    expect(divideToInteger(b('7'), b('-2'), 'floor').toFixed()).toBe('-4');
    expect(divideToInteger(b('6'), b('2'), 'ceil').toFixed()).toBe('3');
    expect(divideToInteger(b('0'), b('-2'), 'floor').toFixed()).toBe('0');
  });

  it('is not fooled by a quotient within 10^-20 of an integer', () => {
    // (3 - 10^-25) / 1 would round half up to 3 at big.js's 20 places; its floor is 2
    expect(divideToInteger(b('2.9999999999999999999999999'), b('1'), 'floor').toFixed()).toBe('2');
  });
});

describe('divide and divideToStep', () => {
  it('round a quotient to places in a stated direction', () => {
    // 1 / 3 = 0.333333333...
    expect(divide(b('1'), b('3'), 8, 'floor').toFixed()).toBe('0.33333333');
    expect(divide(b('1'), b('3'), 8, 'ceil').toFixed()).toBe('0.33333334');
    expect(divide(b('-1'), b('3'), 8, 'floor').toFixed()).toBe('-0.33333334');
    expect(divide(b('-1'), b('3'), 8, 'ceil').toFixed()).toBe('-0.33333333');
  });

  it('round a quotient to a grid step', () => {
    // 10 / 3 = 3.33...: 3.3 and 3.4 on a 0.1 grid; 3 and 3.5 on a 0.5 grid
    expect(divideToStep(b('10'), b('3'), b('0.1'), 'floor').toFixed()).toBe('3.3');
    expect(divideToStep(b('10'), b('3'), b('0.1'), 'ceil').toFixed()).toBe('3.4');
    expect(divideToStep(b('10'), b('3'), b('0.5'), 'floor').toFixed()).toBe('3');
    expect(divideToStep(b('10'), b('3'), b('0.5'), 'ceil').toFixed()).toBe('3.5');
  });
});

describe('owed and credited', () => {
  it('round what the user owes up and what is credited toward -infinity, to 8 places', () => {
    expect(owed(b('0.000000001')).toFixed()).toBe('0.00000001');
    expect(owed(b('1.5')).toFixed()).toBe('1.5');
    expect(credited(b('0.000000019')).toFixed()).toBe('0.00000001');
    // a loss is a negative credit: it grows
    expect(credited(b('-0.000000001')).toFixed()).toBe('-0.00000001');
    expect(roundTo(b('-0.000000001'), 8, 'ceil').toFixed()).toBe('0');
  });
});
