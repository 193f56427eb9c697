import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { publishUserEvent } from '../infra/bus/user-events.ts';
import { couponHolders, type Rebate, rebatePendingFills } from './fee-rebates.ts';
import { ensureRewardsFund } from './rewards-account.ts';

/** A sweep over every coupon holder's pending rebates this often. */
const SWEEP_MS = 60_000;

export interface RewardsRuntime {
  /** Resolves once the rewards account is seeded (or seeding failed and was logged). */
  seeded: Promise<void>;
  /** A coupon was claimed on this instance: its holder's fills are rebated from now on. */
  couponClaimed(userId: string): void;
  /** Resolves once every rebate asked for so far is done (tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Announces a committed rebate as any credit is announced: the engine's copy and the user's balances channel. */
export function announceRebate(bus: Bus, rebate: Rebate): void {
  bus.publish('balance.credited', rebate.credited);
  publishUserEvent(bus, rebate.userId, 'balances', [rebate.balance]);
}

/**
 * The engine instance's rewards work: seeds the rewards account, then rebates fee-coupon fills of
 * the users who hold a coupon (known from the database at start and at every sweep, and from the
 * claims this instance serves at once): every pending fill at start (a restart loses none), a
 * holder's whenever their orders change (the `orders` push follows each committed batch, so the
 * fills are written by then), and everyone's once a minute (a claim served by another instance is
 * seen then). Users without a coupon cost no query. One run at a time; the fill-keyed coupon use
 * makes each rebate happen once whoever runs it.
 */
export function startRewards({ db, bus, log }: { db: Db; bus: Bus; log: FastifyBaseLogger }): RewardsRuntime {
  const holders = new Set<string>();
  const waiting = new Set<string>();
  const sweep = '*';
  const seeded = ensureRewardsFund(db).catch((error: unknown) =>
    log.warn({ err: error }, 'could not seed the rewards account; payments seed it themselves'),
  );
  let tail: Promise<void> = seeded;
  const rebate = (userId: string) => rebatePendingFills(db, { userId, paid: (rebate) => announceRebate(bus, rebate) });
  const run = (key: string) => {
    if (waiting.has(key) || waiting.has(sweep)) return;
    waiting.add(key);
    tail = tail
      .then(async () => {
        waiting.delete(key);
        if (key !== sweep) {
          await rebate(key);
          return;
        }
        const current = await couponHolders(db, new Date());
        holders.clear();
        for (const userId of current) holders.add(userId);
        for (const userId of current) await rebate(userId);
      })
      .catch((error: unknown) => log.warn({ err: error }, 'fee rebates failed; the next sweep retries'));
  };
  run(sweep);
  const unsubscribe = bus.subscribe('user.event', ({ userId, type }) => {
    if (type === 'orders' && holders.has(userId)) run(userId);
  });
  const timer = setInterval(() => run(sweep), SWEEP_MS);
  timer.unref();
  return {
    couponClaimed: (userId) => {
      holders.add(userId);
      run(userId);
    },
    seeded,
    settled: () => tail,
    close: async () => {
      clearInterval(timer);
      unsubscribe();
      await tail;
    },
  };
}
