import {
  earnHistoryPageSchema,
  earnLedgerKinds,
  earnOperatorPaths,
  earnPaths,
  earnProductListSchema,
  earnRedeemResponseSchema,
  earnSubscribeResponseSchema,
  earnSummarySchema,
} from '@vela/contracts/earn';
import { apiErrorSchema } from '@vela/contracts/errors';
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { earnAccruals, earnHistory, ledgerEntries, systemBalances } from '../src/db/schema.ts';
import { completeSubscription, subscriptionReference } from '../src/earn/subscribe.ts';
import { createProduct, type EarnHarness, operatorCall, Saver, startEarnHarness, TestClock } from './earn-harness.ts';
import { buildTestApp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { totalsByAsset } from './support/trading.ts';

/** (500 x 8 % + 500 x 3 %) / 8760, rounded down to 8 places: an hour of 1000 USDT in usdt-flexible. */
const HOUR_ON_1000 = '0.00627853';

let productSerial = 0;
const productId = (prefix: string) => {
  productSerial += 1;
  return `${prefix}-${process.pid}-${productSerial}`;
};

for (const onDatabase of testDatabases) {
  onDatabase.describe('earn', ({ database }) => {
    let harness: EarnHarness;
    let clock: TestClock;

    beforeAll(async () => {
      clock = new TestClock('2030-01-07T10:30:00Z');
      harness = await startEarnHarness(database);
    }, 120_000);
    afterAll(async () => {
      await harness?.close();
      clock?.release();
    });
    afterEach(() => clock.set('2030-01-07T10:30:00Z'));

    const earnBalance = async (asset: string) => {
      const [row] = await database.db
        .select()
        .from(systemBalances)
        .where(and(eq(systemBalances.account, 'earn'), eq(systemBalances.asset, asset)));
      return new Big(row?.amount ?? '0');
    };

    it('lists the demo products to anyone, filtered by asset and type', async () => {
      const all = earnProductListSchema.parse((await harness.app.inject(earnPaths.products)).json()).products;
      expect(all.map((product) => product.id)).toEqual(
        expect.arrayContaining(['usdt-flexible', 'btc-flexible', 'usdt-fixed-7d', 'usdt-fixed-30d', 'usdt-fixed-90d']),
      );
      const flexible = all.find((product) => product.id === 'usdt-flexible');
      expect(flexible).toMatchObject({
        type: 'flexible',
        asset: 'USDT',
        maxApr: '0.08',
        termDays: null,
        userQuotaLeft: null,
        tiers: [
          { upTo: '500', apr: '0.08' },
          { upTo: '10000', apr: '0.03' },
          { upTo: null, apr: '0.01' },
        ],
      });
      const fixed = earnProductListSchema.parse(
        (await harness.app.inject(`${earnPaths.products}?type=fixed&asset=USDT`)).json(),
      ).products;
      expect(fixed.map((product) => product.termDays)).toEqual([90, 30, 7]);
      const bad = await harness.app.inject(`${earnPaths.products}?type=weekly`);
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).fields).toHaveProperty('type');
      expect((await harness.app.inject(earnPaths.product('no-such-product'))).statusCode).toBe(404);
      expect((await harness.app.inject(earnPaths.product('Bad Id!'))).statusCode).toBe(400);
    });

    it('subscribes from spot into a position: both ledgers, the earn account, the summary', async () => {
      const saver = await Saver.signUp(harness.app);
      const before = await totalsByAsset(database.db);
      const earnBefore = await earnBalance('USDT');
      const response = await saver.subscribe('usdt-flexible', '100');
      expect(response.statusCode).toBe(200);
      const { position, spot } = earnSubscribeResponseSchema.parse(response.json());
      expect(position).toMatchObject({
        productId: 'usdt-flexible',
        amount: '100',
        status: 'active',
        startsAt: '2030-01-07T11:00:00.000Z',
        maturesAt: null,
        redeemable: true,
      });
      expect(spot.available).toBe('9900');
      expect((await saver.balances()).USDT?.available).toBe('9900');
      expect((await earnBalance('USDT')).minus(earnBefore).toFixed()).toBe('100');
      expect(await totalsByAsset(database.db)).toEqual(before);
      const entries = await database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, saver.userId), eq(ledgerEntries.kind, 'earn-subscribe')));
      expect(entries.map((entry) => new Big(entry.amount).toFixed())).toEqual(['-100']);
      // A second subscription tops up the one flexible position.
      const again = earnSubscribeResponseSchema.parse((await saver.subscribe('usdt-flexible', '50.5')).json());
      expect(again.position).toMatchObject({ id: position.id, amount: '150.5' });
      const summary = earnSummarySchema.parse((await saver.get(earnPaths.summary)).json());
      expect(summary.assets).toEqual([expect.objectContaining({ asset: 'USDT', principal: '150.5', total: '150.5' })]);
      expect(summary.totalUsdt).toBe('150.5');
      const product = await saver.product('usdt-flexible');
      expect(product.userQuotaLeft).toBe(new Big('1000000').minus('150.5').toFixed());
      const history = earnHistoryPageSchema.parse((await saver.get(earnPaths.history)).json());
      expect(history.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
        ['subscribe', '50.5'],
        ['subscribe', '100'],
      ]);
    });

    it('refuses what the product or the balance does not allow, changing nothing', async () => {
      const saver = await Saver.signUp(harness.app);
      const refusal = async (response: Awaited<ReturnType<Saver['subscribe']>>, status: number) => {
        expect(response.statusCode).toBe(status);
        return apiErrorSchema.parse(response.json());
      };
      expect((await refusal(await saver.subscribe('usdt-flexible', '20000'), 400)).reason).toBe('insufficient-balance');
      expect((await refusal(await saver.subscribe('usdt-flexible', '0.5'), 400)).reason).toBe('below-minimum');
      expect((await refusal(await saver.subscribe('usdt-fixed-7d', '60000'), 400)).reason).toBe('above-maximum');
      expect((await refusal(await saver.subscribe('usdt-flexible', '10', true), 400)).reason).toBe(
        'auto-renew-not-allowed',
      );
      expect((await refusal(await saver.subscribe('nope', '10'), 404)).reason).toBe('product-not-found');
      for (const payload of [
        { productId: 'usdt-flexible', amount: 'abc' },
        { productId: 'usdt-flexible', amount: '0' },
        { productId: 'usdt-flexible', amount: '1.123456789' },
        { productId: 'usdt-flexible', amount: 10 },
        { productId: 'usdt-flexible', amount: '10', extra: true },
        { amount: '10' },
      ]) {
        const response = await saver.post(earnPaths.subscribe, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(apiErrorSchema.parse(response.json()).fields ?? {})).not.toHaveLength(0);
      }
      const badRedeem = await saver.post(earnPaths.redeem, { positionId: 'x', amount: '1' });
      expect(badRedeem.statusCode).toBe(400);
      expect(apiErrorSchema.parse(badRedeem.json()).fields).toHaveProperty('positionId');
      expect(await saver.positions('all')).toEqual([]);
      expect((await saver.balances()).USDT?.available).toBe('10000');
      const pending = await database.db.select().from(earnHistory).where(eq(earnHistory.userId, saver.userId));
      expect(pending).toEqual([]);
      const anonymous = await harness.app.inject({
        method: 'POST',
        url: earnPaths.subscribe,
        headers: { origin: 'http://localhost' },
        payload: { productId: 'usdt-flexible', amount: '10' },
      });
      expect(anonymous.statusCode).toBe(401);
      const crossSite = await harness.app.inject({
        method: 'POST',
        url: earnPaths.subscribe,
        headers: { cookie: saver.cookie, origin: 'https://evil.example' },
        payload: { productId: 'usdt-flexible', amount: '10' },
      });
      expect(crossSite.statusCode).toBe(403);
      expect((await harness.app.inject(earnPaths.positions)).statusCode).toBe(401);
    });

    it('accrues hourly at the tiered APR, pays daily, and redeems in parts', async () => {
      const saver = await Saver.signUp(harness.app);
      const { position } = earnSubscribeResponseSchema.parse((await saver.subscribe('usdt-flexible', '1000')).json());
      clock.set('2030-01-07T13:10:00Z');
      await harness.job.runOnce();
      const hours = await database.db.select().from(earnAccruals).where(eq(earnAccruals.positionId, position.id));
      expect(hours.map((row) => [row.periodStart.toISOString(), new Big(row.amount).toFixed()])).toEqual([
        ['2030-01-07T11:00:00.000Z', HOUR_ON_1000],
        ['2030-01-07T12:00:00.000Z', HOUR_ON_1000],
      ]);
      // A second run in the same hour adds nothing.
      await harness.job.runOnce();
      const [live] = await saver.positions();
      expect(live?.accrued).toBe(new Big(HOUR_ON_1000).times(2).toFixed());
      expect(live?.paid).toBe('0');
      // Half out at 13:10: the hour 13:00 earns on the 500 left.
      const half = earnRedeemResponseSchema.parse((await saver.redeem(position.id, '500')).json());
      expect(half).toMatchObject({ principal: '500', interest: '0', forfeited: '0' });
      expect(half.position.amount).toBe('500');
      expect((await saver.balances()).USDT?.available).toBe('9500');
      const above = await saver.redeem(position.id, '500.01');
      expect(apiErrorSchema.parse(above.json()).reason).toBe('amount-above-position');
      clock.set('2030-01-08T00:05:00Z');
      await harness.job.runOnce();
      const onHalf = new Big(500).times('0.08').div(8760).round(8, Big.roundDown);
      const expected = new Big(HOUR_ON_1000).times(2).plus(onHalf.times(11));
      const [paid] = await saver.positions();
      expect(paid).toMatchObject({ paid: expected.toFixed(), accrued: '0', totalEarned: expected.toFixed() });
      expect((await saver.balances()).USDT?.available).toBe(new Big(9500).plus(expected).toFixed());
      clock.set('2030-01-08T03:30:00Z');
      const rest = earnRedeemResponseSchema.parse((await saver.redeem(position.id, '500')).json());
      expect(rest.interest).toBe(onHalf.times(3).toFixed());
      expect(rest.position).toMatchObject({
        status: 'redeemed',
        redeemable: false,
        yesterdayEarnings: expected.toFixed(),
      });
      expect((await saver.balances()).USDT?.available).toBe(
        new Big(10000).plus(expected).plus(onHalf.times(3)).toFixed(),
      );
      expect(await saver.positions()).toEqual([]);
    });

    it('locks a fixed position: early redemption of the whole forfeits interest; none for a locked product', async () => {
      const saver = await Saver.signUp(harness.app);
      const { position } = earnSubscribeResponseSchema.parse((await saver.subscribe('usdt-fixed-7d', '1000')).json());
      expect(position).toMatchObject({ startsAt: '2030-01-07T11:00:00.000Z', maturesAt: '2030-01-14T11:00:00.000Z' });
      clock.set('2030-01-08T11:00:00Z');
      await harness.job.runOnce();
      const part = await saver.redeem(position.id, '100');
      expect(part.statusCode).toBe(400);
      expect(apiErrorSchema.parse(part.json()).reason).toBe('whole-amount-only');
      const hour = new Big(1000).times('0.05').div(8760).round(8, Big.roundDown);
      const early = earnRedeemResponseSchema.parse((await saver.redeem(position.id, '1000')).json());
      expect(early).toMatchObject({ principal: '1000', interest: '0', forfeited: hour.times(24).toFixed() });
      expect((await saver.balances()).USDT?.available).toBe('10000');
      const again = await saver.redeem(position.id, '1000');
      expect(apiErrorSchema.parse(again.json()).reason).toBe('position-not-live');
      const locked = earnSubscribeResponseSchema.parse((await saver.subscribe('usdt-fixed-90d', '100')).json());
      const refused = await saver.redeem(locked.position.id, '100');
      expect(refused.statusCode).toBe(409);
      expect(apiErrorSchema.parse(refused.json()).reason).toBe('redemption-not-allowed');
      const other = await Saver.signUp(harness.app);
      expect((await other.redeem(locked.position.id, '100')).statusCode).toBe(404);
    });

    it('settles a fixed position at maturity, renewing it when asked', async () => {
      const saver = await Saver.signUp(harness.app);
      const renewing = earnSubscribeResponseSchema.parse((await saver.subscribe('usdt-fixed-7d', '1000', true)).json());
      const plain = earnSubscribeResponseSchema.parse((await saver.subscribe('usdt-fixed-7d', '500')).json());
      const quotaBefore = (await saver.product('usdt-fixed-7d')).quotaLeft;
      clock.set('2030-01-14T11:30:00Z');
      await harness.job.runOnce();
      await harness.job.runOnce();
      const on = (principal: number) => new Big(principal).times('0.05').div(8760).round(8, Big.roundDown).times(168);
      expect((await saver.balances()).USDT?.available).toBe(
        new Big(10000 - 1500).plus(on(1000)).plus(500).plus(on(500)).toFixed(),
      );
      const live = await saver.positions();
      expect(live).toHaveLength(1);
      expect(live[0]).toMatchObject({
        amount: '1000',
        status: 'active',
        autoRenew: true,
        startsAt: '2030-01-14T11:00:00.000Z',
        maturesAt: '2030-01-21T11:00:00.000Z',
        accrued: '0',
      });
      const closed = await saver.positions('closed');
      expect(closed.map((position) => [position.id, position.status, position.paid]).sort()).toEqual(
        [
          [renewing.position.id, 'settled', on(1000).toFixed()],
          [plain.position.id, 'settled', on(500).toFixed()],
        ].sort(),
      );
      // The renewed principal still counts against the quota; the settled 500 no longer does.
      expect((await saver.product('usdt-fixed-7d')).quotaLeft).toBe(new Big(quotaBefore ?? '0').plus(500).toFixed());
      const kinds = earnHistoryPageSchema
        .parse((await saver.get(`${earnPaths.history}?limit=10`)).json())
        .entries.map((entry) => entry.kind);
      expect(kinds.sort()).toEqual(['interest', 'interest', 'renew', 'settle', 'subscribe', 'subscribe']);
    });

    it('enforces total and per-user quotas', async () => {
      const id = productId('quota');
      await createProduct(harness.app, {
        id,
        type: 'flexible',
        asset: 'USDT',
        tiers: [{ upTo: null, apr: '0.02' }],
        minAmount: '1',
        quotaTotal: '150',
        perUserQuota: '100',
      });
      const first = await Saver.signUp(harness.app);
      const second = await Saver.signUp(harness.app);
      expect((await first.subscribe(id, '100')).statusCode).toBe(200);
      expect(apiErrorSchema.parse((await first.subscribe(id, '1')).json()).reason).toBe('user-quota-exceeded');
      expect(apiErrorSchema.parse((await second.subscribe(id, '60')).json()).reason).toBe('quota-exceeded');
      expect((await second.subscribe(id, '50')).statusCode).toBe(200);
      expect(await second.product(id)).toMatchObject({ quotaLeft: '0', userQuotaLeft: '50' });
      const [position] = await first.positions();
      await first.redeem(position?.id ?? '', '30');
      expect((await first.product(id)).quotaLeft).toBe('30');
      // Concurrent subscriptions never take more than the quota.
      const third = await Saver.signUp(harness.app);
      const answers = await Promise.all([third.subscribe(id, '20'), third.subscribe(id, '20')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await first.product(id)).quotaLeft).toBe('10');
    });

    it('subscribes through an instance without the engine: the order relay forwards the debit', async () => {
      const saver = await Saver.signUp(harness.app);
      const earnBefore = await earnBalance('USDT');
      // ENGINE=off on the engine instance's bus (as Redis joins them across processes).
      const forwarding = await buildTestApp(
        database,
        { ENGINE: 'off' },
        {
          feed: harness.market.feed,
          orderRelay: { sharedBus: true },
        },
      );
      try {
        const response = await saver.on(forwarding).subscribe('usdt-fixed-30d', '100');
        expect(response.statusCode).toBe(200);
        const answer = earnSubscribeResponseSchema.parse(response.json());
        expect(answer.spot).toMatchObject({ asset: 'USDT', available: '9900', frozen: '0' });
        expect(answer.position).toMatchObject({ productId: 'usdt-fixed-30d', amount: '100' });
        // Refused on the engine instance, answered through the relay with nothing changed.
        const refused = await saver.on(forwarding).subscribe('usdt-fixed-30d', '20000');
        expect(refused.statusCode).toBe(400);
        expect(apiErrorSchema.parse(refused.json()).reason).toBe('insufficient-balance');
      } finally {
        await forwarding.close();
      }
      expect((await earnBalance('USDT')).minus(earnBefore).toFixed()).toBe('100');
      expect((await saver.balances()).USDT?.available).toBe('9900');
      const debits = await database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, saver.userId), eq(ledgerEntries.kind, earnLedgerKinds.subscribe)));
      expect(debits.map((entry) => new Big(entry.amount).toFixed())).toEqual(['-100']);
    });

    it('answers 503 engine-unavailable when no engine can be reached (no Redis), changing nothing', async () => {
      const saver = await Saver.signUp(harness.app);
      const quotaBefore = (await saver.product('usdt-fixed-30d')).quotaLeft;
      const engineless = await buildTestApp(database);
      try {
        const response = await saver.on(engineless).subscribe('usdt-fixed-30d', '100');
        expect(response.statusCode).toBe(503);
        expect(apiErrorSchema.parse(response.json()).reason).toBe('engine-unavailable');
      } finally {
        await engineless.close();
      }
      expect((await saver.product('usdt-fixed-30d')).quotaLeft).toBe(quotaBefore);
      expect(await database.db.select().from(earnHistory).where(eq(earnHistory.userId, saver.userId))).toEqual([]);
      expect((await saver.balances()).USDT?.available).toBe('10000');
    });

    it('lets the operator create, pause, resume and close products', async () => {
      const saver = await Saver.signUp(harness.app);
      const unauthorised = await harness.app.inject({
        method: 'POST',
        url: earnOperatorPaths.products,
        headers: { authorization: 'Bearer wrong' },
        payload: {},
      });
      expect(unauthorised.statusCode).toBe(401);
      const id = productId('ops');
      const invalid = [
        { id, type: 'flexible', asset: 'USDT', minAmount: '1' },
        { id, type: 'flexible', asset: 'USDT', minAmount: '1', tiers: [{ upTo: '10', apr: '0.1' }] },
        { id, type: 'fixed', asset: 'USDT', minAmount: '1', tiers: [{ upTo: null, apr: '0.1' }] },
        { id, type: 'flexible', asset: 'USDT', minAmount: '1', tiers: [{ upTo: null, apr: '5%' }] },
        { id, type: 'sharkfin', asset: 'USDT', minAmount: '1', termDays: 7 },
        { id: 'Bad Id', type: 'flexible', asset: 'USDT', minAmount: '1', tiers: [{ upTo: null, apr: '0.1' }] },
        {
          id,
          type: 'flexible',
          asset: 'USDT',
          minAmount: '1',
          tiers: [
            { upTo: '100', apr: '0.1' },
            { upTo: '50', apr: '0.05' },
            { upTo: null, apr: '0.01' },
          ],
        },
      ];
      for (const body of invalid) {
        const response = await operatorCall(harness.app, earnOperatorPaths.products, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(apiErrorSchema.parse(response.json()).fields ?? {})).not.toHaveLength(0);
      }
      const created = await createProduct(harness.app, {
        id,
        type: 'fixed',
        asset: 'USDT',
        names: { en_US: 'Test 14 days' },
        tiers: [{ upTo: null, apr: '0.04' }],
        termDays: 14,
        minAmount: '5',
        autoRenewAllowed: true,
      });
      expect(created).toMatchObject({ status: 'open', termDays: 14, names: { en_US: 'Test 14 days' } });
      const duplicate = await operatorCall(harness.app, earnOperatorPaths.products, {
        id,
        type: 'flexible',
        asset: 'USDT',
        minAmount: '1',
        tiers: [{ upTo: null, apr: '0.1' }],
      });
      expect(duplicate.statusCode).toBe(409);
      expect((await operatorCall(harness.app, earnOperatorPaths.pause(id))).json()).toMatchObject({
        product: { status: 'paused' },
      });
      expect(apiErrorSchema.parse((await saver.subscribe(id, '10')).json()).reason).toBe('product-not-open');
      expect((await operatorCall(harness.app, earnOperatorPaths.pause(id))).statusCode).toBe(409);
      await operatorCall(harness.app, earnOperatorPaths.resume(id));
      const held = earnSubscribeResponseSchema.parse((await saver.subscribe(id, '10', true)).json());
      await operatorCall(harness.app, earnOperatorPaths.close(id));
      expect((await operatorCall(harness.app, earnOperatorPaths.resume(id))).statusCode).toBe(409);
      expect((await operatorCall(harness.app, earnOperatorPaths.close('no-such'))).statusCode).toBe(404);
      const visible = async (cookie?: string) =>
        earnProductListSchema
          .parse((await harness.app.inject({ url: earnPaths.products, headers: cookie ? { cookie } : {} })).json())
          .products.map((product) => product.id);
      expect(await visible()).not.toContain(id);
      expect(await visible(saver.cookie)).toContain(id);
      const operatorList = earnProductListSchema.parse(
        (await operatorCall(harness.app, earnOperatorPaths.products)).json(),
      );
      expect(operatorList.products.find((product) => product.id === id)?.status).toBe('closed');
      // A closed product no longer renews: the principal comes back at maturity.
      clock.set('2030-01-21T12:00:00Z');
      await harness.job.runOnce();
      expect((await saver.positions('closed')).map((position) => position.id)).toEqual([held.position.id]);
      expect(await saver.positions()).toEqual([]);
    });

    /** A flexible USDT product paying 0.0876 a year: 0.01 an hour on 1000. */
    const createHourlyCentProduct = async (prefix: string) => {
      const id = productId(prefix);
      await createProduct(harness.app, {
        id,
        type: 'flexible',
        asset: 'USDT',
        tiers: [{ upTo: null, apr: '0.0876' }],
        minAmount: '1',
      });
      return id;
    };

    it('pays out the holders of a flexible product that closes: principal and every unpaid hour, from the earn account', async () => {
      const id = await createHourlyCentProduct('closing');
      clock.set('2030-01-22T10:30:00Z');
      const saver = await Saver.signUp(harness.app);
      const { position } = earnSubscribeResponseSchema.parse((await saver.subscribe(id, '1000')).json());
      const totals = await totalsByAsset(database.db);
      clock.set('2030-01-22T13:10:00Z');
      await operatorCall(harness.app, earnOperatorPaths.close(id));
      await harness.job.runOnce();
      expect(await saver.positions()).toEqual([]);
      const [closed] = await saver.positions('closed');
      expect(closed).toMatchObject({ id: position.id, status: 'settled', paid: '0.02' });
      expect((await saver.balances()).USDT?.available).toBe('10000.02');
      const history = earnHistoryPageSchema.parse((await saver.get(earnPaths.history)).json()).entries;
      expect(history.map((entry) => [entry.kind, entry.amount])).toEqual([
        ['interest', '0.02'],
        ['settle', '1000'],
        ['subscribe', '1000'],
      ]);
      expect(await totalsByAsset(database.db)).toEqual(totals);
      // Paid once: a later run finds nothing left to pay.
      clock.set('2030-01-23T13:10:00Z');
      await harness.job.runOnce();
      expect((await saver.balances()).USDT?.available).toBe('10000.02');
    });

    it('starts a position of its own for a top-up whose debit lands after its flexible position was paid out', async () => {
      const id = await createHourlyCentProduct('late-top-up');
      clock.set('2030-01-24T10:30:00Z');
      const saver = await Saver.signUp(harness.app);
      const { position } = earnSubscribeResponseSchema.parse((await saver.subscribe(id, '1000')).json());
      // A minute before the close, a top-up reserved on that position (as subscribe does), its debit still on its way.
      clock.set('2030-01-24T13:09:00Z');
      const [topUp] = await database.db
        .insert(earnHistory)
        .values({
          userId: saver.userId,
          positionId: position.id,
          productId: id,
          asset: 'USDT',
          kind: 'subscribe',
          amount: '10',
          pending: true,
          at: clock.now,
        })
        .returning({ id: earnHistory.id });
      if (!topUp) throw new Error('no top-up written');
      clock.set('2030-01-24T13:10:00Z');
      await operatorCall(harness.app, earnOperatorPaths.close(id));
      await harness.job.runOnce();
      const totals = await totalsByAsset(database.db);
      await harness.market.trading.debitForEarn({
        userId: saver.userId,
        asset: 'USDT',
        amount: '10',
        entryKind: earnLedgerKinds.subscribe,
        reference: subscriptionReference(topUp.id),
      });
      await completeSubscription(database.db, topUp.id);
      const [live] = await saver.positions();
      expect(live).toMatchObject({ amount: '10', status: 'active' });
      expect(live?.id).not.toBe(position.id);
      expect((await saver.positions('closed')).map((closed) => [closed.id, closed.amount])).toEqual([
        [position.id, '1000'],
      ]);
      // The product is closed: the next run pays the new position out too.
      clock.set('2030-01-24T13:20:00Z');
      await harness.job.runOnce();
      expect(await saver.positions()).toEqual([]);
      expect((await saver.balances()).USDT?.available).toBe('10000.02');
      expect(await totalsByAsset(database.db)).toEqual(totals);
    });
  });
}
