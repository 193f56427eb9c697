import type { EarnAprTier } from '@vela/contracts/earn';
import Big from 'big.js';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { earnAccruals, earnHistory, earnPositions } from '../db/schema.ts';
import { floorHour, HOUR_MS, hourlyInterest } from './interest.ts';

export type PositionRow = typeof earnPositions.$inferSelect;

/** History kinds that change a position's principal, and which way. */
const principalSign: Record<string, 1 | -1> = { subscribe: 1, renew: 1, redeem: -1 };

interface Change {
  at: number;
  amount: Big;
}

/**
 * The principal each hour earns on: the lowest the position held at any moment of the hour, so
 * money added during an hour starts earning at the next one and money taken out stops at once.
 * `changes` are in time order; an hour [h, h + 1 h) includes a change at h and not one at h + 1 h.
 */
export function hourlyPrincipals(changes: readonly Change[], hours: readonly number[]): Big[] {
  const principals: Big[] = [];
  let held = new Big(0);
  let next = 0;
  for (const hour of hours) {
    while (next < changes.length && (changes[next] as Change).at <= hour) {
      held = held.plus((changes[next] as Change).amount);
      next += 1;
    }
    let lowest = held;
    let running = held;
    for (let index = next; index < changes.length && (changes[index] as Change).at < hour + HOUR_MS; index += 1) {
      running = running.plus((changes[index] as Change).amount);
      if (running.lt(lowest)) lowest = running;
    }
    principals.push(lowest);
  }
  return principals;
}

/**
 * Accrues every full hour of a flexible or fixed position that ended by `until` (and, fixed, by
 * its maturity) and is not accrued yet. Call it in a transaction holding the position's row lock:
 * the (position, hour) key makes a repeat a no-op, so a restart anywhere never accrues twice.
 */
export async function accruePosition(tx: Db, position: PositionRow, tiers: readonly EarnAprTier[], until: Date) {
  if (position.type === 'sharkfin') return;
  let end = floorHour(until).getTime();
  if (position.maturesAt && position.maturesAt.getTime() < end) end = position.maturesAt.getTime();
  const from = Math.max(position.accruedTo.getTime(), position.startsAt.getTime());
  if (from >= end) return;
  const hours: number[] = [];
  for (let hour = from; hour < end; hour += HOUR_MS) hours.push(hour);
  const events = await tx
    .select({ kind: earnHistory.kind, amount: earnHistory.amount, at: earnHistory.at })
    .from(earnHistory)
    .where(
      and(
        eq(earnHistory.positionId, position.id),
        eq(earnHistory.pending, false),
        inArray(earnHistory.kind, Object.keys(principalSign)),
      ),
    )
    .orderBy(asc(earnHistory.at), asc(earnHistory.id));
  const changes = events.map((event) => ({
    at: event.at.getTime(),
    amount: new Big(event.amount).times(principalSign[event.kind] ?? 0),
  }));
  const principals = hourlyPrincipals(changes, hours);
  const rows = hours.flatMap((hour, index) => {
    const principal = principals[index] as Big;
    if (principal.lte(0)) return [];
    const { amount, apr } = hourlyInterest(principal, tiers);
    return [
      {
        positionId: position.id,
        periodStart: new Date(hour),
        kind: 'hour',
        principal: principal.toFixed(),
        apr: apr.toFixed(),
        amount: amount.toFixed(),
      },
    ];
  });
  for (let start = 0; start < rows.length; start += 500) {
    await tx
      .insert(earnAccruals)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
  await tx
    .update(earnPositions)
    .set({ accruedTo: new Date(end) })
    .where(eq(earnPositions.id, position.id));
}

/** Marks the position's unpaid, unforfeited accruals of periods before `before` paid; their sum. */
export async function takeUnpaid(tx: Db, positionId: string, before: Date, paidAt: Date): Promise<Big> {
  const taken = await tx
    .update(earnAccruals)
    .set({ paidAt })
    .where(
      and(
        eq(earnAccruals.positionId, positionId),
        isNull(earnAccruals.paidAt),
        eq(earnAccruals.forfeited, false),
        lt(earnAccruals.periodStart, before),
      ),
    )
    .returning({ amount: earnAccruals.amount });
  return taken.reduce((sum, row) => sum.plus(row.amount), new Big(0));
}

/** Marks every unpaid accrual of the position forfeited (a fixed position redeemed early); their sum. */
export async function forfeitUnpaid(tx: Db, positionId: string): Promise<Big> {
  const forfeited = await tx
    .update(earnAccruals)
    .set({ forfeited: true })
    .where(and(eq(earnAccruals.positionId, positionId), isNull(earnAccruals.paidAt), eq(earnAccruals.forfeited, false)))
    .returning({ amount: earnAccruals.amount });
  return forfeited.reduce((sum, row) => sum.plus(row.amount), new Big(0));
}

/** Locks and reads a position (the caller's transaction). */
export async function lockPosition(tx: Db, id: string): Promise<PositionRow | undefined> {
  const [row] = await tx.select().from(earnPositions).where(eq(earnPositions.id, id)).for('update');
  return row;
}

export const positionIsLive = (position: PositionRow) => position.status === 'pending' || position.status === 'active';
