import { describe, expect, it } from 'vitest';
import { pairLabel, searchMarkets } from './market-search.ts';

const markets = [
  { base: 'BTC', quote: 'USDT' },
  { base: 'ETH', quote: 'USDT' },
  { base: 'ETH', quote: 'BTC' },
  { base: 'DOGE', quote: 'USDT' },
];
const labels = (list: typeof markets) => list.map(pairLabel);

describe('searchMarkets', () => {
  it('lists every market, in order, for an empty search', () => {
    expect(labels(searchMarkets(markets, '  '))).toEqual(['BTC/USDT', 'ETH/USDT', 'ETH/BTC', 'DOGE/USDT']);
  });

  it('matches a pair however it is written', () => {
    for (const search of ['eth/btc', 'ETH_BTC', 'eth btc', 'ethbtc']) {
      expect(labels(searchMarkets(markets, search))).toEqual(['ETH/BTC']);
    }
  });

  it('matches an asset on either side', () => {
    expect(labels(searchMarkets(markets, 'btc'))).toEqual(['BTC/USDT', 'ETH/BTC']);
    expect(labels(searchMarkets(markets, 'og'))).toEqual(['DOGE/USDT']);
    expect(searchMarkets(markets, 'xyz')).toEqual([]);
  });
});
