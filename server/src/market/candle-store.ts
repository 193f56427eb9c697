import type { Kline, KlineInterval } from '@vela/contracts/market-data';
import { klineIntervalMs } from '@vela/contracts/market-data';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { marketCandles, perpetualCandles, perpetualMarkCandles } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import { bucketStart, type Candle } from './candles.ts';
import { batches, columnArray } from './sql-arrays.ts';
import type { MarketUnits } from './units.ts';

/** A market as the store needs it: its symbol and its grid. */
export interface StoredMarket {
  readonly symbol: string;
  readonly units: MarketUnits;
}

/**
 * Where a market's one-minute bars are kept: `market_candles` (spot), `perpetual_candles` (a
 * perpetual's last price) or `perpetual_mark_candles` (its mark price).
 */
export type CandleTable = typeof marketCandles | typeof perpetualCandles | typeof perpetualMarkCandles;

type CandleRow = CandleTable['$inferSelect'];

function fromRow(market: StoredMarket, row: CandleRow): Candle {
  const { units } = market;
  return {
    openTime: Number(row.openTime),
    open: units.ticks(row.open),
    high: units.ticks(row.high),
    low: units.ticks(row.low),
    close: units.ticks(row.close),
    volume: units.lots(row.volume),
    quoteVolume: units.quoteUnits(row.quoteVolume),
  };
}

export async function lastCandle(db: Db, table: CandleTable, market: StoredMarket): Promise<Candle | undefined> {
  const [row] = await db
    .select()
    .from(table)
    .where(eq(table.symbol, market.symbol))
    .orderBy(desc(table.openTime))
    .limit(1);
  return row ? fromRow(market, row) : undefined;
}

/** The bars from `openTime` on, oldest first. */
export async function candlesSince(
  db: Db,
  table: CandleTable,
  market: StoredMarket,
  openTime: number,
): Promise<Candle[]> {
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.symbol, market.symbol), gte(table.openTime, openTime)))
    .orderBy(asc(table.openTime));
  return rows.map((row) => fromRow(market, row));
}

/**
 * Writes bars in batches. `keep-stored` never touches a bar that exists (history written by an
 * earlier start wins); `replace` overwrites it (the live bar, saved again as it grows).
 */
export async function saveCandles(
  db: Db,
  table: CandleTable,
  market: StoredMarket,
  candles: readonly Candle[],
  onConflict: 'keep-stored' | 'replace',
): Promise<void> {
  const { units } = market;
  for (const batch of batches(candles)) {
    const column = <T extends string | number>(pick: (candle: Candle) => T, type: 'bigint' | 'numeric') =>
      columnArray(batch.map(pick), type);
    const conflict =
      onConflict === 'keep-stored'
        ? sql`do nothing`
        : sql`do update set open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
              volume = excluded.volume, quote_volume = excluded.quote_volume`;
    await db.execute(sql`
      insert into ${table} (symbol, open_time, open, high, low, close, volume, quote_volume)
      select ${market.symbol}::text, * from unnest(
        ${column((c) => c.openTime, 'bigint')},
        ${column((c) => units.price(c.open), 'numeric')},
        ${column((c) => units.price(c.high), 'numeric')},
        ${column((c) => units.price(c.low), 'numeric')},
        ${column((c) => units.price(c.close), 'numeric')},
        ${column((c) => units.quantity(c.volume), 'numeric')},
        ${column((c) => units.quote(c.quoteVolume), 'numeric')})
      on conflict (symbol, open_time) ${conflict}`);
  }
}

export interface KlineRange {
  from?: number;
  to?: number;
  limit: number;
}

interface KlineRow {
  open_time: string | number | bigint;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/**
 * Bars of any interval, aggregated in the database from the one-minute bars: with `from`, the
 * first `limit` bars from there on; without, the last `limit` bars up to `to` (default now).
 * Oldest first either way.
 */
export async function klines(
  db: Db,
  table: CandleTable,
  symbol: string,
  interval: KlineInterval,
  range: KlineRange,
  now = Date.now(),
): Promise<Kline[]> {
  const ms = klineIntervalMs[interval];
  const forward = range.from !== undefined;
  const lastBar = bucketStart(range.to ?? now, ms);
  const firstBar = forward ? bucketStart(range.from as number, ms) : lastBar - (range.limit - 1) * ms;
  const endBar = Math.min(lastBar, firstBar + (range.limit - 1) * ms);
  // Both drivers answer raw SQL with a result object carrying `rows`.
  const result = (await db.execute(sql`
    select open_time - open_time % ${ms} as open_time,
      (array_agg(open order by open_time))[1] as open,
      max(high) as high,
      min(low) as low,
      (array_agg(close order by open_time desc))[1] as close,
      sum(volume) as volume
    from ${table}
    where symbol = ${symbol} and open_time >= ${firstBar} and open_time < ${endBar + ms}
    group by 1
    order by 1 ${forward ? sql`asc` : sql`desc`}
    limit ${range.limit}`)) as unknown as { rows: KlineRow[] };
  const rows = forward ? result.rows : [...result.rows].reverse();
  return rows.map((row) => ({
    symbol,
    interval,
    openTime: Number(row.open_time),
    open: normalizeDecimal(row.open),
    high: normalizeDecimal(row.high),
    low: normalizeDecimal(row.low),
    close: normalizeDecimal(row.close),
    volume: normalizeDecimal(row.volume),
  }));
}
