import Big from 'big.js';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { futuresFills, futuresOrders, systemBalances } from '../../src/db/schema.ts';
import { httpRefusal } from '../../src/http/errors.ts';
import { Refusal } from '../../src/refusal.ts';
import { type FuturesEngine, futuresWalletOf, positionRow, quote } from './futures.ts';

/**
 * Helpers of the scripted futures scenarios (futures-price-walk and futures-scenarios tests): quotes
 * that are taken out of the book again after each test, refusals, system balances and the rows a
 * liquidation leaves.
 */

/** Quotes of the simulated liquidity placed by one test, cancelled (if still resting) by `clear`. */
export class Quotes {
  private readonly placed: { symbol: string; id: string }[] = [];

  constructor(private readonly engine: FuturesEngine) {}

  add(symbol: string, side: 'buy' | 'sell', price: string, quantity: string): string {
    const id = quote(this.engine, symbol, side, price, quantity);
    this.placed.push({ symbol, id });
    return id;
  }

  /** What is left of a quote in the book (0 once it is filled or cancelled). */
  remaining(symbol: string, id: string): string {
    const market = this.engine.book(symbol);
    const resting = market.engine.order(id);
    return resting ? market.spec.units.quantity(resting.remaining) : '0';
  }

  clear(): void {
    for (const { symbol, id } of this.placed.splice(0)) this.engine.book(symbol).engine.cancel(id);
  }
}

/** The refusal a call ends with; fails the test when it succeeds or fails otherwise. */
export async function refusalOf(call: Promise<unknown>): Promise<Refusal> {
  let outcome: unknown;
  try {
    await call;
  } catch (error) {
    outcome = error;
  }
  expect(outcome).toBeInstanceOf(Refusal);
  return outcome as Refusal;
}

export async function expectRefused(call: Promise<unknown>, statusCode: number, reason: string): Promise<Refusal> {
  const refusal = await refusalOf(call);
  expect({ statusCode: httpRefusal(refusal).statusCode, reason: refusal.reason }).toEqual({ statusCode, reason });
  return refusal;
}

export async function systemBalance(db: Db, account: 'liquidity' | 'fees' | 'insurance'): Promise<Big> {
  const [row] = await db
    .select()
    .from(systemBalances)
    .where(and(eq(systemBalances.account, account), eq(systemBalances.asset, 'USDT')));
  return new Big(row?.amount ?? 0);
}

export async function fillsOf(db: Db, userId: string) {
  return db.select().from(futuresFills).where(eq(futuresFills.userId, userId)).orderBy(asc(futuresFills.id));
}

export async function ordersOf(db: Db, userId: string) {
  return db.select().from(futuresOrders).where(eq(futuresOrders.userId, userId)).orderBy(asc(futuresOrders.seq));
}

/** Size of the user's position on `symbol` as stored ('0' when none). */
export async function storedSize(db: Db, userId: string, symbol: string): Promise<string> {
  const row = await positionRow(db, userId, symbol);
  return new Big(row?.size ?? 0).toFixed();
}

/** The stored position in decimal strings (shortest form), for exact comparisons. */
export async function storedPosition(db: Db, userId: string, symbol: string) {
  const row = await positionRow(db, userId, symbol);
  if (!row) return undefined;
  return {
    side: row.side as 'long' | 'short',
    size: new Big(row.size).toFixed(),
    entryPrice: new Big(row.entryPrice).toFixed(),
    margin: new Big(row.margin).toFixed(),
    marginMode: row.marginMode,
    leverage: row.leverage,
    realizedPnl: new Big(row.realizedPnl).toFixed(),
  };
}

/** The wallet after everything so far is committed. */
export async function settledWallet(engine: FuturesEngine, db: Db, userId: string) {
  await engine.trading.settled();
  return futuresWalletOf(db, userId);
}

/**
 * The marks of a walk from `from` to `to` (both on the tick grid, either direction): steps of
 * `coarse` while more than `fineTicks` ticks away from `to`, then one tick at a time, ending at
 * `to` exactly. `extra` marks (strictly between) are merged in, in walking order.
 */
export function walkToward(
  from: Big.BigSource,
  to: Big.BigSource,
  tick: Big.BigSource,
  coarse: Big.BigSource,
  fineTicks = 50,
  extra: readonly Big.BigSource[] = [],
): Big[] {
  const start = new Big(from);
  const end = new Big(to);
  const up = end.gt(start);
  const step = new Big(tick).times(up ? 1 : -1);
  const jump = new Big(coarse).times(up ? 1 : -1);
  const fineFrom = end.minus(step.times(fineTicks));
  const before = (a: Big, b: Big) => (up ? a.lt(b) : a.gt(b));
  const marks: Big[] = [];
  let mark = start;
  while (before(mark, fineFrom)) {
    marks.push(mark);
    mark = mark.plus(jump);
  }
  // Past the start of the fine part after a coarse step: go back to it (unless the walk starts inside it).
  if (marks.length > 0) mark = fineFrom;
  while (!before(end, mark)) {
    marks.push(mark);
    mark = mark.plus(step);
  }
  for (const value of extra) {
    const price = new Big(value);
    if (before(price, end) && !marks.some((known) => known.eq(price))) marks.push(price);
  }
  return marks.sort((a, b) => (up ? a.cmp(b) : b.cmp(a)));
}

/** `walkToward` downward (from > to). */
export function walkDown(
  from: Big.BigSource,
  to: Big.BigSource,
  tick: Big.BigSource,
  coarse: Big.BigSource,
  fineTicks = 50,
  extra: readonly Big.BigSource[] = [],
): Big[] {
  return walkToward(from, to, tick, coarse, fineTicks, extra);
}
