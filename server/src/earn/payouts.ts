import { randomUUID } from 'node:crypto';
import { type EarnHistoryKind, earnLedgerKinds } from '@vela/contracts/earn';
import Big from 'big.js';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { earnAccruals, earnHistory, earnPositions, earnProducts } from '../db/schema.ts';
import { accruePosition, type PositionRow, takeUnpaid } from './accrual.ts';
import { DAY_MS, stayedInside, termInterest } from './interest.ts';
import { type Credited, creditFromEarn } from './ledger.ts';
import { type ProductRow, productTiers } from './products.ts';

/** Later than any accrual period: takes every unpaid one. */
export const ALL_UNPAID_BEFORE = new Date('9999-01-01T00:00:00Z');

/** One transaction's work: its time, and the credits to announce once it has committed. */
export interface Turn {
  tx: Db;
  now: Date;
  credits: Credited[];
}

export async function recordHistory(
  turn: Turn,
  position: PositionRow,
  kind: EarnHistoryKind,
  amount: Big,
): Promise<void> {
  await turn.tx.insert(earnHistory).values({
    userId: position.userId,
    positionId: position.id,
    productId: position.productId,
    asset: position.asset,
    kind,
    amount: amount.toFixed(),
    at: turn.now,
  });
}

/** Principal back to spot: the history entry (`redeem` or `settle`) and both ledgers. */
export async function returnPrincipal(
  turn: Turn,
  position: PositionRow,
  amount: Big,
  kind: 'redeem' | 'settle',
): Promise<void> {
  await recordHistory(turn, position, kind, amount);
  turn.credits.push(
    await creditFromEarn(turn.tx, {
      userId: position.userId,
      asset: position.asset,
      amount: amount.toFixed(),
      kind: earnLedgerKinds.redeem,
      reference: position.id,
    }),
  );
  await turn.tx
    .update(earnProducts)
    .set({ quotaUsed: sql`greatest(${earnProducts.quotaUsed} - ${amount.toFixed()}, 0)` })
    .where(eq(earnProducts.id, position.productId));
}

/** Interest to spot (nothing when zero): the history entry and both ledgers. */
export async function payInterest(turn: Turn, position: PositionRow, amount: Big): Promise<void> {
  if (amount.lte(0)) return;
  await recordHistory(turn, position, 'interest', amount);
  turn.credits.push(
    await creditFromEarn(turn.tx, {
      userId: position.userId,
      asset: position.asset,
      amount: amount.toFixed(),
      kind: earnLedgerKinds.interest,
      reference: position.id,
    }),
  );
}

export async function closePosition(turn: Turn, position: PositionRow, status: 'redeemed' | 'settled'): Promise<void> {
  await turn.tx.update(earnPositions).set({ status, closedAt: turn.now }).where(eq(earnPositions.id, position.id));
}

/**
 * A live position's due work at `turn.now`: accrue the hours that ended, pay a flexible position's
 * interest of days that ended, settle a fixed position or a sharkfin that matured. The caller
 * holds the position's row lock.
 */
export async function runDue(turn: Turn, position: PositionRow, product: ProductRow): Promise<void> {
  const { now } = turn;
  if (position.type === 'sharkfin') {
    if (product.maturesAt && product.maturesAt <= now) await settleSharkfin(turn, position, product);
    else if (position.status === 'pending' && position.startsAt <= now) {
      await turn.tx.update(earnPositions).set({ status: 'active' }).where(eq(earnPositions.id, position.id));
    }
    return;
  }
  await accruePosition(turn.tx, position, productTiers(product), now);
  if (position.type === 'flexible' && product.status === 'closed') {
    await payOutClosedFlexible(turn, position);
    return;
  }
  if (position.type === 'flexible') {
    const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    await payInterest(turn, position, await takeUnpaid(turn.tx, position.id, dayStart, now));
    return;
  }
  if (position.maturesAt && position.maturesAt <= now) await settleFixed(turn, position, product, true);
}

/**
 * A flexible position of a product that was closed (accrued to now): its principal and every
 * unpaid hour of interest back to spot, and the position settled.
 */
async function payOutClosedFlexible(turn: Turn, position: PositionRow): Promise<void> {
  const interest = await takeUnpaid(turn.tx, position.id, ALL_UNPAID_BEFORE, turn.now);
  await returnPrincipal(turn, position, new Big(position.amount), 'settle');
  await payInterest(turn, position, interest);
  await closePosition(turn, position, 'settled');
}

/**
 * A matured fixed position (accrued to its maturity): its interest to spot; its principal to
 * spot, or (auto-renew, the product still open, `mayRenew`) into a new position of the same
 * product starting at the maturity. The interest paid comes back.
 */
export async function settleFixed(
  turn: Turn,
  position: PositionRow,
  product: ProductRow,
  mayRenew: boolean,
): Promise<Big> {
  const maturesAt = position.maturesAt as Date;
  const interest = await takeUnpaid(turn.tx, position.id, maturesAt, turn.now);
  await payInterest(turn, position, interest);
  const principal = new Big(position.amount);
  if (mayRenew && position.autoRenew && product.status === 'open' && product.termDays) {
    const renewed = {
      id: randomUUID(),
      userId: position.userId,
      productId: position.productId,
      type: position.type,
      asset: position.asset,
      amount: principal.toFixed(),
      status: 'active',
      autoRenew: true,
      subscribedAt: maturesAt,
      startsAt: maturesAt,
      maturesAt: new Date(maturesAt.getTime() + product.termDays * DAY_MS),
      accruedTo: maturesAt,
      renewedFrom: position.id,
    };
    const [created] = await turn.tx.insert(earnPositions).values(renewed).returning();
    if (!created) throw new Error('the renewed position was not written');
    // The principal counts from the maturity, as if subscribed then: the new term's first hour earns on it.
    await recordHistory({ ...turn, now: maturesAt }, created, 'renew', principal);
    await closePosition(turn, position, 'settled');
    // After downtime the new term may be over too: catch it up now, not one term per run.
    await runDue(turn, created, product);
    return interest;
  }
  await returnPrincipal(turn, position, principal, 'settle');
  await closePosition(turn, position, 'settled');
  return interest;
}

/**
 * A matured sharkfin position: principal and interest for the whole term at the high APR if the
 * index price stayed inside the range all term, else at the base APR. The (position, maturity)
 * accrual row records the interest, once.
 */
async function settleSharkfin(turn: Turn, position: PositionRow, product: ProductRow): Promise<void> {
  const inside = stayedInside(
    { low: product.observedLow, high: product.observedHigh },
    { low: product.rangeLow ?? '0', high: product.rangeHigh ?? '0' },
  );
  const apr = new Big((inside ? product.highApr : product.baseApr) ?? '0');
  const principal = new Big(position.amount);
  const interest = termInterest(principal, apr, product.termDays ?? 0);
  const [recorded] = await turn.tx
    .insert(earnAccruals)
    .values({
      positionId: position.id,
      periodStart: product.maturesAt as Date,
      kind: 'term',
      principal: principal.toFixed(),
      apr: apr.toFixed(),
      amount: interest.toFixed(),
      paidAt: turn.now,
    })
    .onConflictDoNothing()
    .returning({ amount: earnAccruals.amount });
  if (!recorded) return;
  await returnPrincipal(turn, position, principal, 'settle');
  await payInterest(turn, position, interest);
  await closePosition(turn, position, 'settled');
}
