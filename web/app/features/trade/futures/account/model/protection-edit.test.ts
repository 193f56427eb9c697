import { describe, expect, it } from 'vitest';
import { evaluateProtectionEdit, withProtection } from './protection-edit.ts';

const position = { symbol: 'BTC_USDT', side: 'long' as const, takeProfit: null, stopLoss: '55000' };
const edit = (takeProfit: string, stopLoss: string, markPrice: string | undefined = '60000') =>
  evaluateProtectionEdit({ takeProfit, stopLoss, position, tickSize: '0.1', markPrice });

describe("a position's TP/SL", () => {
  it('sends only what changes: a new price, or null to clear', () => {
    expect(edit('65000', '55000').request).toEqual({ symbol: 'BTC_USDT', takeProfit: '65000' });
    expect(edit('', '').request).toEqual({ symbol: 'BTC_USDT', stopLoss: null });
    expect(edit('65000', '56000').request).toEqual({ symbol: 'BTC_USDT', takeProfit: '65000', stopLoss: '56000' });
  });

  it('says so when nothing would change', () => {
    expect(edit('', '55000').errors.map((error) => error.key)).toEqual(['futuresAccount.errors.protectionRequired']);
  });

  it('keeps each trigger on its side of the mark only', () => {
    expect(edit('59000', '61000').errors).toEqual([
      { field: 'takeProfit', key: 'futuresForm.errors.longTakeProfitAbove', values: { price: '60000' } },
      { field: 'stopLoss', key: 'futuresForm.errors.longStopLossBelow', values: { price: '60000' } },
    ]);
    // above the entry but below the mark: a stop-loss that locks in a profit
    expect(edit('', '58000', '62000').errors).toEqual([]);
  });

  it('checks the tick', () => {
    expect(edit('65000.05', '').errors.map((error) => error.key)).toEqual(['futuresForm.errors.takeProfitTick']);
  });
});

describe('the TP/SL a position shows', () => {
  const held = { symbol: 'BTC_USDT', takeProfit: '65000', stopLoss: '55000' };

  it('is the one saved, laid over the position held', () => {
    expect(withProtection(held, { symbol: 'BTC_USDT', takeProfit: '66000', stopLoss: null })).toEqual({
      symbol: 'BTC_USDT',
      takeProfit: '66000',
      stopLoss: null,
    });
    expect(withProtection(held, { symbol: 'BTC_USDT' })).toEqual(held);
  });
});
