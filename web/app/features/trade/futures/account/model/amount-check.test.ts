import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-check.ts';
import { evaluateMarginAdjust, marginAdjustMax } from './margin-adjust.ts';
import { evaluateTransfer } from './transfer-form.ts';

const keys = (errors: readonly { key: string }[]) => errors.map((error) => error.key);

describe('an amount', () => {
  it('is above 0, with 8 decimals at most, within the maximum', () => {
    expect(checkAmount('1000', '1000', 'USDT')).toEqual({ amount: '1000', errors: [] });
    expect(checkAmount('0.12345678', undefined, 'USDT').amount).toBe('0.12345678');
    expect(keys(checkAmount('', '1', 'USDT').errors)).toEqual(['futuresAccount.errors.amountRequired']);
    expect(keys(checkAmount('0', '1', 'USDT').errors)).toEqual(['futuresAccount.errors.amountInvalid']);
    expect(keys(checkAmount('1e3', '1', 'USDT').errors)).toEqual(['futuresAccount.errors.amountInvalid']);
    expect(keys(checkAmount('0.123456789', '1', 'USDT').errors)).toEqual(['futuresAccount.errors.amountDecimals']);
    expect(checkAmount('1000.01', '1000', 'USDT').errors).toEqual([
      { field: 'amount', key: 'futuresAccount.errors.amountAboveMax', values: { max: '1000', asset: 'USDT' } },
    ]);
  });
});

describe('a transfer', () => {
  it('becomes a request when the amount is good', () => {
    expect(evaluateTransfer('to-futures', '1000', '5000').request).toEqual({
      direction: 'to-futures',
      asset: 'USDT',
      amount: '1000',
    });
    expect(evaluateTransfer('to-spot', '10', '5').request).toBeUndefined();
  });
});

describe('moving isolated margin', () => {
  const position = { side: 'long' as const, size: '0.1', entryPrice: '60000', margin: '700', leverage: 10 };

  it('adds up to what is available and removes down to the initial margin at the mark', () => {
    expect(marginAdjustMax('add', position, '60000', '250')).toBe('250');
    // 700 - 100 (loss) - 590
    expect(marginAdjustMax('remove', position, '59000', '250')).toBe('10');
    expect(evaluateMarginAdjust('remove', '10', 'BTC_USDT', '10').request).toEqual({
      symbol: 'BTC_USDT',
      direction: 'remove',
      amount: '10',
    });
  });
});
