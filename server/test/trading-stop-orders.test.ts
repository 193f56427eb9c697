import { placeOrderRequestSchema } from '@vela/contracts/trading';
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { balances, notifications, spotOrders } from '../src/db/schema.ts';
import { normalizeDecimal } from '../src/money.ts';
import { Refusal } from '../src/refusal.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import { createFundedUser, type Engine, startEngine } from './support/engine.ts';
import { totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';
const pglite = drivers[0] as (typeof drivers)[number];

describe('spot stop, trailing-stop and OCO orders (pglite)', () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let engine: Engine;
  let serial = 0;
  /** The two sides of every trade the tests need (one owner would not trade with itself): deep pockets. */
  let market: string;
  let counterparty: string;

  beforeAll(async () => {
    factory = await pglite.create();
    database = await openMigrated(factory);
    engine = await startEngine(database);
    market = await user({ USDT: '10000000', ETH: '10000' });
    counterparty = await user({ USDT: '10000000', ETH: '10000' });
  });
  afterAll(async () => {
    await engine?.close();
    await database?.close();
    await factory?.dispose();
  });

  function user(funds: Record<string, string>) {
    return createFundedUser(database.db, `stops-${++serial}@example.com`, funds);
  }
  const place = (userId: string, request: Parameters<Engine['trading']['place']>[1]) =>
    engine.trading.place(userId, request);

  /** One trade at `price` between two of the market's own orders: the market's last price is then `price`. */
  async function tradeAt(price: string): Promise<void> {
    await place(market, { symbol: SYMBOL, side: 'sell', type: 'limit', price, quantity: '0.01' });
    await place(counterparty, { symbol: SYMBOL, side: 'buy', type: 'limit', price, quantity: '0.01' });
    await engine.trading.settled();
  }

  /** Resting liquidity of the market's own: asks above and bids below `price`, cancelled by `clearBook`. */
  async function quote(price: string): Promise<void> {
    const at = new Big(price);
    await place(market, { symbol: SYMBOL, side: 'sell', type: 'limit', price: at.plus(1).toFixed(2), quantity: '5' });
    await place(market, { symbol: SYMBOL, side: 'buy', type: 'limit', price: at.minus(1).toFixed(2), quantity: '5' });
  }
  const clearBook = async () => {
    await engine.trading.cancelAll(market, SYMBOL);
    await engine.trading.cancelAll(counterparty, SYMBOL);
    await engine.trading.settled();
  };

  const rowOf = async (orderId: string) => {
    await engine.trading.settled();
    const [row] = await database.db.select().from(spotOrders).where(eq(spotOrders.id, orderId));
    if (!row) throw new Error(`no order ${orderId}`);
    return row;
  };
  const walletOf = async (userId: string, asset: string) => {
    await engine.trading.settled();
    const [row] = await database.db
      .select()
      .from(balances)
      .where(and(eq(balances.userId, userId), eq(balances.asset, asset)));
    return { available: normalizeDecimal(row?.available ?? '0'), frozen: normalizeDecimal(row?.frozen ?? '0') };
  };
  const noticesOf = async (userId: string) => {
    await engine.trading.settled();
    const rows = await database.db.select().from(notifications).where(eq(notifications.userId, userId));
    return rows.map((row) => `${row.title}: ${row.body}`);
  };
  const refusalOf = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
    return error.reason;
  };

  it('a stop-limit sell waits with its base reserved and enters the book when a trade reaches its stop', async () => {
    await tradeAt('3000');
    const seller = await user({ ETH: '1' });
    const { order } = await place(seller, {
      symbol: SYMBOL,
      side: 'sell',
      type: 'stop-limit',
      stopPrice: '2950',
      price: '2940',
      quantity: '0.5',
    });
    expect(order).toMatchObject({ status: 'untriggered', stopPrice: '2950', triggerDirection: 'fall', price: '2940' });
    expect(await walletOf(seller, 'ETH')).toEqual({ available: '0.5', frozen: '0.5' });
    expect((await engine.market.markets.get(SYMBOL)?.engine.order(order.id)) ?? null).toBeNull();
    // Placed after the stop, resting before it triggers: ahead of it in time priority (book_seq).
    const earlier = (
      await place(seller, { symbol: SYMBOL, side: 'sell', type: 'limit', price: '3500', quantity: '0.1' })
    ).order;

    await tradeAt('2960');
    expect((await rowOf(order.id)).status).toBe('untriggered');
    await tradeAt('2950');
    const fired = await rowOf(order.id);
    expect(fired.status).toBe('open');
    expect(fired.triggeredAt).not.toBeNull();
    expect(fired.bookSeq).toBeGreaterThan((await rowOf(earlier.id)).bookSeq);
    expect(engine.market.markets.get(SYMBOL)?.engine.order(order.id)?.price).toBe(294000);
    expect(await noticesOf(seller)).toEqual([
      'Stop order triggered: Sell 0.5 ETH (ETH/USDT): the price reached 2950 USDT',
    ]);
    await engine.trading.cancel(seller, order.id);
    await engine.trading.cancel(seller, earlier.id);
    expect(await walletOf(seller, 'ETH')).toEqual({ available: '1', frozen: '0' });
  });

  it('a stop-market buy triggers on a rise and buys from the book; short of funds then, it is cancelled with a notice', async () => {
    await tradeAt('3000');
    const buyer = await user({ USDT: '1000' });
    const { order } = await place(buyer, {
      symbol: SYMBOL,
      side: 'buy',
      type: 'stop-market',
      stopPrice: '3050',
      quantity: '0.1',
    });
    expect(order.triggerDirection).toBe('rise');
    expect(await walletOf(buyer, 'USDT')).toEqual({ available: '695', frozen: '305' });
    await quote('3050');
    await tradeAt('3050');
    const fired = await rowOf(order.id);
    expect(fired.status).toBe('filled');
    expect(normalizeDecimal(fired.filledQuantity)).toBe('0.1');
    await clearBook();

    // A reserve of exactly stop x size, and the book asks more when it triggers.
    await tradeAt('3000');
    const short = await user({ USDT: '305' });
    const { order: stop } = await place(short, {
      symbol: SYMBOL,
      side: 'buy',
      type: 'stop-market',
      stopPrice: '3050',
      quantity: '0.1',
    });
    await place(market, { symbol: SYMBOL, side: 'sell', type: 'limit', price: '3100', quantity: '1' });
    await tradeAt('3060');
    const refused = await rowOf(stop.id);
    expect(refused).toMatchObject({ status: 'cancelled', cancelReason: 'insufficient-balance' });
    expect(await walletOf(short, 'USDT')).toEqual({ available: '305', frozen: '0' });
    expect(await noticesOf(short)).toEqual([
      'Stop order cancelled: Buy 0.1 ETH (ETH/USDT), stop 3050 USDT: not enough funds available when it triggered',
    ]);
    await clearBook();
  });

  it('an OCO: the stop leg triggering cancels the limit leg, and a limit leg trading cancels the stop leg', async () => {
    await tradeAt('3000');
    const holder = await user({ ETH: '1' });
    const oco = await place(holder, {
      symbol: SYMBOL,
      side: 'sell',
      type: 'oco',
      price: '3200',
      stopPrice: '2900',
      stopLimitPrice: '2890',
      quantity: '1',
    });
    const stopLeg = oco.linked?.[0];
    if (!stopLeg) throw new Error('no stop leg');
    expect(oco.order).toMatchObject({ type: 'limit', status: 'open', ocoGroup: oco.order.id });
    expect(stopLeg).toMatchObject({ type: 'stop-limit', status: 'untriggered', ocoGroup: oco.order.id });
    // One reserve for both legs: they sell the same ETH.
    expect(await walletOf(holder, 'ETH')).toEqual({ available: '0', frozen: '1' });
    await tradeAt('2900');
    expect(await rowOf(oco.order.id)).toMatchObject({ status: 'cancelled', cancelReason: 'oco' });
    expect((await rowOf(stopLeg.id)).status).toBe('open');
    expect(await walletOf(holder, 'ETH')).toEqual({ available: '0', frozen: '1' });
    await engine.trading.cancel(holder, stopLeg.id);

    const second = await place(holder, {
      symbol: SYMBOL,
      side: 'sell',
      type: 'oco',
      price: '2950',
      stopPrice: '2800',
      quantity: '0.5',
    });
    await place(market, { symbol: SYMBOL, side: 'buy', type: 'limit', price: '2950', quantity: '0.1' });
    const secondStop = second.linked?.[0];
    if (!secondStop) throw new Error('no stop leg');
    expect(await rowOf(secondStop.id)).toMatchObject({ status: 'cancelled', cancelReason: 'oco' });
    expect(normalizeDecimal((await rowOf(second.order.id)).filledQuantity)).toBe('0.1');
    expect(await refusalOf(engine.trading.cancel(holder, secondStop.id))).toBe('order-not-open');
    await engine.trading.cancel(holder, second.order.id);
    expect(await walletOf(holder, 'ETH')).toEqual({ available: '0.9', frozen: '0' });
  });

  it('an OCO whose prices are on the wrong sides of the last price is refused, with nothing reserved', async () => {
    await tradeAt('3000');
    const holder = await user({ ETH: '1' });
    const reason = await refusalOf(
      place(holder, { symbol: SYMBOL, side: 'sell', type: 'oco', price: '2950', stopPrice: '2900', quantity: '1' }),
    );
    expect(reason).toBe('invalid-trigger');
    expect(await walletOf(holder, 'ETH')).toEqual({ available: '1', frozen: '0' });
  });

  it('a trailing stop follows the best price and fires on the pull-back by its distance', async () => {
    await tradeAt('3000');
    const holder = await user({ ETH: '1' });
    const { order } = await place(holder, {
      symbol: SYMBOL,
      side: 'sell',
      type: 'trailing-stop',
      trailingPercent: '1',
      quantity: '0.2',
    });
    expect(order).toMatchObject({ stopPrice: '2970', trailingBest: '3000', trailingPercent: '1' });
    await tradeAt('3100');
    expect(await rowOf(order.id)).toMatchObject({ status: 'untriggered' });
    expect(normalizeDecimal((await rowOf(order.id)).stopPrice ?? '')).toBe('3069');
    await tradeAt('3080');
    expect(await rowOf(order.id)).toMatchObject({
      status: 'untriggered',
      trailingBest: expect.stringMatching(/^3100/),
    });
    expect(normalizeDecimal((await rowOf(order.id)).stopPrice ?? '')).toBe('3069');
    await quote('3060');
    await tradeAt('3069');
    const fired = await rowOf(order.id);
    expect(fired.status).toBe('filled');
    await clearBook();
  });

  it('post-only, fill-or-kill and immediate-or-cancel limits', async () => {
    await clearBook();
    await tradeAt('3000');
    const trader = await user({ USDT: '10000' });
    await place(market, { symbol: SYMBOL, side: 'sell', type: 'limit', price: '3010', quantity: '1' });
    const crossing = { symbol: SYMBOL, side: 'buy', type: 'limit', price: '3010', quantity: '2' } as const;
    expect(await refusalOf(place(trader, { ...crossing, postOnly: true }))).toBe('post-only');
    expect(await refusalOf(place(trader, { ...crossing, timeInForce: 'FOK' }))).toBe('fok');
    expect(await walletOf(trader, 'USDT')).toEqual({ available: '10000', frozen: '0' });
    const { order } = await place(trader, { ...crossing, timeInForce: 'IOC' });
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'ioc-remainder', filledQuantity: '1' });
    const resting = await place(trader, { ...crossing, price: '2990', postOnly: true });
    expect(resting.order).toMatchObject({ status: 'open', postOnly: true });
    await engine.trading.cancelAll(trader);
    await clearBook();
  });

  it('the request schema gives clear reasons for malformed stop orders', () => {
    const fields = (body: unknown) => {
      const parsed = placeOrderRequestSchema.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    };
    const base = { symbol: SYMBOL, side: 'sell', quantity: '1' };
    expect(fields({ ...base, type: 'stop-limit', price: '1' })).toEqual(['stopPrice']);
    expect(fields({ ...base, type: 'stop-market', stopPrice: '1', price: '1' })).toEqual(['price']);
    expect(fields({ ...base, type: 'trailing-stop' })).toEqual(['trailingAmount']);
    expect(fields({ ...base, type: 'trailing-stop', trailingPercent: '25' })).toEqual(['trailingPercent']);
    expect(fields({ ...base, type: 'market', postOnly: true })).toEqual(['postOnly']);
    expect(fields({ ...base, type: 'limit', price: '1', postOnly: true, timeInForce: 'IOC' })).toEqual(['postOnly']);
    expect(fields({ ...base, type: 'oco', price: '2', stopPrice: '1' })).toEqual([]);
  });

  it('waiting stops, reserves and trailing states survive a restart, conserving every asset, and fire after it', async () => {
    await clearBook();
    await tradeAt('3000');
    const holder = await user({ ETH: '2', USDT: '5000' });
    const stop = await place(holder, {
      symbol: SYMBOL,
      side: 'sell',
      type: 'stop-market',
      stopPrice: '2900',
      quantity: '0.5',
    });
    const trailing = await place(holder, {
      symbol: SYMBOL,
      side: 'buy',
      type: 'trailing-stop',
      trailingAmount: '50',
      quantity: '0.1',
    });
    const oco = await place(holder, {
      symbol: SYMBOL,
      side: 'sell',
      type: 'oco',
      price: '3300',
      stopPrice: '2500',
      quantity: '1',
    });
    await tradeAt('2950');
    const trailingBefore = await rowOf(trailing.order.id);
    expect(normalizeDecimal(trailingBefore.stopPrice ?? '')).toBe('3000');
    const totals = await totalsByAsset(database.db);
    const walletBefore = [await walletOf(holder, 'ETH'), await walletOf(holder, 'USDT')];
    expect(walletBefore).toEqual([
      { available: '0.5', frozen: '1.5' },
      { available: '4695', frozen: '305' },
    ]);

    await engine.close();
    engine = await startEngine(database);
    expect(await totalsByAsset(database.db)).toEqual(totals);
    expect([await walletOf(holder, 'ETH'), await walletOf(holder, 'USDT')]).toEqual(walletBefore);
    const views = await (await engine.trading.orderViews()).open(holder, SYMBOL);
    expect(views.map((order) => order.status).sort()).toEqual(['open', 'untriggered', 'untriggered', 'untriggered']);

    // After the restart: the fixed stop fires at 2900, the trailing buy (best 2950) at 3000.
    await quote('2900');
    await tradeAt('2900');
    expect((await rowOf(stop.order.id)).status).toBe('filled');
    await clearBook();
    await quote('3000');
    await tradeAt('3000');
    expect((await rowOf(trailing.order.id)).status).toBe('filled');
    await clearBook();
    await engine.trading.cancel(holder, oco.order.id);
    expect(await rowOf(oco.linked?.[0]?.id ?? '')).toMatchObject({ status: 'cancelled', cancelReason: 'oco' });
    expect(await totalsByAsset(database.db)).toEqual(totals);
    const eth = await walletOf(holder, 'ETH');
    expect(eth.frozen).toBe('0');
  });
});
