import { earnLedgerKinds } from '@vela/contracts/earn';
import { REWARD_ASSET } from '@vela/contracts/tasks';
import { and, count, eq, gte, isNotNull, lte, sum } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courseReads, futuresFills, ledgerEntries, passkeys, spotFills, spotMarkets, users } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import type { TaskRow } from './task-records.ts';

const DAY_MS = 86_400_000;

type ProgressRow = Pick<TaskRow, 'id' | 'kind' | 'windowDays' | 'courseId' | 'startsAt' | 'deadline' | 'endedAt'>;

/**
 * What the user did towards each task, as a decimal string, read from the records the platform
 * keeps anyway (never from anything the user declares). See taskViewSchema for the rule per kind.
 */
export async function progressOf(
  db: Db,
  userId: string,
  tasks: readonly ProgressRow[],
  now: Date,
): Promise<Map<string, string>> {
  const facts = new Facts(db, userId);
  const result = new Map<string, string>();
  for (const task of tasks) result.set(task.id, await facts.progress(task, now));
  return result;
}

/** Each fact read once per call, however many tasks ask for it. */
class Facts {
  private readonly cache = new Map<string, Promise<boolean>>();

  constructor(
    private readonly db: Db,
    private readonly userId: string,
  ) {}

  async progress(task: ProgressRow, now: Date): Promise<string> {
    switch (task.kind) {
      case 'sign-up':
        return this.flag('signed-up', () => this.signedUp());
      case 'enable-2fa':
        return this.flag('2fa', () => this.secondFactor());
      case 'first-spot-trade':
        return this.flag('spot-fill', () => this.exists(spotFills, spotFills.userId));
      case 'first-futures-trade':
        return this.flag('futures-fill', () => this.exists(futuresFills, futuresFills.userId));
      case 'subscribe-earn':
        return this.flag('earn', () => this.earnSubscribed());
      case 'read-course':
        return this.coursesRead(task.courseId);
      case 'spot-volume':
        return this.spotVolume(task, now);
      default:
        return '0';
    }
  }

  private async flag(key: string, read: () => Promise<boolean>): Promise<string> {
    let fact = this.cache.get(key);
    if (!fact) {
      fact = read();
      this.cache.set(key, fact);
    }
    return (await fact) ? '1' : '0';
  }

  private async signedUp(): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, this.userId));
    return rows.length > 0;
  }

  /** An authenticator app enabled, or a passkey registered. */
  private async secondFactor(): Promise<boolean> {
    const totp = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, this.userId), isNotNull(users.totpEnabledAt)));
    return totp.length > 0 || this.exists(passkeys, passkeys.userId);
  }

  private async earnSubscribed(): Promise<boolean> {
    const rows = await this.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, this.userId), eq(ledgerEntries.kind, earnLedgerKinds.subscribe)))
      .limit(1);
    return rows.length > 0;
  }

  private async exists(
    table: typeof spotFills | typeof futuresFills | typeof passkeys,
    userColumn: typeof spotFills.userId | typeof futuresFills.userId | typeof passkeys.userId,
  ): Promise<boolean> {
    const rows = await this.db.select({ userId: userColumn }).from(table).where(eq(userColumn, this.userId)).limit(1);
    return rows.length > 0;
  }

  private async coursesRead(courseId: number | null): Promise<string> {
    const conditions = [eq(courseReads.userId, this.userId)];
    if (courseId !== null) conditions.push(eq(courseReads.courseId, courseId));
    const [row] = await this.db
      .select({ read: count() })
      .from(courseReads)
      .where(and(...conditions));
    return String(row?.read ?? 0);
  }

  /** USDT traded on USDT-quoted markets in the last windowDays days, not before the task started nor after it closed. */
  private async spotVolume(task: ProgressRow, now: Date): Promise<string> {
    const windowStart = new Date(now.getTime() - (task.windowDays ?? 1) * DAY_MS);
    const from = task.startsAt > windowStart ? task.startsAt : windowStart;
    const to = [now, task.deadline, task.endedAt].reduce<Date>(
      (earliest, time) => (time && time < earliest ? time : earliest),
      now,
    );
    const [row] = await this.db
      .select({ volume: sum(spotFills.quoteAmount) })
      .from(spotFills)
      .innerJoin(spotMarkets, eq(spotMarkets.symbol, spotFills.symbol))
      .where(
        and(
          eq(spotFills.userId, this.userId),
          eq(spotMarkets.quote, REWARD_ASSET),
          gte(spotFills.createdAt, from),
          lte(spotFills.createdAt, to),
        ),
      );
    return row?.volume ? normalizeDecimal(row.volume) : '0';
  }
}
