import { describe, expect, it } from 'vitest';
import { marketMatches, marketSearchRule } from './market-search.ts';

const btc = { base: 'BTC', quote: 'USDT' };
const eth = { base: 'ETH', quote: 'USDT' };
const ethBtc = { base: 'ETH', quote: 'BTC' };

describe('marketMatches', () => {
  it('finds every market for an empty or blank query', () => {
    expect(marketMatches(btc, '')).toBe(true);
    expect(marketMatches(btc, '  / ')).toBe(true);
  });

  it('finds a base or a quote by any part, in any case', () => {
    expect(marketMatches(btc, 'bt')).toBe(true);
    expect(marketMatches(btc, 'TC')).toBe(true);
    expect(marketMatches(btc, 'usd')).toBe(true);
    expect(marketMatches(eth, 'btc')).toBe(false);
    expect(marketMatches(ethBtc, 'btc')).toBe(true);
  });

  it('finds a pair written with or without a separator', () => {
    for (const query of ['BTC/USDT', 'btc_usdt', 'btc-usdt', 'btc usdt', 'BTCUSDT', 'btcus']) {
      expect(marketMatches(btc, query), query).toBe(true);
    }
    expect(marketMatches(eth, 'BTC/USDT')).toBe(false);
    expect(marketMatches(ethBtc, 'eth/usdt')).toBe(false);
  });

  it('reads two words as base and quote prefixes, not anywhere in the pair', () => {
    expect(marketMatches(ethBtc, 'eth/b')).toBe(true);
    expect(marketMatches(ethBtc, 'th/btc')).toBe(false);
    expect(marketMatches(btc, 'usdt/btc')).toBe(false);
  });

  it('does not match across the base/quote boundary inside a word', () => {
    expect(marketMatches(btc, 'CUS')).toBe(false);
  });
});

describe('marketSearchRule', () => {
  it('keeps letters, digits and pair separators only', () => {
    expect(marketSearchRule.filter('btc/usdt')).toBe('btc/usdt');
    expect(marketSearchRule.filter('eth_usdt 1-2')).toBe('eth_usdt 1-2');
    expect(marketSearchRule.filter('<b>sol</b>?%')).toBe('bsol/b');
  });

  it('reads full-width letters as ASCII and caps the length', () => {
    expect(marketSearchRule.filter('ＢＴＣ／ＵＳＤＴ')).toBe('BTC/USDT');
    expect(marketSearchRule.filter('A'.repeat(40))).toHaveLength(24);
  });

  it('is idempotent, as every input filter must be', () => {
    for (const text of ['ｂｔｃ　ｕｓｄｔ', '((x))', 'DOGE/USDT']) {
      const once = marketSearchRule.filter(text);
      expect(marketSearchRule.filter(once)).toBe(once);
    }
  });
});
