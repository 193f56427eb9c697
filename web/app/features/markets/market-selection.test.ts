import { describe, expect, it } from 'vitest';
import { type MarketSelection, selectMarkets } from './market-selection.ts';

const row = (base: string, changePercent: string) => ({
  market: { symbol: `${base}_USDT`, base, quote: 'USDT' },
  ticker: { last: '1', changePercent, quoteVolume: '1' },
});
const rows = [row('BTC', '1.5'), row('ETH', '-2'), row('SOL', '4'), row('DOGE', '0.5'), row('BNB', '3')];
const all: MarketSelection = { tab: 'all', favourites: [], query: '', sort: null };
const symbols = (selection: MarketSelection) => selectMarkets(rows, selection).map((r) => r.market.symbol);

describe('selectMarkets', () => {
  it('shows every market in listing order by default', () => {
    expect(symbols(all)).toEqual(['BTC_USDT', 'ETH_USDT', 'SOL_USDT', 'DOGE_USDT', 'BNB_USDT']);
  });

  it('shows the favourites in the order they were added, skipping pairs no longer listed', () => {
    expect(symbols({ ...all, tab: 'favourites', favourites: ['SOL_USDT', 'GONE_USDT', 'BTC_USDT'] })).toEqual([
      'SOL_USDT',
      'BTC_USDT',
    ]);
    expect(symbols({ ...all, tab: 'favourites' })).toEqual([]);
  });

  it('narrows either tab by the search', () => {
    expect(symbols({ ...all, query: 'b' })).toEqual(['BTC_USDT', 'BNB_USDT']);
    expect(symbols({ ...all, tab: 'favourites', favourites: ['ETH_USDT', 'BNB_USDT'], query: 'b' })).toEqual([
      'BNB_USDT',
    ]);
    expect(symbols({ ...all, query: 'xyz' })).toEqual([]);
  });

  it('sorts what is left', () => {
    expect(symbols({ ...all, sort: { key: 'change', direction: 'descending' } })).toEqual([
      'SOL_USDT',
      'BNB_USDT',
      'BTC_USDT',
      'DOGE_USDT',
      'ETH_USDT',
    ]);
    expect(
      symbols({
        tab: 'favourites',
        favourites: ['DOGE_USDT', 'SOL_USDT', 'ETH_USDT'],
        query: '',
        sort: { key: 'name', direction: 'ascending' },
      }),
    ).toEqual(['DOGE_USDT', 'ETH_USDT', 'SOL_USDT']);
  });
});
