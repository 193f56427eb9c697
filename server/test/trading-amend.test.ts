import { apiErrorSchema } from '@vela/contracts/errors';
import { type AmendOrderRequest, placeOrderResponseSchema, tradingPaths } from '@vela/contracts/trading';
import Big from 'big.js';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { balances, ledgerEntries, spotOrders } from '../src/db/schema.ts';
import { httpRefusal } from '../src/http/errors.ts';
import { normalizeDecimal } from '../src/money.ts';
import { Refusal } from '../src/refusal.ts';
import { SAME_ORIGIN, signUp } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import { createFundedUser, type Engine, startEngine } from './support/engine.ts';
import { startMarketApp } from './support/market.ts';
import { totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';
const pglite = drivers[0] as (typeof drivers)[number];

describe('amending spot orders (pglite)', () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let engine: Engine;
  let serial = 0;

  beforeAll(async () => {
    factory = await pglite.create();
    database = await openMigrated(factory);
    engine = await startEngine(database);
  });
  afterAll(async () => {
    await engine?.close();
    await database?.close();
    await factory?.dispose();
  });

  const user = (funds: Record<string, string>) => createFundedUser(database.db, `amend-${++serial}@example.com`, funds);
  const limit = async (userId: string, side: 'buy' | 'sell', price: string, quantity: string) =>
    (await engine.trading.place(userId, { symbol: SYMBOL, side, type: 'limit', price, quantity })).order;
  const sell = (userId: string, quantity: string) =>
    engine.trading.place(userId, { symbol: SYMBOL, side: 'sell', type: 'market', quantity });
  const amend = (userId: string, orderId: string, request: AmendOrderRequest) =>
    engine.trading.amend(userId, orderId, request);
  const book = () => engine.market.markets.get(SYMBOL)?.engine.depth();
  const rowOf = async (orderId: string) => {
    const [row] = await database.db.select().from(spotOrders).where(eq(spotOrders.id, orderId));
    if (!row) throw new Error(`no order ${orderId}`);
    return { ...row, filled: normalizeDecimal(row.filledQuantity), frozenAmount: normalizeDecimal(row.frozen) };
  };
  const refusalOf = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
    return { status: httpRefusal(error).statusCode, reason: error.reason, field: error.field };
  };

  /**
   * A user's USDT wallet, checked against its ledger (available and frozen are the sums of the
   * entries) and against the open orders (frozen is what they hold).
   */
  async function usdtOf(userId: string) {
    await engine.trading.settled();
    const { db } = database;
    const [wallet] = await db
      .select()
      .from(balances)
      .where(and(eq(balances.userId, userId), eq(balances.asset, 'USDT')));
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.asset, 'USDT')))
      .orderBy(asc(ledgerEntries.id));
    const total = entries.reduce((sum, entry) => sum.plus(entry.amount), new Big(0));
    const frozen = entries.reduce((sum, entry) => sum.plus(entry.frozenAmount), new Big(0));
    const open = await db
      .select()
      .from(spotOrders)
      .where(and(eq(spotOrders.userId, userId), eq(spotOrders.status, 'open'), eq(spotOrders.side, 'buy')));
    const held = open.reduce((sum, order) => sum.plus(order.frozen), new Big(0));
    if (!wallet) throw new Error('no USDT row');
    expect(frozen.toFixed()).toBe(new Big(wallet.frozen).toFixed());
    expect(total.toFixed()).toBe(new Big(wallet.available).plus(wallet.frozen).toFixed());
    expect(held.toFixed()).toBe(new Big(wallet.frozen).toFixed());
    return { available: new Big(wallet.available).toFixed(), frozen: new Big(wallet.frozen).toFixed(), entries };
  }

  it('keeps the place in the queue when only the size goes down, and gives back exactly what it no longer holds', async () => {
    const first = await user({ USDT: '10000' });
    const second = await user({ USDT: '10000' });
    const taker = await user({ ETH: '5' });
    const pushed: { id: string; quantity: string; version: number }[] = [];
    const unsubscribe = engine.bus.subscribe('user.event', ({ userId, type, payload }) => {
      if (userId === first && type === 'orders') pushed.push(payload as (typeof pushed)[number]);
    });
    const ahead = await limit(first, 'buy', '3000', '1');
    const behind = await limit(second, 'buy', '3000', '1');

    const amended = await amend(first, ahead.id, { quantity: '0.4' });
    expect(amended.order).toMatchObject({ id: ahead.id, price: '3000', quantity: '0.4', status: 'open', version: 2 });
    expect(amended.fills).toEqual([]);
    expect(book()?.bids).toEqual([{ price: 300_000, quantity: 14_000 }]);
    const wallet = await usdtOf(first);
    expect(wallet).toMatchObject({ available: '8800', frozen: '1200' });
    expect(wallet.entries.at(-1)).toMatchObject({ kind: 'order-release', reference: ahead.id });
    expect(normalizeDecimal(wallet.entries.at(-1)?.frozenAmount ?? '')).toBe('-1800');
    expect(pushed.map(({ quantity, version }) => [quantity, version])).toEqual([
      ['1', 1],
      ['0.4', 2],
    ]);

    await sell(taker, '0.5');
    await engine.trading.settled();
    expect(await rowOf(ahead.id)).toMatchObject({ status: 'filled', filled: '0.4', frozenAmount: '0' });
    expect(await rowOf(behind.id)).toMatchObject({ status: 'open', filled: '0.1' });
    await usdtOf(first);
    unsubscribe();
    await engine.trading.cancelAll(second);
  });

  it('sends the order to the back when the size goes up or the price changes, also across a restart', async () => {
    const first = await user({ USDT: '10000' });
    const second = await user({ USDT: '10000' });
    const taker = await user({ ETH: '5' });
    const grown = await limit(first, 'buy', '2990', '0.5');
    const waiting = await limit(second, 'buy', '2990', '0.5');
    const moved = await limit(first, 'buy', '2980', '0.5');
    const stayed = await limit(second, 'buy', '2985', '0.5');

    expect((await amend(first, grown.id, { quantity: '0.6' })).order).toMatchObject({ quantity: '0.6', version: 2 });
    expect((await amend(first, moved.id, { price: '2985' })).order).toMatchObject({ price: '2985', version: 2 });
    expect(await usdtOf(first)).toMatchObject({ frozen: new Big('1794').plus('1492.5').toFixed() });

    // What a restart rebuilds the book from is the same queue.
    await engine.close();
    engine = await startEngine(database);
    expect(book()?.bids.slice(0, 2)).toEqual([
      { price: 299_000, quantity: 11_000 },
      { price: 298_500, quantity: 10_000 },
    ]);

    await sell(taker, '0.5');
    await engine.trading.settled();
    expect(await rowOf(waiting.id)).toMatchObject({ status: 'filled' });
    expect(await rowOf(grown.id)).toMatchObject({ status: 'open', filled: '0' });
    await sell(taker, '0.6');
    await sell(taker, '0.5');
    await engine.trading.settled();
    expect(await rowOf(stayed.id)).toMatchObject({ status: 'filled' });
    expect(await rowOf(moved.id)).toMatchObject({ status: 'open', filled: '0' });
    await usdtOf(first);
    await engine.trading.cancelAll(first);
  });

  it('keeps the engine’s order across a restart for orders that lost their place in one commit', async () => {
    const [first, second, third] = [
      await user({ USDT: '10000' }),
      await user({ USDT: '10000' }),
      await user({ USDT: '10000' }),
    ] as [string, string, string];
    const taker = await user({ ETH: '5' });
    const a = await limit(first, 'buy', '2970', '0.5');
    const b = await limit(second, 'buy', '2970', '0.5');
    const c = await limit(third, 'buy', '2970', '0.5');
    await engine.trading.settled();
    engine.trading.takeBatchSizes();

    // B first, then A, in one batch: the queue is C, B, A. The database numbers the two requeued
    // rows in an order of its own (the heap's: A before B), which is what `book_seq` corrects.
    await Promise.all([amend(second, b.id, { quantity: '0.6' }), amend(first, a.id, { quantity: '0.7' })]);
    expect(engine.trading.takeBatchSizes()).toContain(2);
    const [rowA, rowB] = [await rowOf(a.id), await rowOf(b.id)];
    expect(rowB.bookSeq).toBeLessThan(rowA.bookSeq);
    expect((await rowOf(c.id)).bookSeq).toBeLessThan(rowB.bookSeq);

    await engine.close();
    engine = await startEngine(database);
    // 0.5 + 0.6 fills C and B exactly; A, last in the queue, is untouched.
    await sell(taker, '1.1');
    await engine.trading.settled();
    expect(await rowOf(c.id)).toMatchObject({ status: 'filled' });
    expect(await rowOf(b.id)).toMatchObject({ status: 'filled' });
    expect(await rowOf(a.id)).toMatchObject({ status: 'open', filled: '0' });
    await usdtOf(first);
    await engine.trading.cancelAll(first);
  });

  it('trades at once when the new price crosses, like a new order, and holds only what the rest needs', async () => {
    const seller = await user({ ETH: '1' });
    const buyer = await user({ USDT: '10000' });
    const ask = await limit(seller, 'sell', '3010', '0.3');
    const bid = await limit(buyer, 'buy', '3000', '0.5');

    const amended = await amend(buyer, bid.id, { price: '3020' });
    expect(amended.fills).toMatchObject([{ orderId: bid.id, role: 'taker', price: '3010', quantity: '0.3' }]);
    expect(amended.order).toMatchObject({ price: '3020', quantity: '0.5', filledQuantity: '0.3', status: 'open' });
    expect(book()?.asks.some((level) => level.price === 301_000)).toBe(false);
    expect(book()?.bids[0]).toEqual({ price: 302_000, quantity: 2_000 });
    expect(await rowOf(ask.id)).toMatchObject({ status: 'filled' });
    // Held like a new order at 3020 (0.5 x 3020 = 1510); 0.3 x 3010 of it spent, the rest held until done.
    expect(await usdtOf(buyer)).toMatchObject({ available: '8490', frozen: '607' });
    expect(await rowOf(bid.id)).toMatchObject({ frozenAmount: '607', price: expect.stringMatching(/^3020(\.0+)?$/) });
    await engine.trading.cancel(buyer, bid.id);
  });

  it('refuses what it cannot do with a reason, and changes nothing', async () => {
    const owner = await user({ USDT: '1000', ETH: '1' });
    const stranger = await user({ USDT: '1000' });
    const taker = await user({ ETH: '1' });
    // The best bid, so the taker's sell fills it in part.
    const order = await limit(owner, 'buy', '3001', '0.3');
    await sell(taker, '0.1');
    expect(await rowOf(order.id)).toMatchObject({ filled: '0.1' });
    const before = await usdtOf(owner);
    const versionBefore = (await rowOf(order.id)).version;

    expect(await refusalOf(amend(owner, order.id, { quantity: '0.1' }))).toEqual({
      status: 400,
      reason: 'quantity-below-filled',
      field: 'quantity',
    });
    expect(await refusalOf(amend(owner, order.id, { price: '3001', quantity: '0.3' }))).toMatchObject({
      status: 400,
      reason: 'amend-unchanged',
    });
    expect(await refusalOf(amend(owner, order.id, { price: '3001.001' }))).toEqual({
      status: 400,
      reason: 'price-off-tick',
      field: 'price',
    });
    expect(await refusalOf(amend(owner, order.id, { quantity: '0.30001' }))).toMatchObject({
      reason: 'quantity-off-lot',
    });
    expect(await refusalOf(amend(owner, order.id, { price: '10' }))).toMatchObject({ reason: 'below-min-notional' });
    expect(await refusalOf(amend(owner, order.id, { quantity: '0.9' }))).toEqual({
      status: 400,
      reason: 'insufficient-balance',
      field: 'quantity',
    });
    expect(await refusalOf(amend(stranger, order.id, { quantity: '0.2' }))).toMatchObject({
      status: 404,
      reason: 'unknown-order',
    });
    expect(await refusalOf(amend(owner, '00000000-0000-4000-8000-00000000abcd', { quantity: '1' }))).toMatchObject({
      status: 404,
    });
    expect(await usdtOf(owner)).toEqual(before);
    expect((await rowOf(order.id)).version).toBe(versionBefore);

    await engine.trading.cancel(owner, order.id);
    expect(await refusalOf(amend(owner, order.id, { quantity: '0.2' }))).toMatchObject({
      status: 409,
      reason: 'order-not-open',
    });
  });

  it('refuses to let a post-only order take liquidity, and lets it move where it still rests', async () => {
    const seller = await user({ ETH: '1' });
    const maker = await user({ USDT: '10000' });
    await limit(seller, 'sell', '3500', '0.1');
    const { order } = await engine.trading.place(maker, {
      symbol: SYMBOL,
      side: 'buy',
      type: 'limit',
      price: '3400',
      quantity: '0.1',
      postOnly: true,
    });
    expect(await refusalOf(amend(maker, order.id, { price: '3500' }))).toEqual({
      status: 400,
      reason: 'post-only',
      field: 'price',
    });
    expect((await amend(maker, order.id, { price: '3499.99' })).order).toMatchObject({ price: '3499.99', version: 2 });
    await engine.trading.cancelAll(maker);
    await engine.trading.cancelAll(seller);
  });
});

