import { describe, expect, it } from 'vitest';
import { type MarketSelection, quoteAssets, selectMarkets } from './market-selection.ts';

const row = (base: string, changePercent: string, quote = 'USDT') => ({
  market: { symbol: `${base}_${quote}`, base, quote, listedAt: '2026-01-01T00:00:00.000Z' },
  ticker: { last: '1', changePercent, quoteVolume: '1' },
});
const rows = [row('BTC', '1.5'), row('ETH', '-2'), row('SOL', '4'), row('DOGE', '0.5'), row('BNB', '3')];
const all: MarketSelection = { tab: 'all', favourites: [], query: '', sort: null, quote: null };
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
        quote: null,
      }),
    ).toEqual(['DOGE_USDT', 'ETH_USDT', 'SOL_USDT']);
  });

  it('lists only the pairs of the chosen quote asset, in every tab', () => {
    const mixed = [...rows, row('ETH', '6', 'BTC'), row('SOL', '-1', 'BTC'), row('BTC', '0.2', 'USDC')];
    const pick = (selection: MarketSelection) => selectMarkets(mixed, selection).map((r) => r.market.symbol);
    expect(pick({ ...all, quote: 'BTC' })).toEqual(['ETH_BTC', 'SOL_BTC']);
    expect(pick({ ...all, quote: 'USDC' })).toEqual(['BTC_USDC']);
    expect(pick({ ...all, tab: 'gainers', quote: 'BTC' })).toEqual(['ETH_BTC']);
    expect(pick({ ...all, tab: 'gainers' })).toEqual([
      'ETH_BTC',
      'SOL_USDT',
      'BNB_USDT',
      'BTC_USDT',
      'DOGE_USDT',
      'BTC_USDC',
    ]);
    expect(pick({ ...all, tab: 'favourites', favourites: ['SOL_BTC', 'SOL_USDT'], quote: 'USDT' })).toEqual([
      'SOL_USDT',
    ]);
    expect(pick({ ...all, quote: 'BTC', query: 'sol' })).toEqual(['SOL_BTC']);
  });

  it('lets a column sort re-order a ranking tab', () => {
    expect(symbols({ ...all, tab: 'gainers', sort: { key: 'name', direction: 'ascending' } })).toEqual([
      'BNB_USDT',
      'BTC_USDT',
      'DOGE_USDT',
      'SOL_USDT',
    ]);
  });
});

describe('quoteAssets', () => {
  it('lists each quote asset once, in listing order', () => {
    expect(quoteAssets([row('BTC', '1'), row('ETH', '1', 'BTC'), row('SOL', '1'), row('BTC', '1', 'USDC')])).toEqual([
      'USDT',
      'BTC',
      'USDC',
    ]);
  });
});
