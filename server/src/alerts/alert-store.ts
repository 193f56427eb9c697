import { type AlertThresholds, alertThresholds } from '@vela/contracts/alert-condition';
import {
  type AlertCondition,
  type AlertMarket,
  type AlertPriceSource,
  MAX_ACTIVE_ALERTS,
  type MoveDirection,
  type PriceAlert,
  type PriceAlertRequest,
} from '@vela/contracts/alerts';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { futuresContracts, priceAlerts, spotMarkets, users } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';

type AlertRow = typeof priceAlerts.$inferSelect;

/** An alert as the evaluator holds it: who, which market and price, and where it fires. */
export interface ActiveAlert extends AlertThresholds {
  id: string;
  userId: string;
  symbol: string;
  market: AlertMarket;
  priceSource: AlertPriceSource;
}

/** `BTC_USDT` on the spot market and `BTC_USDT` the perpetual are two markets: the key tells them apart. */
export const listingKey = (market: AlertMarket, symbol: string) => `${market}:${symbol}`;

const listings = { spot: spotMarkets, futures: futuresContracts } as const;

/** The listing keys of the spot pairs and contracts the alerts name. */
async function listedKeys(db: Db, alerts: readonly { symbol: string; market?: AlertMarket }[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const market of ['spot', 'futures'] as const) {
    const symbols = [
      ...new Set(alerts.filter((alert) => (alert.market ?? 'spot') === market).map((alert) => alert.symbol)),
    ];
    if (symbols.length === 0) continue;
    const listing = listings[market];
    const rows = await db.select({ symbol: listing.symbol }).from(listing).where(inArray(listing.symbol, symbols));
    for (const row of rows) keys.add(listingKey(market, row.symbol));
  }
  return keys;
}

/** A request with the price it is measured from (the last price, or the one a visitor's browser kept). */
export type AlertToStore = PriceAlertRequest & { referencePrice: string; createdAt?: number };

export type CreateOutcome = { ok: true; alert: PriceAlert } | { ok: false; reason: 'limit' | 'unknown-market' };

/** The user's alerts, newest first. */
export async function listAlerts(db: Db, userId: string): Promise<PriceAlert[]> {
  const rows = await db
    .select()
    .from(priceAlerts)
    .where(eq(priceAlerts.userId, userId))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
  return rows.map(alertView);
}

/**
 * Stores alerts for one user, within the limit of active ones. The user's row is locked for the
 * count and the inserts, so two requests at once cannot both take the last place. Alerts on pairs
 * not listed (any more) and those over the limit are not stored; `stored` says how many were.
 */
export function storeAlerts(
  db: Db,
  userId: string,
  alerts: readonly AlertToStore[],
): Promise<{ stored: PriceAlert[]; overLimit: number; unknown: number }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [active] = await tx
      .select({ count: count() })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), isNull(priceAlerts.firedAt)));
    const listed = await listedKeys(tx, alerts);
    const known = alerts.filter((alert) => listed.has(listingKey(alert.market ?? 'spot', alert.symbol)));
    const room = Math.max(0, MAX_ACTIVE_ALERTS - Number(active?.count ?? 0));
    const kept = known.slice(0, room);
    const stored =
      kept.length === 0
        ? []
        : await tx
            .insert(priceAlerts)
            .values(kept.map((alert) => ({ userId, ...columnsOf(alert) })))
            .returning();
    return {
      stored: stored.map(alertView),
      overLimit: known.length - kept.length,
      unknown: alerts.length - known.length,
    };
  });
}

/** One new alert: the limit and the listing are its only refusals (the caller checked the price). */
export async function createAlert(db: Db, userId: string, alert: AlertToStore): Promise<CreateOutcome> {
  const { stored, overLimit } = await storeAlerts(db, userId, [alert]);
  const [created] = stored;
  if (created) return { ok: true, alert: created };
  return { ok: false, reason: overLimit > 0 ? 'limit' : 'unknown-market' };
}

/** Removes the user's alerts with those ids (others' ids change nothing); the symbols they were on. */
export async function removeAlerts(db: Db, userId: string, ids: readonly string[]): Promise<string[]> {
  const removed = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), inArray(priceAlerts.id, [...ids])))
    .returning({ symbol: priceAlerts.symbol });
  return [...new Set(removed.map((row) => row.symbol))];
}

