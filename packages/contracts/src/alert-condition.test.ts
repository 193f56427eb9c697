import { describe, expect, it } from 'vitest';
import { alertThresholds, alreadyMet, meetsThresholds } from './alert-condition.ts';

describe('price alert conditions', () => {
  it('fires an "above" alert at the target or above, never below it', () => {
    const thresholds = alertThresholds({ condition: 'above', price: '65000.50' }, '64000');
    expect(thresholds).toEqual({ upper: '65000.5', lower: null });
    expect(meetsThresholds(thresholds, '65000.49')).toBe(false);
    expect(meetsThresholds(thresholds, '65000.5')).toBe(true);
    expect(meetsThresholds(thresholds, '70000')).toBe(true);
  });

  it('fires a "below" alert at the target or below', () => {
    const thresholds = alertThresholds({ condition: 'below', price: '0.0001' }, '0.0002');
    expect(meetsThresholds(thresholds, '0.00010001')).toBe(false);
    expect(meetsThresholds(thresholds, '0.0001')).toBe(true);
    expect(meetsThresholds(thresholds, '0.00001')).toBe(true);
  });

  it('measures a move from the price when set, exactly, in the chosen direction', () => {
    expect(alertThresholds({ condition: 'move', percent: '5', direction: 'up' }, '100')).toEqual({
      upper: '105',
      lower: null,
    });
    expect(alertThresholds({ condition: 'move', percent: '2.5', direction: 'down' }, '0.1')).toEqual({
      upper: null,
      lower: '0.0975',
    });
    const either = alertThresholds({ condition: 'move', percent: '0.01', direction: 'either' }, '3');
    expect(either).toEqual({ upper: '3.0003', lower: '2.9997' });
    expect(meetsThresholds(either, '3.0002')).toBe(false);
    expect(meetsThresholds(either, '2.9998')).toBe(false);
    expect(meetsThresholds(either, '3.0003')).toBe(true);
    expect(meetsThresholds(either, '2.9997')).toBe(true);
  });

  it('rounds a threshold past 18 decimals away from the reference, so it is never met early', () => {
    const { upper, lower } = alertThresholds(
      { condition: 'move', percent: '33.33', direction: 'either' },
      '0.000000000000000007',
    );
    expect(upper).toBe('0.00000000000000001');
    expect(lower).toBe('0.000000000000000004');
  });

  it('says when an above/below alert is met by the last price already', () => {
    expect(alreadyMet({ condition: 'above', price: '100' }, '100')).toBe(true);
    expect(alreadyMet({ condition: 'above', price: '100' }, '99.99')).toBe(false);
    expect(alreadyMet({ condition: 'below', price: '100' }, '100.01')).toBe(false);
    expect(alreadyMet({ condition: 'below', price: '100' }, '99')).toBe(true);
    expect(alreadyMet({ condition: 'move', percent: '1', direction: 'either' }, '100')).toBe(false);
  });
});
