import type { PlaceFuturesOrderRequest } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import { eq, inArray, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  futuresBalances,
  futuresLedgerEntries,
  futuresOrders,
  futuresPositions,
  systemLedgerEntries,
} from '../src/db/schema.ts';
import { httpRefusal } from '../src/http/errors.ts';
import { Refusal } from '../src/refusal.ts';
import { testDatabases } from './support/database-suite.ts';
import { createFundedUser } from './support/engine.ts';
import { type FuturesEngine, quote, startFuturesEngine } from './support/futures.ts';
import { totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';
const USERS = 4;
const START_MARK = new Big(3300);

/**
 * Random sessions of the futures clearing against the real engine and database: transfers,
 * settings, orders of every kind, cancels, closes, margin moves, liquidity quotes, mark moves
 * (large ones liquidate), funding rounds and restarts. After every step: USDT is conserved over
 * every wallet and system account, each user's futures ledger sums to the wallet, frozen is
 * exactly the live orders' reserves plus the isolated margins, funding rounds sum to zero, the
 * book is never crossed; after a restart the rebuilt memory equals what was there before.
 */
type Step =
  | { kind: 'transfer'; user: number; direction: 'to-futures' | 'to-spot'; cents: number }
  | { kind: 'settings'; user: number; leverage: number; mode: 'cross' | 'isolated' }
  | {
      kind: 'limit';
      user: number;
      side: 'buy' | 'sell';
      offset: number;
      lots: number;
      reduceOnly: boolean;
      postOnly: boolean;
      tif: 'GTC' | 'IOC' | 'FOK';
    }
  | { kind: 'market'; user: number; side: 'buy' | 'sell'; lots: number; reduceOnly: boolean; protect: boolean }
  | { kind: 'stop'; user: number; side: 'buy' | 'sell'; offset: number; lots: number; by: 'mark' | 'last' }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'cancel-all'; user: number }
  | { kind: 'close'; user: number }
  | { kind: 'margin'; user: number; add: boolean; cents: number }
  | { kind: 'quote'; side: 'buy' | 'sell'; offset: number; lots: number }
  | { kind: 'mark'; bps: number }
  | { kind: 'funding'; rate: number }
  | { kind: 'restart' };

