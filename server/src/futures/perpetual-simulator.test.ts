import { describe, expect, it } from 'vitest';
import { createRandom } from '../market/engine/random.ts';
import type { EngineEvent, TradeEvent } from '../market/engine/types.ts';
import { MarketEngine } from '../market/market-engine.ts';
import { simulatedMarket } from '../market/simulated-market.ts';
import { testBtcUsdt as spec } from '../market/test-market.ts';
import {
  IndexFollower,
  MAX_BASIS,
  PERPETUAL_MAKER_OWNER,
  PERPETUAL_TAKER_OWNER,
  perpetualSimulator,
} from './perpetual-simulator.ts';

const INDEX_TICKS = 9_500_000;

/**
 * Runs a perpetual simulator for `steps` steps of 100 ms against an index that `indexAt(step)`
 * gives (in ticks), checking after every step that the book is not crossed.
 */
function run(seed: number, steps: number, indexAt: (step: number) => number | undefined = () => INDEX_TICKS) {
  const trades: TradeEvent[] = [];
  const owners = new Set<string>();
  const engine = new MarketEngine('BTC_USDT', () => {});
  engine.watchOrders((event: EngineEvent) => {
    if (event.type === 'accepted') owners.add(event.owner);
  });
  const market = simulatedMarket(spec, 20);
  if (!market) throw new Error('BTC_USDT has a reference price');
  let current = 0;
  const simulator = perpetualSimulator([{ market, engine, reference: () => indexAt(current) }], {
    seed,
    requoteMs: 500,
  });
  let crossed = 0;
  for (current = 0; current < steps; current++) {
    simulator.step(100);
    trades.push(...(engine.drain()?.trades ?? []));
    const bid = engine.bestBid();
    const ask = engine.bestAsk();
    if (bid !== undefined && ask !== undefined && bid >= ask) crossed++;
  }
  return { trades, engine, owners, crossed };
}

describe('perpetual simulator', () => {
  it('replays exactly the same trades from the same seed, and others from another seed', () => {
    const first = run(7, 200);
    expect(first.trades.length).toBeGreaterThan(100);
    expect(run(7, 200).trades).toEqual(first.trades);
    expect(run(8, 200).trades).not.toEqual(first.trades);
  });

  it('quotes both sides around the index, within the basis, and never leaves the book crossed', () => {
    const { engine, crossed } = run(11, 300);
    expect(crossed).toBe(0);
    const bid = engine.bestBid() as number;
    const ask = engine.bestAsk() as number;
    expect(bid).toBeLessThan(ask);
    // The fair price is the index times 1 + a basis of at most MAX_BASIS, and the quotes sit around it.
    expect(bid).toBeLessThan(INDEX_TICKS * (1 + MAX_BASIS));
    expect(ask).toBeGreaterThan(INDEX_TICKS * (1 - MAX_BASIS));
    // The quoted levels straddle the index: bids reach below it and asks above it.
    const { bids, asks } = engine.depth();
    expect(Math.min(...bids.map((level) => level.price))).toBeLessThan(INDEX_TICKS);
    expect(Math.max(...asks.map((level) => level.price))).toBeGreaterThan(INDEX_TICKS);
    expect((ask - bid) / bid).toBeLessThan(0.001);
  });

  it('follows a moving index', () => {
    // The index jumps 2 % up half way: within a requote the book has moved with it.
    const { engine, crossed } = run(5, 300, (step) => (step < 150 ? INDEX_TICKS : INDEX_TICKS * 1.02));
    expect(crossed).toBe(0);
    const mid = ((engine.bestBid() as number) + (engine.bestAsk() as number)) / 2;
    expect(Math.abs(mid / (INDEX_TICKS * 1.02) - 1)).toBeLessThan(MAX_BASIS + 0.001);
  });

  it('waits without quoting or taking while there is no index', () => {
    const { engine, trades } = run(3, 50, () => undefined);
    expect(engine.bestBid()).toBeUndefined();
    expect(engine.bestAsk()).toBeUndefined();
    expect(trades).toEqual([]);
  });

  it('trades under its own owners, distinct from spot simulator and users', () => {
    const { owners, trades } = run(3, 100);
    expect(trades.length).toBeGreaterThan(0);
    expect(owners).toEqual(new Set([PERPETUAL_MAKER_OWNER, PERPETUAL_TAKER_OWNER]));
  });

  it('keeps the basis within +/- MAX_BASIS however long it runs', () => {
    const follower = new IndexFollower(() => INDEX_TICKS, createRandom(1));
    for (let i = 0; i < 5_000; i++) {
      const fair = follower.advance(1_000) as number;
      expect(Math.abs(follower.basis)).toBeLessThanOrEqual(MAX_BASIS);
      expect(Math.abs(fair / INDEX_TICKS - 1)).toBeLessThanOrEqual(MAX_BASIS + 1 / INDEX_TICKS);
    }
  });
});
