import Big from 'big.js';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { balances, ledgerEntries, spotFills, spotOrders } from '../src/db/schema.ts';
import type { TrackedOrder } from '../src/desks/spot/order-tracker.ts';
import { SpotRows, spotLedgerRows } from '../src/desks/spot/spot-rows.ts';
import { httpRefusal } from '../src/http/errors.ts';
import { Refusal } from '../src/refusal.ts';
import { BatchWrite } from '../src/trading/batch-write.ts';
import { testDatabases } from './support/database-suite.ts';
import { createFundedUser, type Engine, startEngine } from './support/engine.ts';
import { failingCommits } from './support/failing-commits.ts';
import { totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';

async function snapshot(database: Database, userIds: string[]) {
  const { db } = database;
  return {
    balances: await db.select().from(balances).where(inArray(balances.userId, userIds)).orderBy(asc(balances.asset)),
    orders: await db.select().from(spotOrders).where(inArray(spotOrders.userId, userIds)).orderBy(asc(spotOrders.seq)),
    fills: await db.select().from(spotFills).where(inArray(spotFills.userId, userIds)),
    ledger: await db.select().from(ledgerEntries).where(inArray(ledgerEntries.userId, userIds)),
    totals: await totalsByAsset(db),
  };
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    if (error instanceof Refusal) return `${httpRefusal(error).statusCode} ${error.reason}`;
    throw error;
  }
}