const user = fc.integer({ min: 0, max: USERS - 1 });
const side = fc.constantFrom<'buy' | 'sell'>('buy', 'sell');
/** Offsets from the mark in ticks of 0.5 USDT. */
const offset = fc.integer({ min: -40, max: 40 });
const lots = fc.integer({ min: 1, max: 400 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      user,
      direction: fc.constantFrom<'to-futures' | 'to-spot'>('to-futures', 'to-spot'),
      cents: fc.integer({ min: 1, max: 200_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('settings' as const),
      user,
      leverage: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 20, max: 50 })),
      mode: fc.constantFrom<'cross' | 'isolated'>('cross', 'isolated'),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      user,
      side,
      offset,
      lots,
      reduceOnly: fc.boolean().chain((reduce) => (reduce ? fc.boolean() : fc.constant(false))),
      postOnly: fc.boolean(),
      tif: fc.constantFrom<'GTC' | 'IOC' | 'FOK'>('GTC', 'GTC', 'IOC', 'FOK'),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('market' as const),
      user,
      side,
      lots,
      reduceOnly: fc.boolean().chain((reduce) => (reduce ? fc.boolean() : fc.constant(false))),
      protect: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('stop' as const),
      user,
      side,
      offset,
      lots,
      by: fc.constantFrom<'mark' | 'last'>('mark', 'last'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel-all' as const), user }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), user }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('margin' as const),
      user,
      add: fc.boolean(),
      cents: fc.integer({ min: 1, max: 50_000 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('quote' as const), side, offset, lots }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('mark' as const),
      bps: fc.oneof(fc.integer({ min: -60, max: 60 }), fc.integer({ min: -1500, max: 1500 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('funding' as const), rate: fc.integer({ min: -300, max: 300 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);

const TICK = new Big('0.5');

for (const onDatabase of testDatabases) {
  onDatabase.describe('futures clearing properties', ({ driver, database }) => {
    let engine: FuturesEngine;
    let fundingClock = Date.UTC(2030, 0, 1);

    beforeAll(async () => {
      engine = await startFuturesEngine(database, { symbols: [SYMBOL] });
    });
    afterAll(async () => {
      await engine?.close();
    });

    const restart = async () => {
      await engine.close();
      engine = await startFuturesEngine(database, { symbols: [SYMBOL] });
    };

    /** Everything each check reads, and the checks. */
    async function checkInvariants(userIds: readonly string[], expectedUsdt: Big): Promise<void> {
      const { db } = database;
      const totals = await totalsByAsset(db);
      expect(totals.get('USDT')).toBe(expectedUsdt.toFixed());
      const wallets = await db
        .select()
        .from(futuresBalances)
        .where(inArray(futuresBalances.userId, [...userIds]));
      const ledger = await db
        .select()
        .from(futuresLedgerEntries)
        .where(inArray(futuresLedgerEntries.userId, [...userIds]));
      const orders = await db
        .select()
        .from(futuresOrders)
        .where(inArray(futuresOrders.userId, [...userIds]));
      const positions = await db
        .select()
        .from(futuresPositions)
        .where(inArray(futuresPositions.userId, [...userIds]));
      for (const wallet of wallets) {
        const entries = ledger.filter((entry) => entry.userId === wallet.userId);
        const total = new Big(wallet.available).plus(wallet.frozen);
        expect(entries.reduce((sum, entry) => sum.plus(entry.amount), new Big(0)).toFixed()).toBe(total.toFixed());
        const reserved = orders
          .filter(
            (order) => order.userId === wallet.userId && (order.status === 'open' || order.status === 'untriggered'),
          )
          .reduce((sum, order) => sum.plus(order.frozen), new Big(0));
        const isolated = positions
          .filter((position) => position.userId === wallet.userId && position.marginMode === 'isolated')
          .reduce((sum, position) => sum.plus(position.margin), new Big(0));
        expect(new Big(wallet.frozen).toFixed()).toBe(reserved.plus(isolated).toFixed());
      }
      const rounds = await db.select().from(futuresLedgerEntries).where(eq(futuresLedgerEntries.kind, 'funding'));
      const systemRounds = await db
        .select()
        .from(systemLedgerEntries)
        .where(like(systemLedgerEntries.reference, `${SYMBOL}@%`));
      const byRound = new Map<string, Big>();
      for (const entry of [...rounds, ...systemRounds]) {
        byRound.set(entry.reference, (byRound.get(entry.reference) ?? new Big(0)).plus(entry.amount));
      }
      for (const [reference, sum] of byRound) expect(`${reference} ${sum.toFixed()}`).toBe(`${reference} 0`);
      const book = engine.book(SYMBOL).engine;
      const bid = book.bestBid();
      const ask = book.bestAsk();
      if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
    }

    async function run(userIds: readonly string[], current: { mark: Big }, action: Step): Promise<void> {
      const { trading } = engine;
      const who = (index: number) => userIds[index] as string;
      const at = (ticks: number) => current.mark.plus(TICK.times(ticks)).round(1, Big.roundDown);
      const quantity = (count: number) => new Big('0.01').times(count).toFixed();
      switch (action.kind) {
        case 'transfer':
          await trading.transfer(who(action.user), {
            direction: action.direction,
            asset: 'USDT',
            amount: new Big(action.cents).div(100).toFixed(),
          });
          return;
        case 'settings':
          await trading.setMarginMode(who(action.user), { symbol: SYMBOL, marginMode: action.mode });
          await trading.setLeverage(who(action.user), { symbol: SYMBOL, leverage: action.leverage });
          return;
        case 'limit': {
          const request: PlaceFuturesOrderRequest = {
            symbol: SYMBOL,
            side: action.side,
            type: 'limit',
            price: at(action.offset).toFixed(),
            quantity: quantity(action.lots),
            timeInForce: action.tif,
            ...(action.reduceOnly ? { reduceOnly: true } : {}),
            ...(action.postOnly && action.tif === 'GTC' ? { postOnly: true } : {}),
          };
          await trading.placeFutures(who(action.user), request);
          return;
        }
        case 'market': {
          const protection =
            action.protect && !action.reduceOnly
              ? action.side === 'buy'
                ? { takeProfit: at(30).toFixed(), stopLoss: at(-30).toFixed() }
                : { takeProfit: at(-30).toFixed(), stopLoss: at(30).toFixed() }
              : {};
          await trading.placeFutures(who(action.user), {
            symbol: SYMBOL,
            side: action.side,
            type: 'market',
            quantity: quantity(action.lots),
            ...(action.reduceOnly ? { reduceOnly: true } : {}),
            ...protection,
          });
          return;
        }
        case 'stop':
          await trading.placeFutures(who(action.user), {
            symbol: SYMBOL,
            side: action.side,
            type: action.offset % 2 === 0 ? 'stop-market' : 'stop-limit',
            triggerPrice: at(action.offset === 0 ? 1 : action.offset).toFixed(),
            triggerBy: action.by,
            ...(action.offset % 2 === 0 ? {} : { price: at(action.offset).toFixed() }),
            quantity: quantity(action.lots),
          });
          return;
        case 'cancel': {
          const live = await database.db
            .select({ id: futuresOrders.id, status: futuresOrders.status })
            .from(futuresOrders)
            .where(eq(futuresOrders.userId, who(action.user)));
          const order = live[action.pick % Math.max(1, live.length)];
          if (order) await trading.cancelFutures(who(action.user), order.id);
          return;
        }
        case 'cancel-all':
          await trading.cancelAllFutures(who(action.user), SYMBOL);
          return;
        case 'close':
          await trading.closePosition(who(action.user), { symbol: SYMBOL, type: 'market' });
          return;
        case 'margin':
          await trading.adjustMargin(who(action.user), {
            symbol: SYMBOL,
            direction: action.add ? 'add' : 'remove',
            amount: new Big(action.cents).div(100).toFixed(),
          });
          return;
        case 'quote':
          // Liquidity rests only on its own side of the book: it never crosses.
          {
            const book = engine.book(SYMBOL).engine;
            const units = engine.book(SYMBOL).spec.units;
            const price = at(action.offset);
            const ticks = units.ticks(price.toFixed());
            const bid = book.bestBid();
            const ask = book.bestAsk();
            if (action.side === 'buy' && ask !== undefined && ticks >= ask) return;
            if (action.side === 'sell' && bid !== undefined && ticks <= bid) return;
            if (price.lte(0)) return;
            quote(engine, SYMBOL, action.side, price.toFixed(), quantity(action.lots));
          }
          return;
        case 'mark':
          current.mark = current.mark.times(new Big(10_000).plus(action.bps)).div(10_000).round(1, Big.roundDown);
          await trading.markPrices([{ symbol: SYMBOL, markPrice: current.mark.toFixed() }]);
          return;
        case 'funding':
          fundingClock += 60_000;
          await trading.payFunding(
            SYMBOL,
            new Date(fundingClock),
            new Big(action.rate).div(100_000).toFixed(),
            current.mark.toFixed(),
          );
          return;
        case 'restart': {
          await trading.settled();
          const before = trading.futuresSnapshot(userIds);
          await restart();
          expect(engine.trading.futuresSnapshot(userIds)).toEqual(before);
          await engine.trading.markPrices([{ symbol: SYMBOL, markPrice: current.mark.toFixed() }]);
          return;
        }
      }
    }

    it('conserves USDT, keeps ledgers and reserves exact, pays zero-sum funding and survives restarts', async () => {
      let session = 0;
      const outcomes = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: USERS, maxLength: USERS }),
          fc.array(step, { minLength: 20, maxLength: 80 }),
          async (funds, steps) => {
            session += 1;
            const { db } = database;
            await engine.trading.settled();
            const start = new Big((await totalsByAsset(db)).get('USDT') ?? 0);
            let created = new Big(0);
            const userIds: string[] = [];
            for (const [index, amount] of funds.entries()) {
              const usdt = new Big(amount).toFixed();
              created = created.plus(usdt);
              userIds.push(
                await createFundedUser(db, `p${driver}-${session}-${index}-${Date.now()}@example.com`, { USDT: usdt }),
              );
            }
            const current = { mark: START_MARK };
            await engine.trading.markPrices([{ symbol: SYMBOL, markPrice: current.mark.toFixed() }]);
            // Most of each grant starts in the futures wallet, and the book has some depth each side.
            for (const [index, amount] of funds.entries()) {
              const half = new Big(amount).div(2).round(2, Big.roundDown);
              if (half.gt(0))
                await run(userIds, current, {
                  kind: 'transfer',
                  user: index,
                  direction: 'to-futures',
                  cents: Number(half.times(100)),
                });
            }
            for (const offset of [2, 6, 12]) {
              await run(userIds, current, { kind: 'quote', side: 'sell', offset, lots: 300 });
              await run(userIds, current, { kind: 'quote', side: 'buy', offset: -offset, lots: 300 });
            }
            for (const action of steps) {
              try {
                await run(userIds, current, action);
                outcomes.set(action.kind, (outcomes.get(action.kind) ?? 0) + 1);
              } catch (error) {
                if (!(error instanceof Refusal) || httpRefusal(error).statusCode >= 500) throw error;
                const key = `${action.kind}:${error.reason}`;
                outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
              }
              await engine.trading.settled();
              await checkInvariants(userIds, start.plus(created));
            }
            // Every session ends with a cross round trip through a funding round, then a 50x isolated
            // long and a 5 % fall: PnL, funding and a liquidation, checked like the rest.
            const richest = funds.indexOf(Math.max(...funds));
            const ending: Step[] = [
              { kind: 'cancel-all', user: richest },
              { kind: 'close', user: richest },
              { kind: 'settings', user: richest, leverage: 10, mode: 'cross' },
              { kind: 'quote', side: 'sell', offset: 1, lots: 30 },
              { kind: 'quote', side: 'buy', offset: -1, lots: 30 },
              { kind: 'market', user: richest, side: 'buy', lots: 5, reduceOnly: false, protect: false },
              { kind: 'funding', rate: 10 },
              { kind: 'close', user: richest },
              { kind: 'settings', user: richest, leverage: 50, mode: 'isolated' },
              { kind: 'market', user: richest, side: 'buy', lots: 10, reduceOnly: false, protect: false },
              { kind: 'mark', bps: -500 },
            ];
            for (const action of ending) {
              try {
                await run(userIds, current, action);
              } catch (error) {
                if (!(error instanceof Refusal) || httpRefusal(error).statusCode >= 500) throw error;
              }
              await engine.trading.settled();
              await checkInvariants(userIds, start.plus(created));
            }
            // Leave the book to the next session: cancel everything, close what can be closed.
            for (const userId of userIds) await engine.trading.cancelAllFutures(userId);
          },
        ),
        {
          numRuns: Number(process.env.PROPERTY_RUNS ?? (driver === 'pglite' ? 12 : 6)),
          endOnFailure: true,
          ...(process.env.PROPERTY_SEED
            ? { seed: Number(process.env.PROPERTY_SEED), path: process.env.PROPERTY_PATH }
            : {}),
        },
      );
      if (process.env.PROPERTY_STATS) console.info(Object.fromEntries([...outcomes].sort()));
      // The sessions reached what they are for: fills, liquidations and funding actually happened.
      const { db } = database;
      const kinds = new Set(
        (await db.select({ kind: futuresLedgerEntries.kind }).from(futuresLedgerEntries)).map((row) => row.kind),
      );
      expect([...kinds]).toEqual(expect.arrayContaining(['realized-pnl', 'trade-fee', 'funding', 'order-margin']));
      const liquidations = await db.select().from(futuresOrders).where(eq(futuresOrders.liquidation, true));
      expect(liquidations.length).toBeGreaterThan(0);
    }, 600_000);
  });
}
