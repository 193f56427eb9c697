import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalInUsdt } from './valuation.ts';

const prices = new Map([
  ['USDT', '1'],
  ['BTC', '95000'],
  ['ETH', '3300'],
]);

describe('totalInUsdt', () => {
  it('values the demo grant exactly', () => {
    const holdings = [
      { asset: 'USDT', available: '10000.000000000000000000', frozen: '0.000000000000000000' },
      { asset: 'BTC', available: '0.1', frozen: '0' },
      { asset: 'ETH', available: '0.75', frozen: '0.25' },
    ];
    expect(totalInUsdt(holdings, prices)).toBe('22800');
  });

  it('adds decimals without float error and rounds down to 8 places', () => {
    expect(totalInUsdt([{ asset: 'USDT', available: '0.1', frozen: '0.2' }], prices)).toBe('0.3');
    expect(totalInUsdt([{ asset: 'USDT', available: '0.123456789999', frozen: '0' }], prices)).toBe('0.12345678');
  });

  it('leaves out assets without a price and answers 0 for nothing', () => {
    expect(totalInUsdt([{ asset: 'NOPE', available: '5', frozen: '0' }], prices)).toBe('0');
    expect(totalInUsdt([], prices)).toBe('0');
  });

  it('equals the sum of the parts for any split of the holdings (exact arithmetic)', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 8 }))
      .map(([units, scale]) => new Big(units.toString()).div(10 ** scale).toFixed());
    const holding = fc.record({ asset: fc.constantFrom('USDT', 'BTC', 'ETH'), available: amount, frozen: amount });
    fc.assert(
      fc.property(fc.array(holding, { maxLength: 6 }), fc.nat(6), (holdings, cut) => {
        const whole = new Big(totalInUsdt(holdings, prices));
        const parts = new Big(totalInUsdt(holdings.slice(0, cut), prices)).plus(
          totalInUsdt(holdings.slice(cut), prices),
        );
        // Amounts have at most 8 places and the prices are whole, so nothing is rounded: any float would drift here.
        expect(whole.eq(parts)).toBe(true);
      }),
    );
  });
});
