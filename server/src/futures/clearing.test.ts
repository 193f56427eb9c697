import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PositionRecord } from './clearing-types.ts';
import type { FuturesOrderRecord } from './order-view.ts';
import { testClearing } from './test-clearing.ts';

const tiers = [
  { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: 100, maintenanceAmount: '0' },
  { maxNotional: '250000', maintenanceMarginRate: '0.005', maxLeverage: 75, maintenanceAmount: '50' },
];

const at = new Date('2026-03-01T10:00:00.000Z');

function clearing(ids = 'o') {
  return testClearing({
    balances: { u1: { available: '10000', frozen: '150' }, u2: { available: '10000', frozen: '250' } },
    symbols: ['BTC_USDT', 'ETH_USDT'],
    riskTiers: tiers,
    now: at,
    orderIdPrefix: ids,
  });
}

/** `value` behind a proxy that counts every property read. */
function watched<T extends object>(value: T): { proxy: T; reads: () => number; reset: () => void } {
  let reads = 0;
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      reads += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  return { proxy, reads: () => reads, reset: () => (reads = 0) };
}

/** Stop-market orders placed at a mark of 50000 in a clearing of their own, as the database would restore them. */
function stopOrders(triggers: readonly string[]): FuturesOrderRecord[] {
  const source = clearing('stop-');
  source.markPrices([{ symbol: 'BTC_USDT', markPrice: '50000' }]);
  return triggers.map(
    (triggerPrice) =>
      source.place('u1', {
        symbol: 'BTC_USDT',
        side: new Big(triggerPrice).gt(50000) ? 'buy' : 'sell',
        type: 'stop-market',
        quantity: '0.01',
        triggerPrice,
      }).order,
  );
}

function position(userId: string, symbol: string, size: string, entryPrice: string, margin: string): PositionRecord {
  return {
    userId,
    symbol,
    side: 'long',
    size: new Big(size),
    entryPrice: new Big(entryPrice),
    margin: new Big(margin),
    marginMode: 'isolated',
    leverage: 20,
    realizedPnl: new Big(0),
    fees: new Big(0),
    funding: new Big(0),
    openedAt: at,
    updatedAt: at,
  };
}

describe('the futures clearing on a mark step', () => {
  it('fires a stop the mark reached without visiting the stops far from it', () => {
    const books = clearing();
    books.markPrices([{ symbol: 'BTC_USDT', markPrice: '50000' }]);
    const [farDown, farUp, near] = stopOrders(['10000', '90000', '49990']) as [
      FuturesOrderRecord,
      FuturesOrderRecord,
      FuturesOrderRecord,
    ];
    const far = watched(farDown);
    const farAbove = watched(farUp);
    for (const order of [far.proxy, farAbove.proxy, near]) expect(books.restoreOrder(order)).toBe(true);
    far.reset();
    farAbove.reset();
    books.markPrices([{ symbol: 'BTC_USDT', markPrice: '49990' }]);
    expect(far.reads() + farAbove.reads()).toBe(0);
    // Reached: sent to the (empty) book as an IOC market order, whose remainder is cancelled.
    expect(near.status).toBe('cancelled');
    expect(near.cancelReason).toBe('ioc-remainder');
    expect(books.liveOrders().map((order) => order.id)).toEqual([farDown.id, farUp.id]);
    books.markPrices([{ symbol: 'BTC_USDT', markPrice: '95000' }]);
    expect(farAbove.proxy.status).not.toBe('untriggered');
    expect(books.liveOrders().map((order) => order.id)).toEqual([farDown.id]);
  });

  it('property: fires exactly the stops the mark reached, in the order they arrived', () => {
    const stops = fc.array(
      fc.record({
        trigger: fc.integer({ min: 1, max: 40 }),
        direction: fc.constantFrom('rise' as const, 'fall' as const),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(stops, fc.integer({ min: 1, max: 40 }), (entries, markStep) => {
        const books = clearing();
        books.markPrices([{ symbol: 'BTC_USDT', markPrice: '50000' }]);
        const placed = stopOrders(
          entries.map(({ trigger, direction }) =>
            new Big(50000).plus(direction === 'rise' ? trigger : -trigger).toFixed(),
          ),
        );
        for (const order of placed) books.restoreOrder(order);
        books.take();
        const mark = new Big(50000).plus(markStep % 2 === 0 ? markStep : -markStep);
        books.markPrices([{ symbol: 'BTC_USDT', markPrice: mark.toFixed() }]);
        const reached = placed.filter((order) =>
          order.triggerDirection === 'rise' ? mark.gte(order.triggerPrice ?? '0') : mark.lte(order.triggerPrice ?? '0'),
        );
        expect(books.take().orders.map((order) => order.id)).toEqual(reached.map((order) => order.id));
        expect(books.liveOrders().length).toBe(placed.length - reached.length);
      }),
    );
  });

  it('touches only the marked contract’s positions: risk, funding and open interest', () => {
    const books = clearing();
    const eth = watched(position('u1', 'ETH_USDT', '1', '3000', '150'));
    const btc = position('u2', 'BTC_USDT', '0.1', '50000', '250');
    books.install({ positions: [eth.proxy, btc], settings: [], clientOrderIds: new Map(), lastFunding: new Map() });
    eth.reset();
    books.markPrices([{ symbol: 'BTC_USDT', markPrice: '50100' }]);
    books.payFunding('BTC_USDT', new Date('2026-03-01T16:00:00.000Z'), '0.0001', '50100');
    expect(books.openInterest('BTC_USDT').toFixed()).toBe('0.1');
    expect(eth.reads()).toBe(0);
    // The BTC round was paid by the BTC position: -0.1 x 50100 x 0.0001.
    expect(btc.realizedPnl.toFixed()).toBe('-0.501');
    expect(books.openInterest('ETH_USDT').toFixed()).toBe('1');
    // An ETH mark that liquidates the 20x isolated long reaches it.
    books.markPrices([{ symbol: 'ETH_USDT', markPrice: '2800' }]);
    expect(books.positionOf('u1', 'ETH_USDT')).toBeUndefined();
    expect(books.take().notices).toContainEqual({ kind: 'liquidated', userId: 'u1', symbol: 'ETH_USDT', size: '1' });
  });
});
