import { earnHistoryPageSchema, earnPaths, earnSubscribeResponseSchema } from '@vela/contracts/earn';
import { apiErrorSchema } from '@vela/contracts/errors';
import Big from 'big.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { marketCandles } from '../src/db/schema.ts';
import { createProduct, type EarnHarness, Saver, startEarnHarness, TestClock } from './earn-harness.ts';
import { testDatabases } from './support/database-suite.ts';
import { totalsByAsset } from './support/trading.ts';

const sharkfin = (id: string, rangeLow: string, rangeHigh: string, startsAt = '2030-02-01T12:00:00Z') => ({
  id,
  type: 'sharkfin',
  asset: 'USDT',
  termDays: 1,
  minAmount: '10',
  earlyRedemption: false,
  sharkfin: {
    underlying: 'BTC',
    rangeLow,
    rangeHigh,
    baseApr: '0.02',
    highApr: '0.15',
    startsAt,
  },
});

/** A stored one-minute BTC_USDT bar, as the engine back-fills the minutes it was down. */
const storedBar = (at: string, low: string, high: string) => ({
  symbol: 'BTC_USDT',
  openTime: Date.parse(at),
  open: low,
  high,
  low,
  close: high,
  volume: '1',
  quoteVolume: high,
});

for (const onDatabase of testDatabases) {
  onDatabase.describe('sharkfin settlement', ({ database }) => {
    let harness: EarnHarness;
    let clock: TestClock;

    beforeAll(async () => {
      clock = new TestClock('2030-02-01T10:00:00Z');
      harness = await startEarnHarness(database);
    }, 120_000);
    afterAll(async () => {
      await harness?.close();
      clock?.release();
    });

    it('pays the high APR when the index price stayed inside all term, else the base APR; principal always back', async () => {
      await createProduct(harness.app, sharkfin('shark-wide', '90000', '100000'));
      await createProduct(harness.app, sharkfin('shark-narrow', '96000', '100000'));
      const saver = await Saver.signUp(harness.app);
      const wide = earnSubscribeResponseSchema.parse((await saver.subscribe('shark-wide', '1000')).json()).position;
      const narrow = earnSubscribeResponseSchema.parse((await saver.subscribe('shark-narrow', '1000')).json()).position;
      expect(wide).toMatchObject({
        status: 'pending',
        startsAt: '2030-02-01T12:00:00.000Z',
        maturesAt: '2030-02-02T12:00:00.000Z',
        redeemable: false,
      });
      const locked = await saver.redeem(wide.id, '1000');
      expect(locked.statusCode).toBe(409);
      expect(apiErrorSchema.parse(locked.json()).reason).toBe('redemption-not-allowed');
      const totals = await totalsByAsset(database.db);

      // The term starts at 12:00: the price path is sampled by each run until maturity.
      harness.prices.set('BTC', '95000');
      clock.set('2030-02-01T12:00:30Z');
      await harness.job.runOnce();
      expect((await saver.positions()).map((position) => position.status)).toEqual(['active', 'active']);
      const late = await saver.subscribe('shark-wide', '100');
      expect(apiErrorSchema.parse(late.json()).reason).toBe('subscriptions-ended');
      harness.prices.set('BTC', '99000');
      clock.set('2030-02-01T20:00:00Z');
      await harness.job.runOnce();
      expect((await saver.product('shark-wide')).sharkfin).toMatchObject({
        observedLow: '95000',
        observedHigh: '99000',
        stayedInside: true,
      });
      expect((await saver.product('shark-narrow')).sharkfin?.stayedInside).toBe(false);

      // Past maturity the price no longer counts: 150000 is never sampled.
      harness.prices.set('BTC', '150000');
      clock.set('2030-02-02T12:00:10Z');
      await harness.job.runOnce();
      await harness.job.runOnce();
      const high = new Big(1000).times('0.15').div(365).round(8, Big.roundDown);
      const base = new Big(1000).times('0.02').div(365).round(8, Big.roundDown);
      expect(high.toFixed()).toBe('0.4109589');
      expect(base.toFixed()).toBe('0.05479452');
      const closed = await saver.positions('closed');
      expect(Object.fromEntries(closed.map((position) => [position.id, [position.status, position.paid]]))).toEqual({
        [wide.id]: ['settled', high.toFixed()],
        [narrow.id]: ['settled', base.toFixed()],
      });
      expect((await saver.balances()).USDT?.available).toBe(new Big(10000).plus(high).plus(base).toFixed());
      expect((await saver.product('shark-wide')).sharkfin?.observedHigh).toBe('99000');
      const history = earnHistoryPageSchema.parse((await saver.get(earnPaths.history)).json()).entries;
      expect(
        history.filter((entry) => entry.positionId === wide.id).map((entry) => [entry.kind, entry.amount]),
      ).toEqual([
        ['interest', high.toFixed()],
        ['settle', '1000'],
        ['subscribe', '1000'],
      ]);
      // Interest came from the earn account: the totals of every asset are what they were.
      expect(await totalsByAsset(database.db)).toEqual(totals);
    });

    it('pays the base APR when no price was ever observed during the term', async () => {
      clock.set('2030-02-01T11:00:00Z');
      const saver = await Saver.signUp(harness.app);
      await createProduct(harness.app, sharkfin('shark-blind', '1', '1000000'));
      const { position } = earnSubscribeResponseSchema.parse((await saver.subscribe('shark-blind', '365')).json());
      harness.prices.delete('BTC');
      clock.set('2030-02-02T13:00:00Z');
      await harness.job.runOnce();
      const [settled] = await saver.positions('closed');
      expect(settled).toMatchObject({ id: position.id, status: 'settled', paid: '0.02' });
    });

    it('counts the stored bars of the minutes it could not sample (the server was down), to the maturity only', async () => {
      // A term that starts and matures mid-minute: the bars it only partly covers do not count.
      const term = '2030-03-01T12:00:30Z';
      clock.set('2030-03-01T11:00:00Z');
      await createProduct(harness.app, sharkfin('shark-gap-wide', '90000', '100000', term));
      await createProduct(harness.app, sharkfin('shark-gap-narrow', '96000', '100000', term));
      const saver = await Saver.signUp(harness.app);
      const wide = earnSubscribeResponseSchema.parse((await saver.subscribe('shark-gap-wide', '365')).json()).position;
      const narrow = earnSubscribeResponseSchema.parse(
        (await saver.subscribe('shark-gap-narrow', '365')).json(),
      ).position;
      // Down the whole term: no sample was taken; the bars of those minutes were stored at the next start.
      // The bars that began before the term or end after its maturity do not count.
      await database.db
        .insert(marketCandles)
        .values([
          storedBar('2030-03-01T11:59:00Z', '50000', '51000'),
          storedBar('2030-03-01T12:00:00Z', '60000', '61000'),
          storedBar('2030-03-01T12:01:00Z', '97000', '98000'),
          storedBar('2030-03-01T18:30:00Z', '95000', '97000'),
          storedBar('2030-03-02T11:59:00Z', '98000', '99000'),
          storedBar('2030-03-02T12:00:00Z', '150000', '160000'),
          storedBar('2030-03-02T12:01:00Z', '150000', '160000'),
        ]);
      harness.prices.set('BTC', '120000');
      clock.set('2030-03-02T13:00:00Z');
      await harness.job.runOnce();
      expect((await saver.product('shark-gap-wide')).sharkfin).toMatchObject({
        observedLow: '95000',
        observedHigh: '99000',
        stayedInside: true,
      });
      const paid = Object.fromEntries(
        (await saver.positions('closed')).map((position) => [position.id, position.paid]),
      );
      expect(paid).toEqual({ [wide.id]: '0.15', [narrow.id]: '0.02' });
    });
  });
}
