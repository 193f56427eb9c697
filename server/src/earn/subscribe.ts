import { randomUUID } from 'node:crypto';
import { type EarnSubscribeResponse, earnLedgerKinds, type earnSubscribeRequestSchema } from '@vela/contracts/earn';
import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { earnHistory, earnPositions, earnProducts, ledgerEntries } from '../db/schema.ts';
import type { SpotDebit } from '../desks/earn/desk.ts';
import { Refusal, type RefusalKind } from '../refusal.ts';
import { lockPosition, type PositionRow, positionIsLive } from './accrual.ts';
import { earnNow } from './clock.ts';
import { ceilHour, DAY_MS } from './interest.ts';
import { positionOf } from './positions.ts';
import { heldByUser, type ProductRow, productNotFound } from './products.ts';

export type SubscribeInput = z.output<typeof earnSubscribeRequestSchema>;

/** The trading sequencer's debit (TradingService.debitForEarn): spot balances live in its memory. */
export type DebitSpot = (debit: SpotDebit) => Promise<Balance>;

const refused = (kind: RefusalKind, reason: string, message: string, field?: string) =>
  new Refusal(kind, reason, message, field);

/** The product's rules for this subscription: everything but the balance, which the debit checks. */
async function checkRules(tx: Db, product: ProductRow, userId: string, input: SubscribeInput, now: Date) {
  const amount = new Big(input.amount);
  if (product.status !== 'open') {
    throw refused('conflict', 'product-not-open', `the product is ${product.status}: it takes no subscriptions`);
  }
  if (product.type === 'sharkfin' && product.startsAt && product.startsAt <= now) {
    throw refused('conflict', 'subscriptions-ended', 'the term has started: subscriptions are closed');
  }
  if (amount.lt(product.minAmount)) {
    throw refused('invalid', 'below-minimum', `the minimum is ${new Big(product.minAmount).toFixed()}`, 'amount');
  }
  if (product.maxAmount !== null && amount.gt(product.maxAmount)) {
    throw refused('invalid', 'above-maximum', `the maximum is ${new Big(product.maxAmount).toFixed()}`, 'amount');
  }
  if (input.autoRenew && !product.autoRenewAllowed) {
    throw refused('invalid', 'auto-renew-not-allowed', 'this product does not renew', 'autoRenew');
  }
  if (product.quotaTotal !== null && amount.plus(product.quotaUsed).gt(product.quotaTotal)) {
    throw refused('conflict', 'quota-exceeded', 'the amount is more than the product has left', 'amount');
  }
  if (product.perUserQuota !== null) {
    const held = (await heldByUser(tx, userId, [product.id])).get(product.id) ?? new Big(0);
    if (amount.plus(held).gt(product.perUserQuota)) {
      throw refused(
        'conflict',
        'user-quota-exceeded',
        'the amount is more than your quota left in this product',
        'amount',
      );
    }
  }
}

/** The position the subscription goes into: a flexible product's live one, else a new one. */
async function positionFor(tx: Db, product: ProductRow, userId: string, input: SubscribeInput, now: Date) {
  if (product.type === 'flexible') {
    const [live] = await tx
      .select({ id: earnPositions.id })
      .from(earnPositions)
      .where(
        and(
          eq(earnPositions.userId, userId),
          eq(earnPositions.productId, product.id),
          inArray(earnPositions.status, ['opening', 'active']),
        ),
      );
    if (live) return live.id;
  }
  const startsAt = product.type === 'sharkfin' ? (product.startsAt as Date) : ceilHour(now);
  const maturesAt =
    product.type === 'sharkfin'
      ? product.maturesAt
      : product.type === 'fixed' && product.termDays
        ? new Date(startsAt.getTime() + product.termDays * DAY_MS)
        : null;
  const id = randomUUID();
  await tx.insert(earnPositions).values({
    id,
    userId,
    productId: product.id,
    type: product.type,
    asset: product.asset,
    status: 'opening',
    autoRenew: input.autoRenew ?? false,
    subscribedAt: now,
    startsAt,
    maturesAt,
    accruedTo: startsAt,
  });
  return id;
}

/** Reserves the quota and writes the subscription as pending: the debit comes next. */
async function reserve(db: Db, userId: string, input: SubscribeInput) {
  return db.transaction(async (tx) => {
    const [product] = await tx.select().from(earnProducts).where(eq(earnProducts.id, input.productId)).for('update');
    if (!product) throw productNotFound();
    const now = earnNow();
    await checkRules(tx, product, userId, input, now);
    const positionId = await positionFor(tx, product, userId, input, now);
    const [pending] = await tx
      .insert(earnHistory)
      .values({
        userId,
        positionId,
        productId: product.id,
        asset: product.asset,
        kind: 'subscribe',
        amount: input.amount,
        pending: true,
        at: now,
      })
      .returning({ id: earnHistory.id });
    if (!pending) throw new Error('the subscription was not written');
    await tx
      .update(earnProducts)
      .set({ quotaUsed: sql`${earnProducts.quotaUsed} + ${input.amount}` })
      .where(eq(earnProducts.id, product.id));
    return { historyId: pending.id, positionId, asset: product.asset };
  });
}

