import { describe, expect, it } from 'vitest';
import { quotePricesInUsdt, RANKING_SIZE, rankMarkets, volumeInUsdt } from './market-rankings.ts';

const pair = (symbol: string, changePercent: string, quoteVolume: string, listedAt: string, quoteInUsdt?: string) => {
  const [, quote = 'USDT'] = symbol.split('_');
  return {
    market: { symbol, quote, listedAt: `${listedAt}T00:00:00.000Z` },
    ticker: { changePercent, quoteVolume },
    quoteInUsdt,
  };
};

const rows = [
  pair('BTC_USDT', '1.5', '90000000', '2023-03-01'),
  pair('ETH_USDT', '-2', '50000000', '2023-03-01'),
  pair('SOL_USDT', '4', '20000000', '2023-06-12'),
  pair('ETH_BTC', '0.25', '800', '2025-09-15', '95000'),
  pair('BTC_USDC', '-0.4', '3000000', '2025-08-11', '1.0001'),
  pair('SUI_USDT', '0', '1000000', '2026-11-24'),
  pair('APT_USDT', '-7.75', '2000000', '2026-11-21'),
];
const symbols = (ranked: readonly { market: { symbol: string } }[]) => ranked.map((row) => row.market.symbol);

describe('rankMarkets', () => {
  it('gainers: only the pairs that rose, the biggest 24 h change first', () => {
    expect(symbols(rankMarkets(rows, 'gainers'))).toEqual(['SOL_USDT', 'BTC_USDT', 'ETH_BTC']);
  });

  it('losers: only the pairs that fell, the biggest fall first', () => {
    expect(symbols(rankMarkets(rows, 'losers'))).toEqual(['APT_USDT', 'ETH_USDT', 'BTC_USDC']);
  });

  it('new listings: newest listing day first, ties in listing order', () => {
    expect(symbols(rankMarkets(rows, 'newListings')).slice(0, 4)).toEqual([
      'SUI_USDT',
      'APT_USDT',
      'ETH_BTC',
      'BTC_USDC',
    ]);
    expect(symbols(rankMarkets(rows, 'newListings')).slice(-2)).toEqual(['BTC_USDT', 'ETH_USDT']);
  });

  it('volume leaders: 24 h volume valued in USDT, so a BTC-quoted pair ranks by what it is worth', () => {
    // ETH_BTC: 800 BTC x 95000 = 76,000,000 USDT, between BTC_USDT and ETH_USDT.
    expect(symbols(rankMarkets(rows, 'volume'))).toEqual([
      'BTC_USDT',
      'ETH_BTC',
      'ETH_USDT',
      'SOL_USDT',
      'BTC_USDC',
      'APT_USDT',
      'SUI_USDT',
    ]);
  });

  it('leaves out pairs without a ticker, or without a price for their quote asset, where the ranking needs them', () => {
    const unknown = [
      { ...pair('ETH_BTC', '3', '800', '2025-09-15'), quoteInUsdt: undefined },
      { ...pair('NEW_USDT', '0', '0', '2026-11-26'), ticker: undefined },
    ];
    expect(symbols(rankMarkets(unknown, 'volume'))).toEqual([]);
    expect(symbols(rankMarkets(unknown, 'gainers'))).toEqual(['ETH_BTC']);
    expect(symbols(rankMarkets(unknown, 'newListings'))).toEqual(['NEW_USDT', 'ETH_BTC']);
  });

  it(`lists at most ${RANKING_SIZE} pairs`, () => {
    const many = Array.from({ length: 25 }, (_, index) => pair(`C${index}_USDT`, String(index + 1), '1', '2026-01-01'));
    const ranked = rankMarkets(many, 'gainers');
    expect(ranked).toHaveLength(RANKING_SIZE);
    expect(ranked[0]?.market.symbol).toBe('C24_USDT');
  });
});

describe('quotePricesInUsdt', () => {
  it('prices each quote asset by its USDT pair, USDT at 1, and skips quotes without a positive price', () => {
    const tickers = new Map([
      ['BTC_USDT', { last: '95123.45' }],
      ['USDC_USDT', { last: '0.9999' }],
      ['EUR_USDT', { last: '0' }],
    ]);
    const prices = quotePricesInUsdt(['USDT', 'BTC', 'USDC', 'EUR', 'ETH'], (symbol) => tickers.get(symbol));
    expect(Object.fromEntries(prices)).toEqual({ USDT: '1', BTC: '95123.45', USDC: '0.9999' });
  });
});

describe('volumeInUsdt', () => {
  it('is exact decimal arithmetic', () => {
    expect(volumeInUsdt(pair('ETH_BTC', '0', '0.1', '2025-01-01', '0.2'))?.toFixed()).toBe('0.02');
    expect(volumeInUsdt(pair('BTC_USDT', '0', '12.5', '2025-01-01'))?.toFixed()).toBe('12.5');
  });
});
