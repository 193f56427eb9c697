import { describe, expect, it } from 'vitest';
import type { TradeEvent } from './engine/types.ts';
import { MarketEngine } from './market-engine.ts';
import type { MarketSpec } from './markets.ts';
import { simulatedMarket } from './simulated-market.ts';
import { MarketSimulator } from './simulator.ts';
import { testBtcUsdt as spec } from './test-market.ts';
import { MarketUnits } from './units.ts';

/** Runs a simulator for `steps` steps and returns what its book did. */
function run(seed: number, steps: number) {
  const trades: TradeEvent[] = [];
  let depthChanges = 0;
  const engine = new MarketEngine('BTC_USDT', () => {});
  const market = simulatedMarket(spec, 20);
  if (!market) throw new Error('BTC_USDT has a reference price');
  const simulator = new MarketSimulator([{ market, engine, startTicks: market.anchorTicks }], { seed, requoteMs: 500 });
  for (let i = 0; i < steps; i++) {
    simulator.step(100);
    const activity = engine.drain();
    trades.push(...(activity?.trades ?? []));
    depthChanges += (activity?.bids.length ?? 0) + (activity?.asks.length ?? 0);
  }
  return { trades, depthChanges, engine, market };
}

describe('MarketSimulator', () => {
  it('replays exactly the same trades from the same seed', () => {
    const first = run(7, 200);
    const second = run(7, 200);
    expect(first.trades.length).toBeGreaterThan(100);
    expect(second.trades).toEqual(first.trades);
    expect(run(8, 200).trades).not.toEqual(first.trades);
  });

  it('keeps both sides quoted around the walk, never crossed, at a realistic spread', () => {
    const { engine, market } = run(11, 300);
    const bid = engine.bestBid();
    const ask = engine.bestAsk();
    expect(bid).toBeDefined();
    expect(ask).toBeDefined();
    expect((bid as number) < (ask as number)).toBe(true);
    // Within 5 % of the reference after 30 simulated seconds, and a spread under 0.1 %.
    expect(Math.abs((bid as number) - market.anchorTicks) / market.anchorTicks).toBeLessThan(0.05);
    expect(((ask as number) - (bid as number)) / (bid as number)).toBeLessThan(0.001);
  });

  it('quotes a deep book: tens of levels a side, larger away from the mid', () => {
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      const { engine, market } = run(seed, 300);
      const { bids, asks } = engine.depth();
      for (const side of [bids, asks]) {
        // Fifty levels a side at each requote; takers may have eaten a few since.
        expect(side.length).toBeGreaterThanOrEqual(40);
        expect(side.length).toBeLessThanOrEqual(market.quotedLevels);
        // Each fifth of the side holds more on average than the fifth nearer the mid.
        const fifth = Math.floor(side.length / 5);
        const average = (from: number) =>
          side.slice(from, from + fifth).reduce((sum, level) => sum + level.quantity, 0) / fifth;
        for (let from = fifth; from + fifth <= side.length; from += fifth) {
          expect(average(from)).toBeGreaterThan(average(from - fifth));
        }
      }
    }
  });

  it('fills a 0.1 BTC market order within 0.02 % of the mid', () => {
    for (const seed of [21, 22, 23, 24, 25]) {
      const { engine } = run(seed, 300);
      for (const side of ['buy', 'sell'] as const) {
        const mid = (((engine.bestBid() ?? 0) + (engine.bestAsk() ?? 0)) / 2) * 0.01;
        // 0.1 BTC is 10,000 lots of 0.00001.
        const placed = engine.place({ type: 'market', id: `probe-${side}`, owner: 'probe', side, quantity: 10_000 });
        if (!placed.ok) throw new Error(placed.reason);
        const fills = placed.events.filter((event) => event.type === 'trade');
        const lots = fills.reduce((sum, fill) => sum + fill.quantity, 0);
        expect(lots).toBe(10_000);
        const average = (fills.reduce((sum, fill) => sum + fill.price * fill.quantity, 0) / lots) * 0.01;
        expect(Math.abs(average / mid - 1)).toBeLessThan(0.0002);
      }
    }
  });

  it('trades at the configured rate, in whole lots, with both sides taking', () => {
    const { trades, market } = run(3, 600);
    // 20 taker orders a second for 60 s; an order may fill against several makers.
    expect(trades.length).toBeGreaterThan(900);
    expect(trades.length).toBeLessThan(3600);
    expect(new Set(trades.map((trade) => trade.takerSide))).toEqual(new Set(['buy', 'sell']));
    for (const trade of trades) expect(Number.isSafeInteger(trade.quantity) && trade.quantity > 0).toBe(true);
    expect(market.typicalLots).toBe(421);
  });

  it('leaves a market without a usable reference price unsimulated', () => {
    expect(simulatedMarket({ ...spec, referencePrice: null }, 2)).toBeUndefined();
    expect(simulatedMarket({ ...spec, referencePrice: '95000.005' }, 2)).toBeUndefined();
    expect(simulatedMarket({ ...spec, referencePrice: '0' }, 2)).toBeUndefined();
  });

  it('quotes a cross pair at the ratio of its USDT legs, sized by the value of its quote asset, on a thin book', () => {
    const specOf = (symbol: string, tick: string, lot: string, reference: string, displayOrder: number): MarketSpec => {
      const [base = '', quote = ''] = symbol.split('_');
      return { symbol, base, quote, units: new MarketUnits(tick, lot), displayOrder, referencePrice: reference };
    };
    const books = [
      // The cross first: the legs' walks are made first whatever the order.
      { spec: specOf('ETH_BTC', '0.00001', '0.0001', '0.03474', 11), shape: { quoteInUsdt: 95000, thin: true } },
      { spec: specOf('BTC_USDT', '0.01', '0.00001', '95000', 1), shape: {} },
      { spec: specOf('ETH_USDT', '0.01', '0.0001', '3300', 2), shape: {} },
    ].map(({ spec: listing, shape }) => {
      const market = simulatedMarket(listing, 20, shape);
      if (!market) throw new Error(`${listing.symbol} has a reference price`);
      return { market, engine: new MarketEngine(listing.symbol, () => {}), startTicks: market.anchorTicks };
    });
    const simulator = new MarketSimulator(books, { seed: 5, requoteMs: 500 });
    const [cross, btc, eth] = books as [(typeof books)[0], (typeof books)[0], (typeof books)[0]];
    const mid = (book: typeof cross) =>
      (((book.engine.bestBid() ?? 0) + (book.engine.bestAsk() ?? 0)) / 2) * Number(book.market.units.tickSize);
    for (let minute = 0; minute < 5; minute++) {
      for (let i = 0; i < 600; i++) simulator.step(100);
      // Within 0.2 % of ETH_USDT / BTC_USDT at every check, as the legs walk on.
      expect(Math.abs(mid(cross) / (mid(eth) / mid(btc)) - 1)).toBeLessThan(0.002);
    }
    // About 400 USDT a trade: 0.0042 ETH is 42 lots of 0.0001.
    expect(cross.market.typicalLots).toBe(Math.round(400 / (0.03474 * 95000 * 0.0001)));
    expect(cross.market.quotedLevels).toBeLessThan(btc.market.quotedLevels);
    expect(cross.engine.depth().bids.length).toBeLessThanOrEqual(cross.market.quotedLevels);
  });

  it('walks a stablecoin pair very little', () => {
    const usdc = simulatedMarket(
      { ...spec, symbol: 'USDC_USDT', base: 'USDC', units: new MarketUnits('0.0001', '1'), referencePrice: '1' },
      2,
    );
    expect(usdc?.minuteVolatility).toBeLessThan((simulatedMarket(spec, 2)?.minuteVolatility ?? 0) / 100);
  });
});
