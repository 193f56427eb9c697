import { describe, expect, it } from 'vitest';
import { usdtPricesOf } from './prices.ts';

describe('usdtPricesOf', () => {
  it('prices an asset by its USDT pair first, else through a priced quote asset, exactly', () => {
    const prices = usdtPricesOf([
      { base: 'ETH', quote: 'BTC', price: '0.035' },
      { base: 'BTC', quote: 'USDT', price: '95000.5' },
      { base: 'ETH', quote: 'USDT', price: '3300' },
      { base: 'SOL', quote: 'BTC', price: '0.0015789' },
      { base: 'USDC', quote: 'USDT', price: '0.9999' },
      { base: 'XRP', quote: 'USDC', price: '2.2' },
    ]);
    expect(Object.fromEntries(prices)).toEqual({
      USDT: '1',
      BTC: '95000.5',
      // Its own USDT pair wins over ETH_BTC x BTC_USDT.
      ETH: '3300',
      USDC: '0.9999',
      SOL: '149.99628945',
      XRP: '2.19978',
    });
  });

  it('leaves out assets no chain reaches, and ignores prices of zero', () => {
    const prices = usdtPricesOf([
      { base: 'DOGE', quote: 'EUR', price: '0.16' },
      { base: 'TON', quote: 'USDT', price: '0' },
    ]);
    expect(Object.fromEntries(prices)).toEqual({ USDT: '1' });
  });
});
