import type { FuturesContract } from '@vela/contracts/futures';
import {
  DEFAULT_LEVERAGE,
  type FundingPayment,
  type FundingPaymentList,
  type FuturesFillList,
  type FuturesHistoryQuery,
  type FuturesOrder,
  type FuturesOrderList,
  type FuturesSettings,
  type MarginMode,
} from '@vela/contracts/futures-trading';
import { and, desc, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { keysetPage, olderThan } from '../db/keyset-page.ts';
import {
  futuresFills,
  futuresFundingRounds,
  futuresLedgerEntries,
  futuresOrders,
  futuresSettings,
} from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import { futuresFillView, futuresOrderFromRow, futuresOrderView } from './order-view.ts';

/**
 * The futures API's lists, read from what the engine committed, on any instance. Pages are newest
 * first; `nextBefore` is the cursor of the next (older) page: an order's seq, a fill's id, a
 * ledger entry's id.
 */

type HistoryQuery = FuturesHistoryQuery & { limit: number };

const orderView = (row: typeof futuresOrders.$inferSelect): FuturesOrder => futuresOrderView(futuresOrderFromRow(row));

/** Open and untriggered orders, newest first. */
export async function openFuturesOrders(db: Db, userId: string, symbol?: string): Promise<FuturesOrder[]> {
  const conditions: SQL[] = [eq(futuresOrders.userId, userId), inArray(futuresOrders.status, ['open', 'untriggered'])];
  if (symbol) conditions.push(eq(futuresOrders.symbol, symbol));
  const rows = await db
    .select()
    .from(futuresOrders)
    .where(and(...conditions))
    .orderBy(desc(futuresOrders.seq));
  return rows.map(orderView);
}

/** Filled and cancelled orders. */
export async function futuresOrderHistory(db: Db, userId: string, query: HistoryQuery): Promise<FuturesOrderList> {
  const conditions: SQL[] = [eq(futuresOrders.userId, userId), inArray(futuresOrders.status, ['filled', 'cancelled'])];
  if (query.symbol) conditions.push(eq(futuresOrders.symbol, query.symbol));
  const rows = await db
    .select()
    .from(futuresOrders)
    .where(and(...conditions, olderThan(futuresOrders.seq, query.before)))
    .orderBy(desc(futuresOrders.seq))
    .limit(query.limit + 1);
  const { rows: kept, next } = keysetPage(rows, query.limit, (row) => row.seq);
  return { orders: kept.map(orderView), nextBefore: next };
}

export async function futuresFillHistory(db: Db, userId: string, query: HistoryQuery): Promise<FuturesFillList> {
  const conditions: SQL[] = [eq(futuresFills.userId, userId)];
  if (query.symbol) conditions.push(eq(futuresFills.symbol, query.symbol));
  const rows = await db
    .select()
    .from(futuresFills)
    .where(and(...conditions, olderThan(futuresFills.id, query.before)))
    .orderBy(desc(futuresFills.id))
    .limit(query.limit + 1);
  const { rows: kept, next } = keysetPage(rows, query.limit, (row) => row.id);
  return { fills: kept.map(futuresFillView), nextBefore: next };
}

/** The ledger kind of a funding payment; its reference is `${symbol}@${fundingTime ISO}`. */
export const FUNDING_LEDGER_KIND = 'funding';

export function fundingReference(symbol: string, fundingTime: Date): string {
  return `${symbol}@${fundingTime.toISOString()}`;
}

/** `text` as a LIKE pattern matching itself: the `_` of every symbol is a wildcard otherwise. */
function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The user's funding payments from the futures ledger, each with its round's rate and mark price.
 * A payment whose round is missing (never, as the engine writes both in one batch) is left out.
 */
export async function fundingPayments(db: Db, userId: string, query: HistoryQuery): Promise<FundingPaymentList> {
  const conditions: SQL[] = [
    eq(futuresLedgerEntries.userId, userId),
    eq(futuresLedgerEntries.kind, FUNDING_LEDGER_KIND),
  ];
  if (query.symbol) conditions.push(like(futuresLedgerEntries.reference, `${literalPattern(query.symbol)}@%`));
  const rows = await db
    .select({
      id: futuresLedgerEntries.id,
      amount: futuresLedgerEntries.amount,
      reference: futuresLedgerEntries.reference,
    })
    .from(futuresLedgerEntries)
    .where(and(...conditions, olderThan(futuresLedgerEntries.id, query.before)))
    .orderBy(desc(futuresLedgerEntries.id))
    .limit(query.limit + 1);
  const { rows: kept, next: nextBefore } = keysetPage(rows, query.limit, (row) => row.id);
  const entries = kept.flatMap((row) => {
    const at = row.reference.lastIndexOf('@');
    const time = new Date(row.reference.slice(at + 1));
    return at > 0 && !Number.isNaN(time.getTime()) ? [{ ...row, symbol: row.reference.slice(0, at), time }] : [];
  });
  const rounds =
    entries.length === 0
      ? []
      : await db
          .select()
          .from(futuresFundingRounds)
          .where(
            or(
              ...entries.map((entry) =>
                and(eq(futuresFundingRounds.symbol, entry.symbol), eq(futuresFundingRounds.fundingTime, entry.time)),
              ),
            ),
          );
  const roundOf = new Map(rounds.map((round) => [fundingReference(round.symbol, round.fundingTime), round]));
  const payments = entries.flatMap((entry): FundingPayment[] => {
    const round = roundOf.get(fundingReference(entry.symbol, entry.time));
    if (!round) return [];
    return [
      {
        symbol: entry.symbol,
        amount: normalizeDecimal(entry.amount),
        rate: normalizeDecimal(round.rate),
        markPrice: normalizeDecimal(round.markPrice),
        time: entry.time.toISOString(),
      },
    ];
  });
  return { payments, nextBefore };
}

/** Leverage and margin mode of every listed contract (or of `symbol`): the user's, else 10x cross. */
export async function futuresSettingsOf(
  db: Db,
  userId: string,
  contracts: readonly FuturesContract[],
  symbol?: string,
): Promise<FuturesSettings[]> {
  const conditions: SQL[] = [eq(futuresSettings.userId, userId)];
  if (symbol) conditions.push(eq(futuresSettings.symbol, symbol));
  const rows = await db
    .select()
    .from(futuresSettings)
    .where(and(...conditions));
  const chosen = new Map(rows.map((row) => [row.symbol, row]));
  return contracts
    .filter((contract) => symbol === undefined || contract.symbol === symbol)
    .map((contract) => {
      const row = chosen.get(contract.symbol);
      return {
        symbol: contract.symbol,
        leverage: row?.leverage ?? DEFAULT_LEVERAGE,
        marginMode: (row?.marginMode ?? 'cross') as MarginMode,
        maxLeverage: contract.maxLeverage,
      };
    });
}
