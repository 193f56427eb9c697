import { describe, expect, it } from 'vitest';
import { type AlertDraft, checkDraft } from './alert-draft.ts';

const draft = (change: Partial<AlertDraft>): AlertDraft => ({
  condition: 'above',
  price: '',
  percent: '',
  direction: 'either',
  ...change,
});

describe('the alert form’s checks', () => {
  it('wants a price beyond the last one, on the side the condition names', () => {
    expect(checkDraft('BTC_USDT', draft({ price: '' }), '100')).toMatchObject({ ok: false, problem: 'priceRequired' });
    expect(checkDraft('BTC_USDT', draft({ price: '0.00' }), '100')).toMatchObject({ problem: 'priceRequired' });
    expect(checkDraft('BTC_USDT', draft({ price: '100' }), '100')).toMatchObject({ problem: 'priceNotAbove' });
    expect(checkDraft('BTC_USDT', draft({ condition: 'below', price: '100.01' }), '100')).toMatchObject({
      problem: 'priceNotBelow',
    });
    expect(checkDraft('BTC_USDT', draft({ price: '100.01' }), '100')).toEqual({
      ok: true,
      request: { symbol: 'BTC_USDT', condition: 'above', price: '100.01' },
    });
    expect(checkDraft('BTC_USDT', draft({ condition: 'below', price: '99.' }), '100')).toEqual({
      ok: true,
      request: { symbol: 'BTC_USDT', condition: 'below', price: '99' },
    });
  });

  it('wants a move from 0.01 to 99.99 %', () => {
    for (const percent of ['', '0', '0.00', '100', '150']) {
      expect(checkDraft('BTC_USDT', draft({ condition: 'move', percent }), '100')).toMatchObject({
        problem: 'percentRange',
      });
    }
    expect(checkDraft('BTC_USDT', draft({ condition: 'move', percent: '2.5', direction: 'down' }), '100')).toEqual({
      ok: true,
      request: { symbol: 'BTC_USDT', condition: 'move', percent: '2.5', direction: 'down' },
    });
  });

  it('waits for a price to compare with', () => {
    expect(checkDraft('BTC_USDT', draft({ price: '5' }), undefined)).toMatchObject({ problem: 'noPrice' });
  });
});