describe('the amend route (pglite)', () => {
  it('needs a session and a body with a price or a quantity, and answers the order with its fills', async () => {
    const factory = await pglite.create();
    const database = await openMigrated(factory);
    const market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
    try {
      const { cookie } = await signUp(market.app);
      const totals = await totalsByAsset(database.db);
      const headers = { cookie, origin: SAME_ORIGIN };
      const placed = await market.app.inject({
        method: 'POST',
        url: tradingPaths.orders,
        headers,
        payload: { symbol: SYMBOL, side: 'buy', type: 'limit', price: '2500', quantity: '0.01' },
      });
      const { order } = placeOrderResponseSchema.parse(placed.json());
      const url = tradingPaths.amend(order.id);

      const anonymous = await market.app.inject({ method: 'POST', url, payload: { price: '2600' } });
      expect(anonymous.statusCode).toBe(401);
      for (const payload of [{}, { price: '-1' }, { price: '2600', side: 'sell' }]) {
        const refused = await market.app.inject({ method: 'POST', url, headers, payload });
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(apiErrorSchema.parse(refused.json()).error).toBeTruthy();
      }
      const amended = await market.app.inject({ method: 'POST', url, headers, payload: { price: '2600' } });
      expect(amended.statusCode, amended.body).toBe(200);
      expect(placeOrderResponseSchema.parse(amended.json())).toMatchObject({
        order: { id: order.id, price: '2600', quantity: '0.01', version: 2 },
        fills: [],
      });
      await market.trading.settled();
      expect(await totalsByAsset(database.db)).toEqual(totals);
    } finally {
      await market.close();
      await database.close();
      await factory.dispose();
    }
  });
});