/** Every active alert (of one symbol, spot and futures, or all). */
export async function activeAlerts(db: Db, symbol?: string): Promise<ActiveAlert[]> {
  const rows = await db
    .select({
      id: priceAlerts.id,
      userId: priceAlerts.userId,
      symbol: priceAlerts.symbol,
      market: priceAlerts.market,
      priceSource: priceAlerts.priceSource,
      upper: priceAlerts.upperPrice,
      lower: priceAlerts.lowerPrice,
    })
    .from(priceAlerts)
    .where(symbol ? and(isNull(priceAlerts.firedAt), eq(priceAlerts.symbol, symbol)) : isNull(priceAlerts.firedAt));
  return rows.map((row) => ({
    ...row,
    market: row.market as AlertMarket,
    priceSource: row.priceSource as AlertPriceSource,
    upper: decimal(row.upper),
    lower: decimal(row.lower),
  }));
}

/**
 * Marks an alert fired at `price`, if it still is active: one conditional update, so however many
 * trades (or instances, or restarts) see it met, it fires once. Returns the fired alert, or null
 * when it had fired or was removed already.
 */
export async function fireAlert(db: Db, id: string, price: string, at: Date): Promise<FiredAlert | null> {
  const [row] = await db
    .update(priceAlerts)
    .set({ firedAt: at, firedPrice: price })
    .where(and(eq(priceAlerts.id, id), isNull(priceAlerts.firedAt)))
    .returning();
  return row ? firedView(row) : null;
}

/** A fired alert with what its notice says. */
export interface FiredAlert extends PriceAlert {
  userId: string;
  firedAt: number;
  firedPrice: string;
}

/** Fired alerts whose notice and e-mail have not gone out (a restart came between). */
export async function undeliveredAlerts(db: Db): Promise<FiredAlert[]> {
  const rows = await db
    .select()
    .from(priceAlerts)
    .where(and(isNotNull(priceAlerts.firedAt), isNull(priceAlerts.deliveredAt)));
  return rows.map(firedView);
}

export async function markDelivered(db: Db, id: string): Promise<void> {
  await db.update(priceAlerts).set({ deliveredAt: sql`now()` }).where(eq(priceAlerts.id, id));
}

function columnsOf(alert: AlertToStore) {
  const thresholds = alertThresholds(alert, alert.referencePrice);
  return {
    symbol: alert.symbol,
    market: alert.market ?? 'spot',
    priceSource: alert.priceSource ?? 'last',
    condition: alert.condition,
    price: alert.condition === 'move' ? null : alert.price,
    percent: alert.condition === 'move' ? alert.percent : null,
    direction: alert.condition === 'move' ? alert.direction : null,
    referencePrice: alert.referencePrice,
    upperPrice: thresholds.upper,
    lowerPrice: thresholds.lower,
    ...(alert.createdAt ? { createdAt: new Date(alert.createdAt) } : {}),
  };
}

/** NUMERIC comes back with its 18 decimals ("65000.500000000000000000"): shown as entered. */
const decimal = (value: string | null): string | null => (value === null ? null : normalizeDecimal(value));

function alertView(row: AlertRow): PriceAlert {
  return {
    id: row.id,
    symbol: row.symbol,
    market: row.market as AlertMarket,
    priceSource: row.priceSource as AlertPriceSource,
    condition: row.condition as AlertCondition,
    price: decimal(row.price),
    percent: decimal(row.percent),
    direction: row.direction as MoveDirection | null,
    referencePrice: decimal(row.referencePrice) ?? '0',
    status: row.firedAt ? 'fired' : 'active',
    createdAt: row.createdAt.getTime(),
    firedAt: row.firedAt?.getTime() ?? null,
    firedPrice: decimal(row.firedPrice),
  };
}

function firedView(row: AlertRow): FiredAlert {
  const view = alertView(row);
  return { ...view, userId: row.userId, firedAt: view.firedAt ?? Date.now(), firedPrice: view.firedPrice ?? '0' };
}
