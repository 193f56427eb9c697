import { randomUUID } from 'node:crypto';
import { earnSubscribeResponseSchema } from '@vela/contracts/earn';
import Big from 'big.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { earnAccruals, earnHistory, earnPositions, earnProducts } from '../src/db/schema.ts';
import { STRANDED_AFTER_MS, settleStrandedSubscriptions, subscriptionReference } from '../src/earn/subscribe.ts';
import { type EarnHarness, Saver, startEarnHarness, TestClock } from './earn-harness.ts';
import { testDatabases } from './support/database-suite.ts';
import { totalsByAsset } from './support/trading.ts';

const HOUR_ON_1000 = '0.00627853';

for (const onDatabase of testDatabases) {
  onDatabase.describe('earn across restarts', ({ database }) => {
    let harness: EarnHarness;
    let clock: TestClock;

    beforeAll(async () => {
      clock = new TestClock('2030-04-01T08:30:00Z');
      harness = await startEarnHarness(database);
    }, 120_000);
    afterAll(async () => {
      await harness?.close();
      clock?.release();
    });

    /** A subscription a process left half-done: reserved (position, pending entry, quota), debited or not. */
    async function strand(saver: Saver, amount: string, debited: boolean) {
      const positionId = randomUUID();
      const now = clock.now;
      await database.db.insert(earnPositions).values({
        id: positionId,
        userId: saver.userId,
        productId: 'usdt-fixed-30d',
        type: 'fixed',
        asset: 'USDT',
        status: 'opening',
        subscribedAt: now,
        startsAt: new Date('2030-04-01T09:00:00Z'),
        maturesAt: new Date('2030-05-01T09:00:00Z'),
        accruedTo: new Date('2030-04-01T09:00:00Z'),
      });
      const [entry] = await database.db
        .insert(earnHistory)
        .values({
          userId: saver.userId,
          positionId,
          productId: 'usdt-fixed-30d',
          asset: 'USDT',
          kind: 'subscribe',
          amount,
          pending: true,
          at: now,
        })
        .returning({ id: earnHistory.id });
      await database.db
        .update(earnProducts)
        .set({ quotaUsed: sql`${earnProducts.quotaUsed} + ${amount}` })
        .where(eq(earnProducts.id, 'usdt-fixed-30d'));
      if (debited && entry) {
        await harness.market.trading.debitForEarn({
          userId: saver.userId,
          asset: 'USDT',
          amount,
          entryKind: 'earn-subscribe',
          reference: subscriptionReference(entry.id),
        });
      }
      return positionId;
    }

    const quotaUsed = async () => {
      const [row] = await database.db.select().from(earnProducts).where(eq(earnProducts.id, 'usdt-fixed-30d'));
      return new Big(row?.quotaUsed ?? '0').toFixed();
    };

    it('settles half-done subscriptions at the next start and catches up missed hours exactly once', async () => {
      let saver = await Saver.signUp(harness.app);
      const flexible = earnSubscribeResponseSchema.parse((await saver.subscribe('usdt-flexible', '1000')).json());
      const quotaBefore = await quotaUsed();
      const debited = await strand(saver, '200', true);
      const lost = await strand(saver, '300', false);
      expect(await quotaUsed()).toBe(new Big(quotaBefore).plus(500).toFixed());
      const totals = await totalsByAsset(database.db);

      // Down from 08:30 to 14:20 the next day; the new process catches up on start.
      await harness.close();
      clock.set('2030-04-02T14:20:00Z');
      harness = await startEarnHarness(database);
      saver = saver.on(harness.app);

      const positions = await saver.positions();
      expect(positions.map((position) => [position.id, position.amount, position.status]).sort()).toEqual(
        [
          [flexible.position.id, '1000', 'active'],
          [debited, '200', 'active'],
        ].sort(),
      );
      expect(await quotaUsed()).toBe(new Big(quotaBefore).plus(200).toFixed());
      const pending = await database.db.select().from(earnHistory).where(eq(earnHistory.positionId, lost));
      expect(pending).toEqual([]);
      expect((await saver.balances()).USDT?.available).toBe(
        new Big(10000).minus(1200).plus(new Big(HOUR_ON_1000).times(15)).toFixed(),
      );
      // 09:00 on day one to 14:00 on day two: 29 hours, each once; day one's 15 were paid at start.
      const rows = await database.db
        .select()
        .from(earnAccruals)
        .where(eq(earnAccruals.positionId, flexible.position.id));
      expect(rows).toHaveLength(29);
      expect(new Set(rows.map((row) => row.periodStart.toISOString())).size).toBe(29);

      // Another restart and more runs in the same hour change nothing.
      await harness.close();
      harness = await startEarnHarness(database);
      saver = saver.on(harness.app);
      await harness.job.runOnce();
      const again = await database.db
        .select()
        .from(earnAccruals)
        .where(eq(earnAccruals.positionId, flexible.position.id));
      expect(again).toHaveLength(29);
      const [live] = (await saver.positions()).filter((position) => position.id === flexible.position.id);
      expect(live).toMatchObject({
        paid: new Big(HOUR_ON_1000).times(15).toFixed(),
        accrued: new Big(HOUR_ON_1000).times(14).toFixed(),
        yesterdayEarnings: new Big(HOUR_ON_1000).times(15).toFixed(),
      });
      expect(await totalsByAsset(database.db)).toEqual(totals);
    });

    it('leaves a pending subscription younger than STRANDED_AFTER_MS alone: its forwarded debit may still be queued', async () => {
      const saver = await Saver.signUp(harness.app);
      const quotaBefore = await quotaUsed();
      const young = await strand(saver, '100', false);
      const pendingOf = async () =>
        (await database.db.select().from(earnHistory).where(eq(earnHistory.positionId, young))).map(
          (row) => row.pending,
        );
      expect(await settleStrandedSubscriptions(database.db, clock.now)).toBe(0);
      expect(await pendingOf()).toEqual([true]);
      expect(await quotaUsed()).toBe(new Big(quotaBefore).plus(100).toFixed());
      const later = new Date(clock.now.getTime() + STRANDED_AFTER_MS + 1_000);
      expect(await settleStrandedSubscriptions(database.db, later)).toBe(1);
      expect(await pendingOf()).toEqual([]);
      expect(await quotaUsed()).toBe(quotaBefore);
    });
  });
}
