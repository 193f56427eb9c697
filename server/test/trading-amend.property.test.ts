import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { balances, ledgerEntries, spotOrders } from '../src/db/schema.ts';
import { httpRefusal } from '../src/http/errors.ts';
import { MAKER_OWNER, TAKER_OWNER } from '../src/market/simulator.ts';
import { MarketUnits } from '../src/market/units.ts';
import { Refusal } from '../src/refusal.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import { createFundedUser, type Engine, startEngine } from './support/engine.ts';
import { totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';
const USERS = 3;
const units = new MarketUnits('0.01', '0.0001');
const pglite = drivers[0] as (typeof drivers)[number];

/** One step of a random session: orders, amends and cancels of users, with simulated liquidity between. */
type Step =
  | { kind: 'limit'; user: number; side: 'buy' | 'sell'; price: number; lots: number }
  | { kind: 'amend'; user: number; pick: number; price: number | null; lots: number | null }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'liquidity-quote'; side: 'buy' | 'sell'; price: number; lots: number }
  | { kind: 'liquidity-take'; side: 'buy' | 'sell'; lots: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const side = fc.constantFrom<'buy' | 'sell'>('buy', 'sell');
// Ticks of 0.01 around 3300: amends to new prices cross the other side often.
const price = fc.integer({ min: 329_000, max: 331_000 });
const lots = fc.integer({ min: 20, max: 4_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('limit' as const), user, side, price, lots }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('amend' as const),
      user,
      pick: fc.nat(),
      price: fc.option(price, { freq: 2 }),
      lots: fc.option(lots, { freq: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user, pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('liquidity-quote' as const), side, price, lots }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('liquidity-take' as const), side, lots }) },
);

describe('amends keep every balance whole (pglite)', () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let engine: Engine;
  let users: string[] = [];
  let serial = 0;

  beforeAll(async () => {
    factory = await pglite.create();
    database = await openMigrated(factory);
    engine = await startEngine(database);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
    await database?.close();
    await factory?.dispose();
  });

  const book = () => {
    const live = engine.market.markets.get(SYMBOL);
    if (!live) throw new Error('no live market');
    return live.engine;
  };

  /** Refusals are answers too (short of funds, below the filled part, crossing nothing to change); anything else fails. */
  async function refusedOr(call: Promise<unknown>): Promise<void> {
    try {
      await call;
    } catch (error) {
      if (!(error instanceof Refusal) || httpRefusal(error).statusCode >= 500) throw error;
    }
  }

  async function openOf(userId: string) {
    await engine.trading.settled();
    return database.db
      .select()
      .from(spotOrders)
      .where(and(eq(spotOrders.userId, userId), eq(spotOrders.status, 'open')));
  }

  async function run(current: Step): Promise<void> {
    const { trading } = engine;
    switch (current.kind) {
      case 'limit':
        return refusedOr(
          trading.place(users[current.user] as string, {
            symbol: SYMBOL,
            side: current.side,
            type: 'limit',
            price: units.price(current.price),
            quantity: units.quantity(current.lots),
          }),
        );
      case 'amend': {
        const userId = users[current.user] as string;
        const open = await openOf(userId);
        const target = open[current.pick % Math.max(open.length, 1)];
        if (!target) return;
        const request = {
          ...(current.price === null ? {} : { price: units.price(current.price) }),
          ...(current.lots === null ? {} : { quantity: units.quantity(current.lots) }),
        };
        if (Object.keys(request).length === 0) return;
        return refusedOr(trading.amend(userId, target.id, request));
      }
      case 'cancel': {
        const userId = users[current.user] as string;
        const open = await openOf(userId);
        const target = open[current.pick % Math.max(open.length, 1)];
        if (target) await refusedOr(trading.cancel(userId, target.id));
        return;
      }
      case 'liquidity-quote':
        serial += 1;
        book().place({
          type: 'limit',
          id: `amend-maker-${serial}`,
          owner: MAKER_OWNER,
          side: current.side,
          price: current.price,
          quantity: current.lots,
        });
        return;
      case 'liquidity-take':
        serial += 1;
        book().place({
          type: 'market',
          id: `amend-taker-${serial}`,
          owner: TAKER_OWNER,
          side: current.side,
          quantity: current.lots,
        });
        return;
    }
  }

  /** Each user's wallet is its ledger's sum, and what it holds frozen is what its open orders hold; the book agrees. */
  async function checkUsers(): Promise<void> {
    const { db } = database;
    const wallets = await db.select().from(balances).where(inArray(balances.userId, users));
    const entries = await db.select().from(ledgerEntries).where(inArray(ledgerEntries.userId, users));
    const open = await db
      .select()
      .from(spotOrders)
      .where(and(inArray(spotOrders.userId, users), eq(spotOrders.status, 'open')));
    for (const wallet of wallets) {
      const own = entries.filter((entry) => entry.userId === wallet.userId && entry.asset === wallet.asset);
      const total = own.reduce((sum, entry) => sum.plus(entry.amount), new Big(0));
      const frozen = own.reduce((sum, entry) => sum.plus(entry.frozenAmount), new Big(0));
      const spends = wallet.asset === 'USDT' ? 'buy' : 'sell';
      const held = open
        .filter((order) => order.userId === wallet.userId && order.side === spends)
        .reduce((sum, order) => sum.plus(order.frozen), new Big(0));
      expect(total.eq(new Big(wallet.available).plus(wallet.frozen)), `${wallet.asset} total`).toBe(true);
      expect(frozen.eq(wallet.frozen), `${wallet.asset} frozen in the ledger`).toBe(true);
      expect(held.eq(wallet.frozen), `${wallet.asset} frozen by the open orders`).toBe(true);
    }
    for (const order of open) {
      const resting = book().order(order.id);
      expect(resting, `open order ${order.id} in the book`).toBeDefined();
      expect(resting?.price).toBe(units.ticks(order.price ?? '0'));
      expect(resting?.remaining).toBe(Number(units.lots(order.quantity) - units.lots(order.filledQuantity)));
      // A buy holds at least its rest at its limit (more when it took liquidity cheaper); a sell exactly its rest.
      const left = new Big(order.quantity).minus(order.filledQuantity);
      const needs = order.side === 'buy' ? left.times(order.price ?? '0') : left;
      expect(new Big(order.frozen).gte(needs), `order ${order.id} holds what it needs`).toBe(true);
    }
  }

  it('never changes any asset’s total, keeps no balance negative, and keeps wallets, ledger, orders and book in step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        users = [];
        for (let index = 0; index < USERS; index += 1) {
          serial += 1;
          users.push(
            await createFundedUser(database.db, `amend-prop-${serial}@example.com`, { USDT: '40000', ETH: '12' }),
          );
        }
        await engine.trading.settled();
        const before = await totalsByAsset(database.db);
        for (const current of steps) {
          await run(current);
          const bid = book().bestBid();
          const ask = book().bestAsk();
          if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        }
        await engine.trading.settled();
        expect(await totalsByAsset(database.db)).toEqual(before);
        await checkUsers();
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
