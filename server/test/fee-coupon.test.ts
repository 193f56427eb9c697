import { apiErrorSchema } from '@vela/contracts/errors';
import {
  type Coupon,
  claimResponseSchema,
  couponListSchema,
  FEE_REBATE_KIND,
  REWARD_ASSET,
  tasksPaths,
} from '@vela/contracts/tasks';
import { type Fill, fillListSchema, placeOrderResponseSchema, tradingPaths } from '@vela/contracts/trading';
import Big from 'big.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { feeCoupons, ledgerEntries, systemLedgerEntries } from '../src/db/schema.ts';
import { rebatePendingFills } from '../src/rewards/fee-rebates.ts';
import { SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { openMigrated } from './support/databases.ts';
import { type MarketApp, sleep, startMarketApp } from './support/market.ts';
import { totalsByAsset } from './support/trading.ts';

const BTC = 'BTC_USDT';
const OPERATOR_TOKEN = 'fee-coupon-test-operator-token-0123';
const COUPON_TASK = 'coupon-on-sign-up';

for (const onDatabase of testDatabases) {
  onDatabase.describe('fee coupons', { migrate: false }, ({ factory }) => {
    let database: Database;
    let running: MarketApp;
    // No simulator: the book holds only the test users' orders, so every fill and fee is known.
    const start = () =>
      startMarketApp(database, { settings: { simulator: false }, symbols: [BTC], env: { OPERATOR_TOKEN } });

    beforeAll(async () => {
      database = await openMigrated(factory);
      running = await start();
      const defined = await running.app.inject({
        method: 'POST',
        url: tasksPaths.operatorTasks,
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        payload: {
          id: COUPON_TASK,
          kind: 'sign-up',
          reward: { kind: 'fee-coupon', amount: '0.1', asset: 'USDT', validDays: 30 },
        },
      });
      expect(defined.statusCode, defined.body).toBe(201);
    }, 120_000);
    afterAll(async () => {
      await running?.close();
      await database?.close();
    });

    const post = (who: SignedUp, url: string, payload: object) =>
      running.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, origin: SAME_ORIGIN }, payload });
    const get = (who: SignedUp, url: string) =>
      running.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

    async function couponOf(who: SignedUp): Promise<Coupon> {
      const response = await post(who, tasksPaths.claim(COUPON_TASK), {});
      expect(response.statusCode, response.body).toBe(200);
      const { coupon } = claimResponseSchema.parse(response.json());
      if (!coupon) throw new Error('no coupon');
      return coupon;
    }
    async function place(who: SignedUp, order: Record<string, string>) {
      const response = await post(who, tradingPaths.orders, { symbol: BTC, ...order });
      expect(response.statusCode, response.body).toBe(200);
      return placeOrderResponseSchema.parse(response.json());
    }
    /** `taker` takes `maker`'s resting order: returns the taker's fill. */
    async function trade(maker: SignedUp, taker: SignedUp, takerSide: 'buy' | 'sell', price = '95000') {
      const makerSide = takerSide === 'buy' ? 'sell' : 'buy';
      await place(maker, { side: makerSide, type: 'limit', price, quantity: '0.001' });
      const { fills } = await place(taker, { side: takerSide, type: 'market', quantity: '0.001' });
      expect(fills).toHaveLength(1);
      await running.trading.settled();
      return fills[0] as Fill;
    }
    async function fillsOf(who: SignedUp): Promise<Fill[]> {
      return fillListSchema.parse((await get(who, tradingPaths.fills)).json()).fills;
    }
    async function fillOf(who: SignedUp, id: number): Promise<Fill | undefined> {
      return (await fillsOf(who)).find((fill) => fill.id === id);
    }
    /** The fill once the rebate worker has rebated it (it runs after the batch, on its own). */
    async function rebated(who: SignedUp, id: number): Promise<Fill> {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const fill = await fillOf(who, id);
        if (fill?.rebate) return fill;
        await sleep(50);
      }
      throw new Error(`fill ${id} was not rebated`);
    }
    /** Nothing left to rebate, then the fill as the API shows it. */
    async function settledFill(who: SignedUp, id: number): Promise<Fill | undefined> {
      await rebatePendingFills(database.db, { paid: () => {} });
      return fillOf(who, id);
    }
    async function rebateEntries(userId: string) {
      const rows = await database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, FEE_REBATE_KIND)));
      return rows.map((row) => ({ amount: new Big(row.amount).toFixed(), reference: row.reference }));
    }
    async function couponNow(who: SignedUp): Promise<Coupon | undefined> {
      return couponListSchema.parse((await get(who, tasksPaths.coupons)).json()).coupons[0];
    }

    it('rebates the next fills’ fees up to the coupon’s amount, and shows each rebate on its fill', async () => {
      const holder = await signUp(running.app);
      const other = await signUp(running.app);
      const coupon = await couponOf(holder);
      expect(coupon).toMatchObject({ amount: '0.1', left: '0.1', status: 'active' });
      const totals = await totalsByAsset(database.db);

      // A sell receives USDT: its fee (0.1 % of 95 USDT) is in USDT.
      const first = await trade(other, holder, 'sell');
      expect(first).toMatchObject({ fee: '0.095', feeAsset: 'USDT', role: 'taker' });
      expect((await rebated(holder, first.id)).rebate).toEqual({ amount: '0.095', asset: REWARD_ASSET });
      expect(await couponNow(holder)).toMatchObject({ used: '0.095', left: '0.005', status: 'active' });

      const second = await trade(other, holder, 'sell');
      expect((await rebated(holder, second.id)).rebate).toEqual({ amount: '0.005', asset: REWARD_ASSET });
      expect(await couponNow(holder)).toMatchObject({ used: '0.1', left: '0', status: 'used-up' });

      const third = await trade(other, holder, 'sell');
      expect((await settledFill(holder, third.id))?.rebate).toBeUndefined();
      // The counterparty has no coupon: its fills are not rebated.
      for (const fill of await fillsOf(other)) expect(fill.rebate).toBeUndefined();

      expect(await rebateEntries(holder.user.id)).toEqual([
        { amount: '0.095', reference: `fill:${first.id}` },
        { amount: '0.005', reference: `fill:${second.id}` },
      ]);
      const system = await database.db
        .select()
        .from(systemLedgerEntries)
        .where(eq(systemLedgerEntries.kind, FEE_REBATE_KIND));
      expect(
        system
          .filter((row) => [`fill:${first.id}`, `fill:${second.id}`].includes(row.reference))
          .map((row) => [row.account, row.asset, new Big(row.amount).toFixed()]),
      ).toEqual([
        ['rewards', 'USDT', '-0.095'],
        ['rewards', 'USDT', '-0.005'],
      ]);
      // Fees went to the fees account, rebates came from the rewards account: nothing made or lost.
      expect(await totalsByAsset(database.db)).toEqual(totals);
    });

    it('values a fee paid in the bought asset at the fill’s price', async () => {
      const holder = await signUp(running.app);
      const other = await signUp(running.app);
      await couponOf(holder);
      const fill = await trade(other, holder, 'buy', '95000.12');
      expect(fill).toMatchObject({ fee: '0.000001', feeAsset: 'BTC' });
      // 0.000001 BTC x 95000.12 = 0.09500012 USDT.
      expect((await rebated(holder, fill.id)).rebate).toEqual({ amount: '0.09500012', asset: REWARD_ASSET });
    });

    it('rebates a fill once when several workers reach it at the same time', async () => {
      const holder = await signUp(running.app);
      const other = await signUp(running.app);
      await couponOf(holder);
      const fill = await trade(other, holder, 'sell');
      const sweeps = await Promise.all(
        [1, 2, 3].map(() => rebatePendingFills(database.db, { userId: holder.user.id, paid: () => {} })),
      );
      expect(sweeps.reduce((total, count) => total + count, 0)).toBeLessThanOrEqual(1);
      expect((await rebated(holder, fill.id)).rebate).toEqual({ amount: '0.095', asset: REWARD_ASSET });
      expect(await rebateEntries(holder.user.id)).toEqual([{ amount: '0.095', reference: `fill:${fill.id}` }]);
      expect(await couponNow(holder)).toMatchObject({ used: '0.095', left: '0.005' });
    });

    it('rebates nothing once the coupon has expired', async () => {
      const holder = await signUp(running.app);
      const other = await signUp(running.app);
      const coupon = await couponOf(holder);
      // Thirty days passing, for this coupon only.
      await database.db
        .update(feeCoupons)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(feeCoupons.id, coupon.id));
      expect((await couponNow(holder))?.status).toBe('expired');
      const fill = await trade(other, holder, 'sell');
      expect((await settledFill(holder, fill.id))?.rebate).toBeUndefined();
      expect(await rebateEntries(holder.user.id)).toEqual([]);
    });

    it('rebates a fill it never saw at the next start, and none twice across a restart', async () => {
      const late = await signUp(running.app);
      const other = await signUp(running.app);
      const missed = await trade(other, late, 'sell');
      const coupon = await couponOf(late);
      const paidBefore = await database.db
        .select({ reference: ledgerEntries.reference, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.kind, FEE_REBATE_KIND))
        .orderBy(ledgerEntries.id);

      await running.close();
      // A coupon claimed before the fill whose rebate was never paid: what a crash between the two leaves.
      await database.db
        .update(feeCoupons)
        .set({ createdAt: new Date(Date.parse(missed.createdAt) - 60_000) })
        .where(eq(feeCoupons.id, coupon.id));
      await database.close();
      database = await factory.open();
      running = await start();

      expect((await rebated(late, missed.id)).rebate).toEqual({ amount: '0.095', asset: REWARD_ASSET });
      await rebatePendingFills(database.db, { paid: () => {} });
      const paidAfter = await database.db
        .select({ reference: ledgerEntries.reference, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.kind, FEE_REBATE_KIND))
        .orderBy(ledgerEntries.id);
      expect(paidAfter).toEqual([...paidBefore, { reference: `fill:${missed.id}`, amount: expect.any(String) }]);
      const response = await post(late, tasksPaths.claim(COUPON_TASK), {});
      expect(apiErrorSchema.parse(response.json()).reason).toBe('already-claimed');
    }, 120_000);
  });
}