/** The ledger reference of a subscription's debit: how a restart tells whether it happened. */
export const subscriptionReference = (historyId: number) => `earn-subscribe:${historyId}`;

/**
 * A flexible top-up whose position was redeemed or paid out (its product closed) while the debit
 * was on its way: the money starts a position of its own, so it is never left in a closed one.
 */
async function startPositionOf(tx: Db, closed: PositionRow, entry: { id: number; amount: string }, now: Date) {
  const id = randomUUID();
  const startsAt = ceilHour(now);
  await tx.insert(earnPositions).values({
    id,
    userId: closed.userId,
    productId: closed.productId,
    type: closed.type,
    asset: closed.asset,
    amount: entry.amount,
    status: 'active',
    autoRenew: closed.autoRenew,
    subscribedAt: now,
    startsAt,
    accruedTo: startsAt,
  });
  await tx.update(earnHistory).set({ positionId: id }).where(eq(earnHistory.id, entry.id));
}

/** The debit committed: the principal joins the position, which goes live. */
export async function completeSubscription(db: Db, historyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const now = earnNow();
    const [entry] = await tx
      .update(earnHistory)
      .set({ pending: false, at: now })
      .where(and(eq(earnHistory.id, historyId), eq(earnHistory.pending, true)))
      .returning();
    if (!entry) return;
    const position = await lockPosition(tx, entry.positionId);
    if (position && !positionIsLive(position) && position.status !== 'opening') {
      await startPositionOf(tx, position, entry, now);
      return;
    }
    await tx
      .update(earnPositions)
      .set({
        amount: sql`${earnPositions.amount} + ${entry.amount}`,
        status: sql`case when ${earnPositions.status} <> 'opening' then ${earnPositions.status}
          when ${earnPositions.startsAt} > ${now.toISOString()} and ${earnPositions.type} = 'sharkfin' then 'pending'
          else 'active' end`,
      })
      .where(eq(earnPositions.id, entry.positionId));
  });
}

/** The debit did not happen: the pending subscription and its quota go. */
export async function releaseSubscription(db: Db, historyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .delete(earnHistory)
      .where(and(eq(earnHistory.id, historyId), eq(earnHistory.pending, true)))
      .returning();
    if (!entry) return;
    await tx
      .update(earnProducts)
      .set({ quotaUsed: sql`greatest(${earnProducts.quotaUsed} - ${entry.amount}, 0)` })
      .where(eq(earnProducts.id, entry.productId));
  });
}

/**
 * Subscribes: reserve (product rules, quotas, a pending history entry), debit spot through the
 * trading sequencer (user and `earn` ledgers in one batch), complete. A refused debit releases
 * the reservation; a crash in between, or a debit whose outcome is unknown (its commit lost the
 * connection, or its relayed answer never came), is settled by the earn job from the ledger
 * (`settleStrandedSubscriptions`).
 */
export async function subscribe(
  db: Db,
  debitSpot: DebitSpot,
  userId: string,
  input: SubscribeInput,
): Promise<EarnSubscribeResponse> {
  const { historyId, positionId, asset } = await reserve(db, userId, input);
  let spot: Balance;
  try {
    spot = await debitSpot({
      userId,
      asset,
      amount: new Big(input.amount).toFixed(),
      entryKind: earnLedgerKinds.subscribe,
      reference: subscriptionReference(historyId),
    });
  } catch (error) {
    // The debit may have been written: the subscription stays pending, as after a crash, and the
    // earn job settles it from the ledger (`settleStrandedSubscriptions`).
    if (error instanceof Refusal && error.reason === 'outcome-unknown') throw error;
    await releaseSubscription(db, historyId);
    if (error instanceof Refusal && error.reason === 'trading-unavailable') {
      throw new Refusal('unavailable', 'engine-unavailable', error.message);
    }
    throw error;
  }
  await completeSubscription(db, historyId);
  return { position: await positionOf(db, positionId, earnNow()), spot };
}

/**
 * How long a pending subscription may wait for its debit before the ledger decides it: well past
 * the relay's answer timeout, so a debit forwarded by another instance and still queued on the
 * engine is never released under it.
 */
export const STRANDED_AFTER_MS = 2 * 60_000;

/**
 * Subscriptions left pending (a stopped process, a forwarded debit whose answer was lost) and
 * older than `STRANDED_AFTER_MS` at `now`: completed when their debit is in the ledger, released
 * otherwise. The earn job runs it at start and on every run.
 */
export async function settleStrandedSubscriptions(db: Db, now: Date): Promise<number> {
  const stranded = await db
    .select({ id: earnHistory.id, userId: earnHistory.userId })
    .from(earnHistory)
    .where(and(eq(earnHistory.pending, true), lt(earnHistory.at, new Date(now.getTime() - STRANDED_AFTER_MS))));
  for (const { id, userId } of stranded) {
    const [debited] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, userId),
          eq(ledgerEntries.kind, earnLedgerKinds.subscribe),
          eq(ledgerEntries.reference, subscriptionReference(id)),
        ),
      );
    if (debited) await completeSubscription(db, id);
    else await releaseSubscription(db, id);
  }
  return stranded.length;
}
