import { type FuturesContract, futuresPriceTickerSchema } from '@vela/contracts/futures';
import { withMaintenanceAmounts } from '@vela/contracts/futures-risk-tiers';
import type { Trade } from '@vela/contracts/market-data';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { MARK_PREMIUM_BAND } from './mark-price.ts';
import type { BookSides } from './premium-index.ts';
import { PerpetualPriceBoard, type PriceSources, type SpotQuote } from './price-service.ts';
import { demoRiskBrackets } from './seed-contracts.ts';
import { testContract } from './test-contract.ts';

const MINUTE = 60_000;
/** 2025-01-15 10:00 UTC: a funding time of every interval that divides a day. */
const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);

function contract(base: string, tickSize: string): FuturesContract {
  return testContract(`${base}_USDT`, withMaintenanceAmounts(demoRiskBrackets(base)), tickSize);
}

const BTC = contract('BTC', '0.01');
const ETH = contract('ETH', '0.01');

let tradeId = 0;
const trade = (time: number, price: string, quantity: string, symbol = 'BTC_USDT'): Trade => {
  tradeId += 1;
  return { id: tradeId, symbol, price, quantity, side: 'buy', time };
};

/** Spot quotes by symbol, and perpetual books by symbol (none: empty). */
function sources(quotes: Record<string, SpotQuote>, books: Record<string, BookSides> = {}): PriceSources {
  return { spotQuote: (symbol) => quotes[symbol], perpetualBook: (symbol) => books[symbol] };
}

const btcBook = sources({ BTC_USDT: { bestBid: '100', bestAsk: '100.02' } });

/** A book bid far above an index of about 100: its premium index alone is +10 %. */
const richBids: BookSides = { bids: [['110', '1000']], asks: [] };

