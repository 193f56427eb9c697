import { type EarnAprTier, earnRedeemResponseSchema, earnSubscribeResponseSchema } from '@vela/contracts/earn';
import Big from 'big.js';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { balances, earnAccruals, earnPositions, ledgerEntries } from '../src/db/schema.ts';
import { createProduct, type EarnHarness, Saver, startEarnHarness, TestClock } from './earn-harness.ts';
import { testDatabases } from './support/database-suite.ts';
import { totalsByAsset } from './support/trading.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const USERS = 3;
/** Tiered flexible USDT (seeded), flexible BTC (seeded), a one-day fixed USDT that may renew. */
const PRODUCTS = ['usdt-flexible', 'btc-flexible', 'prop-fixed-1d'] as const;

type Step =
  | { kind: 'subscribe'; user: number; product: number; units: number; autoRenew: boolean }
  | { kind: 'redeem'; user: number; pick: number; percent: number }
  | { kind: 'advance'; minutes: number }
  | { kind: 'run' }
  | { kind: 'restart' };

const user = fc.integer({ min: 0, max: USERS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('subscribe' as const),
      user,
      product: fc.integer({ min: 0, max: PRODUCTS.length - 1 }),
      units: fc.integer({ min: 1, max: 400_000 }),
      autoRenew: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('redeem' as const),
      user,
      pick: fc.nat(),
      percent: fc.integer({ min: 1, max: 100 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 2_400 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('run' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const) }) },
);

/** What the test knows of a position from the answers it got: principal changes in time order. */
interface Known {
  id: string;
  productId: string;
  userId: string;
  startsAt: number;
  maturesAt: number | null;
  autoRenew: boolean;
  changes: { at: number; amount: Big }[];
  closed: boolean;
}

const held = (position: Known) => position.changes.reduce((sum, change) => sum.plus(change.amount), new Big(0));

/**
 * The lowest principal during [hour, hour + 1 h): the balance at its start, then after each change
 * inside it in the order they happened (a redemption and a subscription at one instant dip).
 */
function lowestDuring(changes: Known['changes'], hour: number): Big {
  let balance = changes
    .filter((change) => change.at <= hour)
    .reduce((sum, change) => sum.plus(change.amount), new Big(0));
  let low = balance;
  for (const change of changes.filter((one) => one.at > hour && one.at < hour + HOUR)) {
    balance = balance.plus(change.amount);
    if (balance.lt(low)) low = balance;
  }
  return low;
}

/** An hour's interest from the product's published tiers, computed independently of the server's code. */
function hourAt(principal: Big, tiers: readonly EarnAprTier[]): string {
  let yearly = new Big(0);
  let below = new Big(0);
  for (const tier of tiers) {
    const top = tier.upTo === null || principal.lt(tier.upTo) ? principal : new Big(tier.upTo);
    if (top.gt(below)) yearly = yearly.plus(top.minus(below).times(tier.apr));
    if (tier.upTo === null || principal.lte(tier.upTo)) break;
    below = new Big(tier.upTo);
  }
  return yearly.times(1e8).div(8760).round(0, Big.roundDown).div(1e8).toFixed();
}

