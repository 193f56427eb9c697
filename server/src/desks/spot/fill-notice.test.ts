import { describe, expect, it } from 'vitest';
import { fillNotice } from './fill-notice.ts';

const summary = {
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  side: 'buy' as const,
  quantity: '1.5',
  price: '65012.50',
  complete: true,
};

describe('fillNotice', () => {
  it('writes the figures with the language digit grouping and decimal mark', () => {
    expect(fillNotice('en_US', summary, 0).body).toBe('Buy 1.5 BTC at 65,012.50 USDT (BTC/USDT)');
    expect(fillNotice('ru_RU', summary, 0).body).toBe('Покупка 1,5 BTC по цене 65\u00a0012,50 USDT (BTC/USDT)');
  });
});
