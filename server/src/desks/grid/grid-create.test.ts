import { describe, expect, it } from 'vitest';
import { Refusal } from '../../refusal.ts';
import { checkStops } from './grid-create.ts';

const range = { lowerPrice: '3200', upperPrice: '3400' };

function refusalOf(run: () => void): { reason: string; field: string | undefined } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return { reason: error.reason, field: error.field };
    throw error;
  }
  return undefined;
}

describe('checkStops', () => {
  it('accepts a stop-loss below the range and the last price, a take-profit above both', () => {
    expect(refusalOf(() => checkStops('3100', '3500', range, '3300'))).toBeUndefined();
    expect(refusalOf(() => checkStops(null, undefined, range, '3300'))).toBeUndefined();
    // Without a last price only the range is checked.
    expect(refusalOf(() => checkStops('3100', '3500', range, undefined))).toBeUndefined();
  });

  it('refuses a stop-loss at or above the last price and a take-profit at or below it, naming the field', () => {
    // The price is below the range: a stop-loss under the range may still be above it.
    expect(refusalOf(() => checkStops('3150', null, range, '3150'))).toEqual({
      reason: 'stop-loss-not-below-price',
      field: 'stopLossPrice',
    });
    expect(refusalOf(() => checkStops('3150', null, range, '3100'))).toEqual({
      reason: 'stop-loss-not-below-price',
      field: 'stopLossPrice',
    });
    expect(refusalOf(() => checkStops(null, '3450', range, '3450'))).toEqual({
      reason: 'take-profit-not-above-price',
      field: 'takeProfitPrice',
    });
    expect(refusalOf(() => checkStops(null, '3450', range, '3500'))).toEqual({
      reason: 'take-profit-not-above-price',
      field: 'takeProfitPrice',
    });
  });

  it('refuses a stop of zero, and one in the range, naming the field', () => {
    expect(refusalOf(() => checkStops('0', null, range, '3300'))).toEqual({
      reason: 'price-not-positive',
      field: 'stopLossPrice',
    });
    expect(refusalOf(() => checkStops(null, '0.00', range, '3300'))).toEqual({
      reason: 'price-not-positive',
      field: 'takeProfitPrice',
    });
    expect(refusalOf(() => checkStops('3250', null, range, '3300'))).toEqual({
      reason: 'stop-loss-in-range',
      field: 'stopLossPrice',
    });
  });
});