for (const onDatabase of testDatabases) {
  onDatabase.describe('earn conservation', ({ database }) => {
    let harness: EarnHarness;
    let clock: TestClock;
    let savers: Saver[];
    const tiers = new Map<string, EarnAprTier[]>();
    /** Every position the runs made, across runs: the database keeps them all. */
    const known = new Map<string, Known>();

    beforeAll(async () => {
      clock = new TestClock('2030-03-01T00:20:00Z');
      harness = await startEarnHarness(database);
      await createProduct(harness.app, {
        id: 'prop-fixed-1d',
        type: 'fixed',
        asset: 'USDT',
        tiers: [{ upTo: null, apr: '0.1' }],
        termDays: 1,
        minAmount: '0.01',
        earlyRedemption: true,
        autoRenewAllowed: true,
      });
      savers = [];
      for (let index = 0; index < USERS; index += 1) savers.push(await Saver.signUp(harness.app));
      for (const id of PRODUCTS) tiers.set(id, (await savers[0]?.product(id))?.tiers ?? []);
    }, 120_000);
    afterAll(async () => {
      await harness?.close();
      clock?.release();
    });

    const saver = (index: number) => savers[index] as Saver;

    async function run(current: Step): Promise<void> {
      switch (current.kind) {
        case 'subscribe': {
          const productId = PRODUCTS[current.product] as string;
          const amount =
            productId === 'btc-flexible' ? (current.units / 1e7).toFixed(7) : (current.units / 100).toFixed(2);
          const autoRenew = productId === 'prop-fixed-1d' ? current.autoRenew : undefined;
          const response = await saver(current.user).subscribe(productId, amount, autoRenew);
          if (response.statusCode !== 200) {
            expect(response.json().reason, response.body).toMatch(/^(insufficient-balance|below-minimum)$/);
            return;
          }
          const { position } = earnSubscribeResponseSchema.parse(response.json());
          const entry = known.get(position.id) ?? {
            id: position.id,
            productId,
            userId: saver(current.user).userId,
            startsAt: Date.parse(position.startsAt),
            maturesAt: position.maturesAt ? Date.parse(position.maturesAt) : null,
            autoRenew: position.autoRenew,
            changes: [],
            closed: false,
          };
          entry.changes.push({ at: clock.now.getTime(), amount: new Big(amount) });
          expect(position.amount).toBe(held(entry).toFixed());
          known.set(position.id, entry);
          return;
        }
        case 'redeem': {
          const mine = [...known.values()].filter(
            (position) => position.userId === saver(current.user).userId && !position.closed,
          );
          const position = mine[current.pick % Math.max(mine.length, 1)];
          if (!position) return;
          const whole = held(position);
          const part =
            position.productId === 'prop-fixed-1d' || current.percent === 100
              ? whole
              : whole.times(current.percent).div(100).round(8, Big.roundDown);
          if (part.lte(0)) return;
          const response = await saver(current.user).redeem(position.id, part.toFixed());
          if (response.statusCode !== 200) {
            // A fixed position the job has settled at maturity is no longer live.
            expect(response.json().reason, response.body).toBe('position-not-live');
            expect(position.maturesAt).not.toBeNull();
            expect(position.maturesAt as number).toBeLessThanOrEqual(clock.now.getTime());
            position.closed = true;
            return;
          }
          const answer = earnRedeemResponseSchema.parse(response.json());
          position.changes.push({ at: clock.now.getTime(), amount: part.neg() });
          if (part.eq(whole)) position.closed = true;
          const matured = position.maturesAt !== null && position.maturesAt <= clock.now.getTime();
          expect(answer.position.status).toBe(position.closed ? (matured ? 'settled' : 'redeemed') : 'active');
          return;
        }
        case 'advance':
          clock.advanceHours(current.minutes / 60);
          return;
        case 'run':
          await harness.job.runOnce();
          return;
        case 'restart':
          await harness.close();
          harness = await startEarnHarness(database);
          savers = savers.map((one) => one.on(harness.app));
          return;
      }
    }

    /** Every accrual row is one the rules call for, at the product's rate, and none is missing. */
    async function checkAccruals(until: number): Promise<void> {
      const positions = await database.db
        .select()
        .from(earnPositions)
        .where(
          inArray(
            earnPositions.userId,
            savers.map((one) => one.userId),
          ),
        );
      const byId = new Map(positions.map((position) => [position.id, position]));
      const expected = new Map<string, Known>(known);
      for (const position of positions) {
        if (!position.renewedFrom) continue;
        const parent = byId.get(position.renewedFrom);
        expect(parent?.status).toBe('settled');
        expect(parent?.autoRenew).toBe(true);
        expected.set(position.id, {
          id: position.id,
          productId: position.productId,
          userId: position.userId,
          startsAt: position.startsAt.getTime(),
          maturesAt: position.maturesAt?.getTime() ?? null,
          autoRenew: true,
          changes: [{ at: position.startsAt.getTime(), amount: new Big(parent?.amount ?? '0') }],
          closed: false,
        });
      }
      for (const position of expected.values()) {
        const cap = Math.min(position.maturesAt ?? Number.POSITIVE_INFINITY, until);
        const rows = new Map<string, string[]>();
        for (let hour = position.startsAt; hour < cap; hour += HOUR) {
          const principal = lowestDuring(position.changes, hour);
          if (principal.gt(0)) {
            const rate = hourAt(principal, tiers.get(position.productId) ?? []);
            rows.set(new Date(hour).toISOString(), [principal.toFixed(), rate]);
          }
        }
        const stored = await database.db.select().from(earnAccruals).where(eq(earnAccruals.positionId, position.id));
        const actual = new Map(
          stored.map((row) => [
            row.periodStart.toISOString(),
            [new Big(row.principal).toFixed(), new Big(row.amount).toFixed()],
          ]),
        );
        expect(actual, `accruals of ${position.id}`).toEqual(rows);
        const row = byId.get(position.id);
        const matured = position.maturesAt !== null && position.maturesAt <= until;
        if (matured && !position.closed) {
          // Renewed exactly when asked (the product stays open), else paid out.
          const children = positions.filter((child) => child.renewedFrom === position.id);
          expect(children).toHaveLength(position.autoRenew ? 1 : 0);
          expect(row?.status).toBe('settled');
        }
      }
    }

    /** Interest paid is exactly the paid accruals; every balance is its ledger; nothing paid twice. */
    async function checkPayments(): Promise<void> {
      for (const one of savers) {
        const mine = await database.db.select().from(earnPositions).where(eq(earnPositions.userId, one.userId));
        const ids = mine.map((position) => position.id);
        const paid =
          ids.length === 0
            ? []
            : await database.db
                .select()
                .from(earnAccruals)
                .where(and(inArray(earnAccruals.positionId, ids), isNotNull(earnAccruals.paidAt)));
        const entries = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, one.userId));
        for (const asset of ['USDT', 'BTC']) {
          const ofAsset = (kind: string) =>
            entries
              .filter((entry) => entry.asset === asset && entry.kind === kind)
              .reduce((sum, entry) => sum.plus(entry.amount), new Big(0));
          const assetIds = new Set(mine.filter((position) => position.asset === asset).map((position) => position.id));
          const accrued = paid
            .filter((row) => assetIds.has(row.positionId))
            .reduce((sum, row) => sum.plus(row.amount), new Big(0));
          expect(ofAsset('earn-interest').toFixed(), `${asset} interest of ${one.userId}`).toBe(accrued.toFixed());
          const subscribed = [...known.values()]
            .filter((position) => position.userId === one.userId && assetIds.has(position.id))
            .flatMap((position) => position.changes.filter((change) => change.amount.gt(0)))
            .reduce((sum, change) => sum.plus(change.amount), new Big(0));
          expect(ofAsset('earn-subscribe').neg().toFixed()).toBe(subscribed.toFixed());
          const [row] = await database.db
            .select()
            .from(balances)
            .where(and(eq(balances.userId, one.userId), eq(balances.asset, asset)));
          const total = entries
            .filter((entry) => entry.asset === asset)
            .reduce((sum, entry) => sum.plus(entry.amount), new Big(0));
          expect(new Big(row?.available ?? '0').plus(row?.frozen ?? '0').toFixed()).toBe(total.toFixed());
          expect((await one.balances())[asset]?.available).toBe(new Big(row?.available ?? '0').toFixed());
        }
      }
    }

    it('conserves every asset and pays exactly the hourly accruals, whatever the order, the gaps and the restarts', async () => {
      const baseline = await totalsByAsset(database.db);
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
          for (const current of steps) await run(current);
          // Let a last run catch everything up, then look.
          clock.advanceHours(1);
          await harness.job.runOnce();
          const until = Math.floor(clock.now.getTime() / HOUR) * HOUR;
          expect(await totalsByAsset(database.db)).toEqual(baseline);
          await checkAccruals(until);
          await checkPayments();
          // Flexible interest of days that ended is paid; nothing of a closed position is left unpaid but forfeits.
          const today = Math.floor(clock.now.getTime() / DAY) * DAY;
          for (const position of known.values()) {
            const rows = await database.db.select().from(earnAccruals).where(eq(earnAccruals.positionId, position.id));
            for (const row of rows) {
              const settledOrPaidDay = position.closed || row.periodStart.getTime() < today;
              if (position.productId !== 'prop-fixed-1d' && settledOrPaidDay) expect(row.paidAt).not.toBeNull();
              if (position.productId === 'prop-fixed-1d' && position.closed) {
                expect(row.paidAt === null).toBe(row.forfeited);
              }
            }
          }
          // The next run starts a day later so runs never share positions' hours with the last one's check.
          clock.advanceHours(24);
        }),
        { numRuns: 8 },
      );
    }, 600_000);
  });
}
