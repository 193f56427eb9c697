import type { EarnPosition, EarnPositionQuery } from '@vela/contracts/earn';
import Big from 'big.js';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eqIfGiven } from '../db/optional-filters.ts';
import { earnAccruals, earnPositions, earnProducts } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import type { PositionRow } from './accrual.ts';
import { DAY_MS, utcDayStart } from './interest.ts';

const LIVE = ['pending', 'active'];
const CLOSED = ['redeemed', 'settled'];

/** Interest of each position: unpaid (accrued), paid, and accrued during the UTC day before `now`. */
export interface Earnings {
  accrued: Big;
  paid: Big;
  yesterday: Big;
}

export async function earningsOf(db: Db, positionIds: string[], now: Date): Promise<Map<string, Earnings>> {
  const earnings = new Map<string, Earnings>();
  if (positionIds.length === 0) return earnings;
  const today = utcDayStart(now);
  const yesterday = new Date(today.getTime() - DAY_MS);
  const rows = await db
    .select({
      positionId: earnAccruals.positionId,
      accrued: sql<string>`coalesce(sum(${earnAccruals.amount}) filter (where ${earnAccruals.paidAt} is null and not ${earnAccruals.forfeited}), 0)`,
      paid: sql<string>`coalesce(sum(${earnAccruals.amount}) filter (where ${earnAccruals.paidAt} is not null), 0)`,
      yesterday: sql<string>`coalesce(sum(${earnAccruals.amount}) filter (where not ${earnAccruals.forfeited}
        and ${earnAccruals.kind} = 'hour' and ${earnAccruals.periodStart} >= ${yesterday.toISOString()}
        and ${earnAccruals.periodStart} < ${today.toISOString()}), 0)`,
    })
    .from(earnAccruals)
    .where(inArray(earnAccruals.positionId, positionIds))
    .groupBy(earnAccruals.positionId);
  for (const row of rows) {
    earnings.set(row.positionId, {
      accrued: new Big(row.accrued),
      paid: new Big(row.paid),
      yesterday: new Big(row.yesterday),
    });
  }
  return earnings;
}

const none: Earnings = { accrued: new Big(0), paid: new Big(0), yesterday: new Big(0) };

export function positionView(position: PositionRow, earlyRedemption: boolean, earnings = none): EarnPosition {
  const live = LIVE.includes(position.status);
  return {
    id: position.id,
    productId: position.productId,
    type: position.type as EarnPosition['type'],
    asset: position.asset,
    amount: normalizeDecimal(position.amount),
    accrued: earnings.accrued.toFixed(),
    paid: earnings.paid.toFixed(),
    yesterdayEarnings: earnings.yesterday.toFixed(),
    totalEarned: earnings.accrued.plus(earnings.paid).toFixed(),
    status: position.status as EarnPosition['status'],
    subscribedAt: position.subscribedAt.toISOString(),
    startsAt: position.startsAt.toISOString(),
    maturesAt: position.maturesAt?.toISOString() ?? null,
    autoRenew: position.autoRenew,
    closedAt: position.closedAt?.toISOString() ?? null,
    redeemable: live && (position.type === 'flexible' || (position.type === 'fixed' && earlyRedemption)),
  };
}

/** The user's positions: live ones first (newest first), then closed ones (latest closed first). */
export async function listPositions(
  db: Db,
  userId: string,
  query: { state: NonNullable<EarnPositionQuery['state']>; productId?: string | undefined },
  now: Date,
): Promise<EarnPosition[]> {
  const statuses = query.state === 'live' ? LIVE : query.state === 'closed' ? CLOSED : [...LIVE, ...CLOSED];
  const rows = await db
    .select({ position: earnPositions, earlyRedemption: earnProducts.earlyRedemption })
    .from(earnPositions)
    .innerJoin(earnProducts, eq(earnProducts.id, earnPositions.productId))
    .where(
      and(
        eq(earnPositions.userId, userId),
        inArray(earnPositions.status, statuses),
        eqIfGiven(earnPositions.productId, query.productId),
      ),
    )
    .orderBy(sql`${earnPositions.closedAt} desc nulls first`, desc(earnPositions.subscribedAt));
  const earnings = await earningsOf(
    db,
    rows.map((row) => row.position.id),
    now,
  );
  return rows.map(({ position, earlyRedemption }) =>
    positionView(position, earlyRedemption, earnings.get(position.id)),
  );
}

/** One position of the user, as the API shows it. */
export async function positionOf(db: Db, id: string, now: Date): Promise<EarnPosition> {
  const [row] = await db
    .select({ position: earnPositions, earlyRedemption: earnProducts.earlyRedemption })
    .from(earnPositions)
    .innerJoin(earnProducts, eq(earnProducts.id, earnPositions.productId))
    .where(eq(earnPositions.id, id));
  if (!row) throw new Error(`earn position ${id} is gone`);
  const earnings = await earningsOf(db, [id], now);
  return positionView(row.position, row.earlyRedemption, earnings.get(id));
}
