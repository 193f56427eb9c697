import type { Trade } from '@vela/contracts/market-data';
import { desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { marketTrades, perpetualTrades } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import { batches, columnArray } from './sql-arrays.ts';

/** Trades kept per market: more than any REST page (500) asks for, few enough to stay small. */
export const TRADES_KEPT = 1000;

/** Where a market's recent trades are kept: `market_trades` (spot) or `perpetual_trades`. */
export type TradeTable = typeof marketTrades | typeof perpetualTrades;

export async function saveTrades(db: Db, table: TradeTable, trades: readonly Trade[]): Promise<void> {
  for (const batch of batches(trades)) {
    const column = <T extends string | number>(pick: (trade: Trade) => T, type: 'text' | 'bigint' | 'numeric') =>
      columnArray(batch.map(pick), type);
    await db.execute(sql`
      insert into ${table} (symbol, id, price, quantity, side, time)
      select * from unnest(${column((t) => t.symbol, 'text')}, ${column((t) => t.id, 'bigint')},
        ${column((t) => t.price, 'numeric')}, ${column((t) => t.quantity, 'numeric')},
        ${column((t) => t.side, 'text')}, ${column((t) => t.time, 'bigint')})
      on conflict (symbol, id) do nothing`);
  }
}

/** The last trade id of a market (0 before its first trade): ids go on from there after a restart. */
export async function lastTradeId(db: Db, table: TradeTable, symbol: string): Promise<number> {
  const [row] = await db
    .select({ id: max(table.id) })
    .from(table)
    .where(eq(table.symbol, symbol));
  return Number(row?.id ?? 0);
}

/** The newest trades, newest first. */
export async function recentTrades(db: Db, table: TradeTable, symbol: string, limit: number): Promise<Trade[]> {
  const rows = await db.select().from(table).where(eq(table.symbol, symbol)).orderBy(desc(table.id)).limit(limit);
  return rows.map((row) => ({
    id: Number(row.id),
    symbol: row.symbol,
    price: normalizeDecimal(row.price),
    quantity: normalizeDecimal(row.quantity),
    side: row.side === 'sell' ? 'sell' : 'buy',
    time: Number(row.time),
  }));
}

/** Forgets all but the last TRADES_KEPT trades of a market. */
export async function pruneTrades(db: Db, table: TradeTable, symbol: string, newestId: number): Promise<void> {
  await db.execute(sql`delete from ${table} where symbol = ${symbol} and id <= ${newestId - TRADES_KEPT}`);
}
