import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { futuresOrders, spotOrders } from '../src/db/schema.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import { createFundedUser } from './support/engine.ts';
import { type FuturesEngine, fundFutures, quote, startFuturesEngine } from './support/futures.ts';

const SYMBOL = 'ETH_USDT';
const pglite = drivers[0] as (typeof drivers)[number];

/** Every change of an order raises its version, in the answers, the pushes and the row alike. */
describe('order versions (pglite)', () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let engine: FuturesEngine;

  beforeAll(async () => {
    factory = await pglite.create();
    database = await openMigrated(factory);
    engine = await startFuturesEngine(database, { symbols: [SYMBOL] });
  });
  afterAll(async () => {
    await engine?.close();
    await database?.close();
    await factory?.dispose();
  });

  it('counts a spot order placed, partly filled and cancelled as versions 1, 2 and 3', async () => {
    const { db } = database;
    const maker = await createFundedUser(db, 'version-maker@example.com', { USDT: '10000' });
    const taker = await createFundedUser(db, 'version-taker@example.com', { ETH: '1' });
    const pushed: number[] = [];
    engine.bus.subscribe('user.event', ({ userId, type, payload }) => {
      if (userId === maker && type === 'orders') pushed.push((payload as { version: number }).version);
    });
    const placed = await engine.trading.place(maker, {
      symbol: SYMBOL,
      side: 'buy',
      type: 'limit',
      price: '3000',
      quantity: '0.5',
    });
    expect(placed.order.version).toBe(1);
    await engine.trading.place(taker, { symbol: SYMBOL, side: 'sell', type: 'market', quantity: '0.2' });
    const cancelled = await engine.trading.cancel(maker, placed.order.id);
    expect(cancelled.version).toBe(3);
    await engine.trading.settled();
    expect(pushed).toEqual([1, 2, 3]);
    const [row] = await db.select().from(spotOrders).where(eq(spotOrders.id, placed.order.id));
    expect(row?.version).toBe(3);
  });

  it('counts a futures order the same way', async () => {
    const { db } = database;
    const user = await createFundedUser(db, 'version-futures@example.com', { USDT: '10000' });
    await fundFutures(engine, user, '1000');
    await engine.trading.markPrices([{ symbol: SYMBOL, markPrice: '3000' }]);
    const placed = await engine.trading.placeFutures(user, {
      symbol: SYMBOL,
      side: 'buy',
      type: 'limit',
      price: '2990',
      quantity: '0.5',
    });
    expect(placed.order.version).toBe(1);
    quote(engine, SYMBOL, 'sell', '2990', '0.2');
    await engine.trading.settled();
    const cancelled = await engine.trading.cancelFutures(user, placed.order.id);
    expect(cancelled).toMatchObject({ version: 3, status: 'cancelled', filledQuantity: '0.2' });
    const [row] = await db.select().from(futuresOrders).where(eq(futuresOrders.id, placed.order.id));
    expect(row?.version).toBe(3);
  });
});