describe('PerpetualPriceBoard', () => {
  it('takes the index as the median of the spot mid, last trade and 30 s VWAP', () => {
    const board = new PerpetualPriceBoard([BTC], { fundingIntervalMinutes: 480 }, T0);
    // Nothing traded yet: the mid alone, 100.01.
    expect(board.step(T0 + 1_000, btcBook)[0]?.indexPrice).toBe('100.01');
    board.recordSpotTrades('BTC_USDT', [trade(T0 + 1_500, '100', '1'), trade(T0 + 1_800, '100.06', '1')]);
    // mid 100.01, last 100.06, VWAP 100.03: the median is the VWAP.
    expect(board.step(T0 + 2_000, btcBook)[0]?.indexPrice).toBe('100.03');
    // One bad print moves the last price and barely the VWAP: the index stays with the others.
    board.recordSpotTrades('BTC_USDT', [trade(T0 + 2_500, '5000', '0.0001')]);
    const index = new Big(board.step(T0 + 3_000, btcBook)[0]?.indexPrice ?? '0');
    expect(index.gte('100.01') && index.lte('100.3')).toBe(true);
  });

  it('forgets spot trades older than 30 s for the VWAP but keeps the last price', () => {
    const board = new PerpetualPriceBoard([BTC], { fundingIntervalMinutes: 480 }, T0);
    board.recordSpotTrades('BTC_USDT', [trade(T0, '90', '5')]);
    // 31 s later: no VWAP, last 90, mid 100.01: the mean of the two.
    expect(board.step(T0 + 31_000, btcBook)[0]?.indexPrice).toBe('95.01');
  });

  it('publishes mark = index with no perpetual book, and within the clamp band of it with a rich one', () => {
    const board = new PerpetualPriceBoard([BTC, ETH], { fundingIntervalMinutes: 480 }, T0);
    const plain = board.step(T0 + 1_000, btcBook)[0];
    expect(plain?.markPrice).toBe(plain?.indexPrice);

    const rich = sources({ BTC_USDT: { bestBid: '100', bestAsk: '100' } }, { BTC_USDT: richBids });
    for (let second = 2; second <= 90; second++) {
      const ticker = board.step(T0 + second * 1_000, rich)[0];
      const index = new Big(ticker?.indexPrice ?? '0');
      const mark = new Big(ticker?.markPrice ?? '0');
      expect(index.toFixed()).toBe('100');
      expect(mark.gte(index)).toBe(true);
      expect(mark.minus(index).lte(index.times(MARK_PREMIUM_BAND))).toBe(true);
    }
    // A minute of +10 % premium samples: the clamp holds the mark at +0.5 %.
    expect(board.step(T0 + 91_000, rich)[0]?.markPrice).toBe('100.5');
  });

  it("publishes the perpetual's last trade as lastPrice, null before it trades", () => {
    const board = new PerpetualPriceBoard([BTC, ETH], { fundingIntervalMinutes: 480 }, T0);
    const quotes = { BTC_USDT: { bestBid: '100', bestAsk: '100.02' }, ETH_USDT: { bestBid: '10', bestAsk: '10.02' } };
    const traded: PriceSources = {
      ...sources(quotes),
      perpetualLastPrice: (symbol) => (symbol === 'BTC_USDT' ? '100.05' : undefined),
    };
    expect(board.step(T0 + 1_000, traded).map((ticker) => [ticker.symbol, ticker.lastPrice])).toEqual([
      ['BTC_USDT', '100.05'],
      ['ETH_USDT', null],
    ]);
  });

  it('rolls the funding interval at the aligned time and moves the next funding time forward', () => {
    const board = new PerpetualPriceBoard([BTC], { fundingIntervalMinutes: 1 }, T0 + 10_000);
    const rich = sources({ BTC_USDT: { bestBid: '100', bestAsk: '100' } }, { BTC_USDT: richBids });
    for (let at = T0 + 11_000; at < T0 + MINUTE; at += 1_000) {
      const ticker = futuresPriceTickerSchema.parse(board.step(at, rich)[0]);
      expect(ticker.nextFundingTime).toBe(new Date(T0 + MINUTE).toISOString());
      expect(ticker.fundingIntervalMinutes).toBe(1);
      // Premium +10 % per sample: capped at 0.75 % per 8 h, x 1 / 480, rounded toward zero.
      expect(ticker.fundingRate).toBe('0.00001562');
      expect([ticker.lastPrice, ticker.openInterest]).toEqual([null, '0']);
    }
    expect(board.lastSettledRate('BTC_USDT')).toBeUndefined();

    const atFunding = board.step(T0 + MINUTE, rich)[0];
    expect(board.lastSettledRate('BTC_USDT')).toBe('0.00001562');
    expect(atFunding?.nextFundingTime).toBe(new Date(T0 + 2 * MINUTE).toISOString());

    // The new interval starts from its own samples: with an empty book, the interest term alone.
    const plain = sources({ BTC_USDT: { bestBid: '100', bestAsk: '100' } });
    for (let at = T0 + MINUTE + 1_000; at < T0 + 2 * MINUTE; at += 1_000) board.step(at, plain);
    const late = board.step(T0 + 2 * MINUTE - 1, plain)[0];
    // The +10 % sample taken at the funding time covers no time of the new interval: its average is 0.
    expect(late?.fundingRate).toBe('0.0000002');
    board.step(T0 + 2 * MINUTE + 200, plain);
    expect(board.lastSettledRate('BTC_USDT')).toBe('0.0000002');
  });

  it('skips the intervals of a pause and lands on the next aligned funding time', () => {
    const board = new PerpetualPriceBoard([BTC], { fundingIntervalMinutes: 5 }, T0 + 1_000);
    board.step(T0 + 2_000, btcBook);
    const after = board.step(T0 + 17 * MINUTE + 3_000, btcBook)[0];
    expect(after?.nextFundingTime).toBe(new Date(T0 + 20 * MINUTE).toISOString());
    expect(board.lastSettledRate('BTC_USDT')).toBe('0.00000104');
  });

  it('leaves out a contract whose spot market has no price until it has one', () => {
    const board = new PerpetualPriceBoard([BTC, ETH], { fundingIntervalMinutes: 480 }, T0);
    const onlyBtc = sources({ BTC_USDT: { bestBid: '100', bestAsk: '100.02' }, ETH_USDT: {} });
    expect(board.step(T0 + 1_000, onlyBtc).map((ticker) => ticker.symbol)).toEqual(['BTC_USDT']);
    // A one-sided book has no mid either.
    const oneSided = sources({ BTC_USDT: { bestBid: '100', bestAsk: '100.02' }, ETH_USDT: { bestBid: '3000' } });
    expect(board.step(T0 + 2_000, oneSided).map((ticker) => ticker.symbol)).toEqual(['BTC_USDT']);
    board.recordSpotTrades('ETH_USDT', [trade(T0 + 2_500, '3000.5', '0.1', 'ETH_USDT')]);
    // A trade of a market no contract follows is ignored.
    board.recordSpotTrades('DOGE_USDT', [trade(T0 + 2_500, '0.1', '10', 'DOGE_USDT')]);
    const both = board.step(T0 + 3_000, oneSided);
    expect(both.map((ticker) => [ticker.symbol, ticker.indexPrice, ticker.markPrice])).toEqual([
      ['BTC_USDT', '100.01', '100.01'],
      ['ETH_USDT', '3000.5', '3000.5'],
    ]);
    for (const ticker of both) futuresPriceTickerSchema.parse(ticker);
  });
});