for (const onDatabase of testDatabases) {
  onDatabase.describe('a failed commit', ({ database }) => {
    let engine: Engine;
    let failNextCommit: (delayMs?: number) => void;

    beforeAll(async () => {
      const failing = failingCommits(database.db);
      failNextCommit = failing.failNextCommit;
      engine = await startEngine(database, { db: failing.db });
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers 503 to that batch only, changes nothing, and the next batch trades', async () => {
      const { trading } = engine;
      const buyer = await createFundedUser(database.db, 'buyer@example.com', { USDT: '10000' });
      const seller = await createFundedUser(database.db, 'seller@example.com', { ETH: '5' });
      const resting = await trading.place(buyer, {
        symbol: SYMBOL,
        side: 'buy',
        type: 'limit',
        price: '3300.00',
        quantity: '1.0000',
      });
      await trading.cancelAll(seller);
      const book = () => engine.market.markets.get(SYMBOL)?.engine.depth();
      const bookBefore = book();
      const before = await snapshot(database, [buyer, seller]);

      // One batch: a fill against the resting order, a new order with a client id, a cancel.
      const batch = () => [
        trading.place(seller, { symbol: SYMBOL, side: 'sell', type: 'limit', price: '3300.00', quantity: '0.4000' }),
        trading.place(buyer, {
          symbol: SYMBOL,
          side: 'buy',
          type: 'limit',
          price: '3200.00',
          quantity: '0.5000',
          clientOrderId: 'retry-me',
        }),
        trading.cancel(buyer, resting.order.id),
      ];
      trading.takeBatchSizes();
      failNextCommit();
      const failed = await Promise.all(batch().map(refusalOf));
      expect(failed).toEqual(['503 trading-unavailable', '503 trading-unavailable', '503 trading-unavailable']);
      expect(trading.takeBatchSizes()).toEqual([]);
      await trading.settled();
      expect(await snapshot(database, [buyer, seller])).toEqual(before);
      expect(book()).toEqual(bookBefore);

      // The same commands again: the next batch commits, the client id is new, not a replay.
      const [sold, placed, cancelled] = (await Promise.all(batch())) as [
        Awaited<ReturnType<typeof trading.place>>,
        Awaited<ReturnType<typeof trading.place>>,
        Awaited<ReturnType<typeof trading.cancel>>,
      ];
      expect(trading.takeBatchSizes()).toEqual([3]);
      expect(sold.order.status).toBe('filled');
      expect(sold.fills.map((fill) => fill.quantity)).toEqual(['0.4']);
      expect(placed.order).toMatchObject({ status: 'open', clientOrderId: 'retry-me', quantity: '0.5' });
      expect(cancelled).toMatchObject({ status: 'cancelled', filledQuantity: '0.4' });
      await trading.settled();
      const after = await snapshot(database, [buyer, seller]);
      expect(after.totals).toEqual(before.totals);
      expect(after.orders.map((row) => row.status)).toEqual(['cancelled', 'filled', 'open']);
      expect(book()).toEqual({ bids: [{ price: 320_000, quantity: 5_000 }], asks: [] });
    });

    it('runs commands arriving during a commit at once, and again on the rebuilt state when that commit fails', async () => {
      const { trading } = engine;
      const owner = await createFundedUser(database.db, 'pipelined@example.com', { USDT: '1000' });
      await trading.cancelAll(owner);
      const before = await snapshot(database, [owner]);
      const buy = (price: string, quantity: string) =>
        trading.place(owner, { symbol: SYMBOL, side: 'buy', type: 'limit', price, quantity });
      const restingAt = (ticks: number) =>
        engine.market.markets
          .get(SYMBOL)
          ?.engine.depth()
          .bids.find((level) => level.price === ticks)?.quantity ?? 0;
      failNextCommit(300);
      // 0.3 at 3000 freezes 900 USDT and leaves 100: while that batch commits, the next one runs on
      // top of it, so only one of the 87 USDT buys at 2900 fits.
      const first = refusalOf(buy('3000.00', '0.3000'));
      // In the book means run, and its batch's commit started in the same turn (it takes >= 300 ms).
      await expect.poll(() => restingAt(300_000), { interval: 5 }).toBe(3_000);
      const second = Array.from({ length: 4 }, () => refusalOf(buy('2900.00', '0.0300')));
      await expect.poll(() => restingAt(290_000), { interval: 5 }).toBe(300);
      expect(restingAt(300_000)).toBe(3_000);
      // The first commit fails: its order is gone, and the second batch runs again with 1,000 free.
      expect(await first).toBe('503 trading-unavailable');
      expect(await Promise.all(second)).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);
      expect(restingAt(300_000)).toBe(0);
      expect(restingAt(290_000)).toBe(1_200);
      await trading.settled();
      const after = await snapshot(database, [owner]);
      expect(after.totals).toEqual(before.totals);
      expect(after.orders.filter((row) => row.status === 'open')).toHaveLength(4);
      expect(Number(after.balances.find((row) => row.asset === 'USDT')?.frozen)).toBe(348);
      await trading.cancelAll(owner);
    });

    it('writes a batch whole or not at all: a row that should exist and does not fails all of it', async () => {
      const owner = await createFundedUser(database.db, 'checked@example.com', { USDT: '100' });
      const before = await snapshot(database, [owner]);
      const at = new Date();
      const ghost: TrackedOrder = {
        id: '00000000-0000-4000-8000-00000000dead',
        userId: owner,
        clientOrderId: null,
        symbol: SYMBOL,
        side: 'buy',
        type: 'limit',
        price: '3000',
        quantity: '0.01',
        filledQuantity: new Big(0),
        filledQuote: new Big(0),
        frozen: new Big(30),
        status: 'open',
        cancelReason: null,
        stop: null,
        timeInForce: 'GTC',
        postOnly: false,
        ocoGroup: null,
        version: 1,
        createdAt: at,
        updatedAt: at,
        persisted: true,
        bookSeq: 1,
      };
      const freeze = { kind: 'freeze', orderId: ghost.id, userId: owner, asset: 'USDT', amount: '30' } as const;
      const write = new BatchWrite(
        [freeze],
        (kind) => spotLedgerRows[kind] ?? (() => {}),
        { spot: () => true, futures: () => true },
        [new SpotRows([freeze], [ghost])],
      );
      const failure = await write.write(database.db).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(String((failure as Error | undefined)?.cause ?? failure)).toMatch(/orders to update/);
      expect(await snapshot(database, [owner])).toEqual(before);
    });
  });
}
