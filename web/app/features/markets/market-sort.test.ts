import { describe, expect, it } from 'vitest';
import { type MarketSort, nextSort, type SortableMarket, sortMarkets } from './market-sort.ts';

const row = (base: string, ticker?: { last: string; changePercent: string; quoteVolume: string }) => ({
  market: { base, quote: 'USDT' },
  ticker,
});
const rows: SortableMarket[] = [
  row('ETH', { last: '3000.5', changePercent: '-1.25', quoteVolume: '900000' }),
  row('BTC', { last: '65000', changePercent: '2.5', quoteVolume: '12000000.5' }),
  row('NEW'),
  row('DOGE', { last: '0.1234', changePercent: '10.01', quoteVolume: '900000.01' }),
  row('ADA', { last: '0.45', changePercent: '-1.25', quoteVolume: '80000' }),
];
const bases = (sorted: readonly SortableMarket[]) => sorted.map((r) => r.market.base);

describe('nextSort', () => {
  it('starts names A to Z and numbers biggest first', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    for (const key of ['price', 'change', 'volume'] as const) {
      expect(nextSort(null, key)).toEqual({ key, direction: 'descending' });
    }
  });

  it('flips on the second click of a column and restores the own order on the third', () => {
    const first = nextSort(null, 'change');
    const second = nextSort(first, 'change');
    expect(second).toEqual({ key: 'change', direction: 'ascending' });
    expect(nextSort(second, 'change')).toBeNull();
    expect(nextSort(nextSort(nextSort(null, 'name'), 'name'), 'name')).toBeNull();
  });

  it('starts over when another column is clicked', () => {
    expect(nextSort({ key: 'price', direction: 'ascending' }, 'volume')).toEqual({
      key: 'volume',
      direction: 'descending',
    });
  });
});

describe('sortMarkets', () => {
  it('keeps the rows’ own order without a sort, in a new array', () => {
    const sorted = sortMarkets(rows, null);
    expect(bases(sorted)).toEqual(['ETH', 'BTC', 'NEW', 'DOGE', 'ADA']);
    expect(sorted).not.toBe(rows);
  });

  it('sorts by name both ways', () => {
    expect(bases(sortMarkets(rows, { key: 'name', direction: 'ascending' }))).toEqual([
      'ADA',
      'BTC',
      'DOGE',
      'ETH',
      'NEW',
    ]);
    expect(bases(sortMarkets(rows, { key: 'name', direction: 'descending' }))).toEqual([
      'NEW',
      'ETH',
      'DOGE',
      'BTC',
      'ADA',
    ]);
  });

  it('compares prices as decimals, not as text', () => {
    expect(bases(sortMarkets(rows, { key: 'price', direction: 'descending' }))).toEqual([
      'BTC',
      'ETH',
      'ADA',
      'DOGE',
      'NEW',
    ]);
  });

  it('sorts by change with negative numbers below zero and ties in their own order', () => {
    expect(bases(sortMarkets(rows, { key: 'change', direction: 'descending' }))).toEqual([
      'DOGE',
      'BTC',
      'ETH',
      'ADA',
      'NEW',
    ]);
    expect(bases(sortMarkets(rows, { key: 'change', direction: 'ascending' }))).toEqual([
      'ETH',
      'ADA',
      'BTC',
      'DOGE',
      'NEW',
    ]);
  });

  it('tells volumes apart that differ in the last decimal', () => {
    const sort: MarketSort = { key: 'volume', direction: 'ascending' };
    expect(bases(sortMarkets(rows, sort))).toEqual(['ADA', 'ETH', 'DOGE', 'BTC', 'NEW']);
  });

  it('keeps a market without a ticker last whichever the direction', () => {
    for (const direction of ['ascending', 'descending'] as const) {
      expect(sortMarkets(rows, { key: 'price', direction }).at(-1)?.market.base).toBe('NEW');
    }
  });

  it('compares prices and volumes of pairs in other quote assets by their USDT value', () => {
    const pair = (symbol: string, last: string, quoteVolume: string, quoteInUsdt?: string) => {
      const [base = '', quote = ''] = symbol.split('_');
      return { market: { base, quote }, ticker: { last, changePercent: '0', quoteVolume }, quoteInUsdt };
    };
    const rows = [
      pair('ETH_USDT', '3300', '50000000'),
      pair('ETH_BTC', '0.035', '800', '95000'),
      pair('SOL_USDT', '150', '60000000'),
      pair('XRP_BTC', '0.00002316', '10', undefined),
    ];
    const order = (sort: MarketSort) => sortMarkets(rows, sort).map((row) => `${row.market.base}_${row.market.quote}`);
    // ETH_BTC is 3325 USDT and 76,000,000 USDT of volume; XRP_BTC has no BTC price yet and goes last.
    expect(order({ key: 'price', direction: 'descending' })).toEqual(['ETH_BTC', 'ETH_USDT', 'SOL_USDT', 'XRP_BTC']);
    expect(order({ key: 'volume', direction: 'descending' })).toEqual(['ETH_BTC', 'SOL_USDT', 'ETH_USDT', 'XRP_BTC']);
  });
});
