import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { earnAccruals, earnPositions, earnProducts } from '../db/schema.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { lockPosition, positionIsLive } from './accrual.ts';
import { earnNow } from './clock.ts';
import { floorHour, utcDayStart } from './interest.ts';
import { announceCredits, ensureEarnFund } from './ledger.ts';
import { runDue, type Turn } from './payouts.ts';
import type { PriceOf } from './products.ts';
import { storedPriceRange } from './stored-prices.ts';
import { settleStrandedSubscriptions } from './subscribe.ts';

export const EARN_JOB_INTERVAL_MS = 60_000;
/** A sharkfin unobserved for longer than this missed its samples: its stored bars count instead. */
const MISSED_AFTER_MS = 2 * EARN_JOB_INTERVAL_MS;

/** Decimal strings as SQL numerics, comma-separated: least/greatest compare them exactly. */
const numerics = (prices: string[]) =>
  sql.join(
    prices.map((price) => sql`${price}::numeric`),
    sql`, `,
  );

export interface EarnJobOptions {
  db: Db;
  bus: Bus;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The underlying's index price, sampled for running sharkfins. */
  priceOf: PriceOf;
  clock?: () => Date;
}

/**
 * Earn's periodic work, on the engine instance only: every minute it accrues the hours that
 * ended, pays flexible interest of days that ended, settles what matured and samples sharkfin
 * prices. Everything it writes is keyed (position, period) or guarded by the position's status
 * under its row lock, so a run repeated, interrupted or run after downtime does each thing once.
 */
export class EarnJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly options: EarnJobOptions) {}

  private now(): Date {
    return (this.options.clock ?? earnNow)();
  }

  /** Catches up, then runs every minute. */
  async start(): Promise<void> {
    await this.runOnce();
    this.timer = setInterval(() => {
      void this.runOnce();
    }, EARN_JOB_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One run at the clock's time; runs never overlap. */
  runOnce(): Promise<void> {
    this.running = this.running.then(() =>
      this.run(this.now()).catch((error: unknown) => this.options.log.error({ err: error }, 'earn job run failed')),
    );
    return this.running;
  }

  private async run(now: Date): Promise<void> {
    const { db } = this.options;
    const settled = await settleStrandedSubscriptions(db, now);
    if (settled > 0) this.options.log.info({ settled }, 'earn: pending subscriptions settled');
    const products = await db.select().from(earnProducts);
    await ensureEarnFund(
      db,
      products.map((product) => product.asset),
    );
    await this.observeSharkfins(now);
    for (const id of await this.duePositions(now)) {
      try {
        await this.runPosition(id, now);
      } catch (error) {
        this.options.log.error({ err: error, positionId: id }, 'earn: a position could not be processed');
      }
    }
  }

  /**
   * Live positions with work due: an hour ended unaccrued, a maturity passed, interest of a past day
   * unpaid, a sharkfin term started, a flexible product closed (its holders are paid out).
   */
  private async duePositions(now: Date): Promise<string[]> {
    const { db } = this.options;
    const hour = floorHour(now);
    const rows = await db
      .select({ id: earnPositions.id })
      .from(earnPositions)
      .innerJoin(earnProducts, eq(earnProducts.id, earnPositions.productId))
      .where(
        and(
          inArray(earnPositions.status, ['pending', 'active']),
          or(
            and(sql`${earnPositions.type} <> 'sharkfin'`, lt(earnPositions.accruedTo, hour)),
            lte(earnPositions.maturesAt, now),
            and(eq(earnPositions.status, 'pending'), lte(earnPositions.startsAt, now)),
            and(eq(earnPositions.type, 'flexible'), eq(earnProducts.status, 'closed')),
            and(
              eq(earnPositions.type, 'flexible'),
              sql`exists (select 1 from ${earnAccruals} where ${earnAccruals.positionId} = ${earnPositions.id}
                and ${isNull(earnAccruals.paidAt)} and not ${earnAccruals.forfeited}
                and ${lt(earnAccruals.periodStart, utcDayStart(now))})`,
            ),
          ),
        ),
      );
    return rows.map((row) => row.id);
  }

  private async runPosition(id: string, now: Date): Promise<void> {
    const { db, bus } = this.options;
    const credits = await db.transaction(async (tx) => {
      const position = await lockPosition(tx, id);
      if (!position || !positionIsLive(position)) return [];
      const [product] = await tx.select().from(earnProducts).where(eq(earnProducts.id, position.productId));
      if (!product) return [];
      const turn: Turn = { tx, now, credits: [] };
      await runDue(turn, position, product);
      return turn.credits;
    });
    announceCredits(bus, credits);
  }

  /**
   * The lowest and highest index price of each running sharkfin, sampled once a run. Where runs
   * were missed (the server was down), the stored bars of those minutes count instead, up to the
   * maturity; `observedAt` is how far the term has been observed.
   */
  private async observeSharkfins(now: Date): Promise<void> {
    const { db, priceOf } = this.options;
    const unobserved = await db
      .select()
      .from(earnProducts)
      .where(
        and(
          eq(earnProducts.type, 'sharkfin'),
          lte(earnProducts.startsAt, now),
          or(isNull(earnProducts.observedAt), sql`${earnProducts.observedAt} < ${earnProducts.maturesAt}`),
          // A matured term counts only until its positions are settled: what they were paid on stays as shown.
          or(
            sql`${earnProducts.maturesAt} > ${now.toISOString()}`,
            sql`exists (select 1 from ${earnPositions} where ${earnPositions.productId} = ${earnProducts.id}
              and ${inArray(earnPositions.status, ['pending', 'active'])})`,
          ),
        ),
      );
    for (const product of unobserved) {
      if (!product.underlying || !product.startsAt || !product.maturesAt) continue;
      const until = product.maturesAt < now ? product.maturesAt : now;
      const since = product.observedAt ?? product.startsAt;
      const missed =
        until.getTime() - since.getTime() > MISSED_AFTER_MS
          ? await storedPriceRange(
              db,
              product.underlying,
              { from: since, until },
              {
                from: product.startsAt,
                until: product.maturesAt,
              },
            )
          : undefined;
      const sampled = product.maturesAt > now ? priceOf(product.underlying) : undefined;
      const lows = [missed?.low, sampled].filter((price) => price !== undefined);
      const highs = [missed?.high, sampled].filter((price) => price !== undefined);
      await db
        .update(earnProducts)
        .set({
          ...(lows.length === 0
            ? {}
            : {
                // least and greatest skip a NULL: a first observation is the prices alone.
                observedLow: sql`least(${earnProducts.observedLow}, ${numerics(lows)})`,
                observedHigh: sql`greatest(${earnProducts.observedHigh}, ${numerics(highs)})`,
              }),
          observedAt: until,
        })
        .where(eq(earnProducts.id, product.id));
    }
  }
}
