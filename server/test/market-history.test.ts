import type { Kline } from '@vela/contracts/market-data';
import Big from 'big.js';
import { count, eq, max, min } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  marketCandles,
  marketTrades,
  perpetualCandles,
  perpetualMarkCandles,
  perpetualTrades,
} from '../src/db/schema.ts';
import { startPerpetualMarkets } from '../src/futures/perpetual-markets.ts';
import { startFuturesPriceService } from '../src/futures/price-service.ts';
import { createMemoryBus } from '../src/infra/bus/bus.ts';
import { BACKFILL_DAYS, BACKFILL_MINUTES } from '../src/market/backfill.ts';
import { type CandleTable, candlesSince, klines } from '../src/market/candle-store.ts';
import { bucketStart, MINUTE_MS, mergeCandles } from '../src/market/candles.ts';
import { prepareHistory } from '../src/market/history.ts';
import { startMarketService } from '../src/market/market-service.ts';
import { loadMarkets, type MarketSpec } from '../src/market/markets.ts';
import { simulatedMarket } from '../src/market/simulated-market.ts';
import { seedDemoData } from '../src/seeding.ts';
import { testDatabases } from './support/database-suite.ts';
import { openMigrated } from './support/databases.ts';
import { silentLog } from './support/engine.ts';
import { fastMarket, sleep } from './support/market.ts';

const DAY_MS = 86_400_000;

for (const onDatabase of testDatabases) {
  onDatabase.describe('market history', { migrate: false }, ({ factory }) => {
    let database: Database;
    let btc: MarketSpec;

    beforeAll(async () => {
      database = await openMigrated(factory);
      await seedDemoData(database);
      const markets = await loadMarkets(database.db);
      btc = markets.find((market) => market.symbol === 'BTC_USDT') as MarketSpec;
    });
    afterAll(async () => {
      await database?.close();
    });

    const barStats = async (symbol: string, table: CandleTable = marketCandles) => {
      const [row] = await database.db
        .select({ bars: count(), first: min(table.openTime), last: max(table.openTime) })
        .from(table)
        .where(eq(table.symbol, symbol));
      return { bars: Number(row?.bars), first: Number(row?.first), last: Number(row?.last) };
    };

    const now = Date.UTC(2025, 0, 15, 12, 30, 17);
    const nowMinute = bucketStart(now, MINUTE_MS);

    it('backfills a week of one-minute bars that ends at the reference price', async () => {
      const simulation = simulatedMarket(btc, 2);
      const history = await prepareHistory(database.db, marketCandles, btc, simulation, 7, now);
      expect(history).toMatchObject({ filled: 'window', written: BACKFILL_MINUTES });
      expect(await barStats('BTC_USDT')).toEqual({
        bars: 7 * 24 * 60,
        first: nowMinute - 7 * DAY_MS,
        last: nowMinute - MINUTE_MS,
      });
      expect(history.lastDay).toHaveLength(1440 - 1);
      const last = history.lastDay[history.lastDay.length - 1];
      expect(last && btc.units.price(last.close)).toBe('95000');
      for (const bar of history.lastDay) {
        expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
        expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
        expect(bar.volume).toBeGreaterThan(0n);
      }
    });

    it('aggregates longer intervals in the database exactly as merging the minutes', async () => {
      const hours = await klines(database.db, marketCandles, 'BTC_USDT', '1h', { limit: 3 }, now);
      expect(hours.map((bar) => bar.openTime)).toEqual(
        [-2, -1, 0].map((h) => bucketStart(now, 3_600_000) + h * 3_600_000),
      );
      const minutes = await candlesSince(database.db, marketCandles, btc, bucketStart(now, 3_600_000) - 2 * 3_600_000);
      for (const hour of hours) {
        const merged = mergeCandles(
          minutes.filter((bar) => bucketStart(bar.openTime, 3_600_000) === hour.openTime),
          hour.openTime,
        );
        expect(merged && [merged.open, merged.high, merged.low, merged.close].map((t) => btc.units.price(t))).toEqual([
          hour.open,
          hour.high,
          hour.low,
          hour.close,
        ]);
        expect(merged && btc.units.quantity(merged.volume)).toBe(hour.volume);
      }
      const days = await klines(database.db, marketCandles, 'BTC_USDT', '1d', { limit: 30 }, now);
      expect(days).toHaveLength(8);
    });

    it('after downtime fills only the missing minutes, continuing from the last close', async () => {
      const before = await barStats('BTC_USDT');
      const [lastStored] = await candlesSince(database.db, marketCandles, btc, before.last);
      const later = now + 90 * MINUTE_MS;
      const history = await prepareHistory(database.db, marketCandles, btc, simulatedMarket(btc, 2), 7, later);
      expect(history).toMatchObject({ filled: 'gap', written: 90 });
      expect(await barStats('BTC_USDT')).toEqual({
        bars: before.bars + 90,
        first: before.first,
        last: bucketStart(later, MINUTE_MS) - MINUTE_MS,
      });
      const [firstGapBar] = await candlesSince(database.db, marketCandles, btc, before.last + MINUTE_MS);
      expect(firstGapBar?.open).toBe(lastStored?.close);
      expect(await prepareHistory(database.db, marketCandles, btc, simulatedMarket(btc, 2), 7, later)).toMatchObject({
        filled: 'none',
      });
    });

    it('keeps bars and trade ids across a restart of the engine and the database', async () => {
      // The week production back-fills (the test apps' default is a day).
      const settings = { ...fastMarket, historyDays: BACKFILL_DAYS };
      const options = { bus: createMemoryBus(), log: silentLog, settings, symbols: ['ETH_USDT'] };
      const first = await startMarketService({ database, ...options });
      await sleep(500);
      await first.stop();
      const tradesBefore = await database.db
        .select({ last: max(marketTrades.id), total: count() })
        .from(marketTrades)
        .where(eq(marketTrades.symbol, 'ETH_USDT'));
      const barsBefore = await barStats('ETH_USDT');
      expect(Number(tradesBefore[0]?.total)).toBeGreaterThan(0);
      expect(barsBefore.bars).toBeGreaterThanOrEqual(BACKFILL_MINUTES + 1);

      await database.close();
      database = await factory.open();
      const second = await startMarketService({ database, ...options });
      await sleep(400);
      await second.stop();
      const barsAfter = await barStats('ETH_USDT');
      expect(barsAfter.first).toBe(barsBefore.first);
      expect(barsAfter.bars - barsBefore.bars).toBeLessThanOrEqual(2);
      const [oldest] = await database.db
        .select({ id: min(marketTrades.id) })
        .from(marketTrades)
        .where(eq(marketTrades.symbol, 'ETH_USDT'));
      const [newest] = await database.db
        .select({ id: max(marketTrades.id), total: count() })
        .from(marketTrades)
        .where(eq(marketTrades.symbol, 'ETH_USDT'));
      expect(Number(oldest?.id)).toBe(1);
      expect(Number(newest?.id)).toBeGreaterThan(Number(tradesBefore[0]?.last));
      expect(Number(newest?.total)).toBe(Number(newest?.id));
    });

    /** ETH_USDT's spot market, its perpetual and the futures prices, as the engine starts them. */
    const bus = createMemoryBus();
    const startBoth = async () => {
      const settings = { ...fastMarket, historyDays: BACKFILL_DAYS };
      const spot = await startMarketService({ database, bus, log: silentLog, settings, symbols: ['ETH_USDT'] });
      const perpetuals = await startPerpetualMarkets({
        database,
        bus,
        log: silentLog,
        spotMarkets: spot.markets,
        settings,
      });
      const prices = await startFuturesPriceService({
        database,
        bus,
        log: silentLog,
        markets: spot.markets,
        perpetuals,
        settings: { fundingIntervalMinutes: 480, stepMs: 50 },
      });
      return {
        perpetuals,
        async stop() {
          prices.stop();
          await perpetuals.stop();
          await spot.stop();
        },
      };
    };
    const perpetualKlines = (table: CandleTable) =>
      klines(database.db, table, 'ETH_USDT', '1m', { limit: 1000 }, Date.now());

    it('back-fills a perpetual’s last- and mark-price bars on a fresh database and keeps them across a restart', async () => {
      for (const table of [perpetualCandles, perpetualMarkCandles]) {
        expect(await barStats('ETH_USDT', table)).toMatchObject({ bars: 0 });
      }
      const started = bucketStart(Date.now(), MINUTE_MS);
      const first = await startBoth();
      await sleep(600);
      await first.stop();
      for (const table of [perpetualCandles, perpetualMarkCandles]) {
        const stats = await barStats('ETH_USDT', table);
        expect(stats.first).toBeLessThanOrEqual(started - 7 * DAY_MS);
        // The week of history, and the live bar(s) written as they grew.
        expect(stats.bars).toBeGreaterThanOrEqual(BACKFILL_MINUTES + 1);
        expect(stats.last).toBeGreaterThanOrEqual(started);
      }
      const lastBefore = await perpetualKlines(perpetualCandles);
      const markBefore = await perpetualKlines(perpetualMarkCandles);
      // The last 1000 minutes up to now (the current one may have no bar yet).
      expect(lastBefore.length).toBeGreaterThanOrEqual(999);
      expect(lastBefore.every((bar) => new Big(bar.volume).gt(0))).toBe(true);
      expect(markBefore.every((bar) => bar.volume === '0')).toBe(true);

      await database.close();
      database = await factory.open();
      const second = await startBoth();
      // The restarted engine's 24 h statistics hold the stored day (the whole hours in it at least).
      const stored = await klines(database.db, perpetualCandles, 'ETH_USDT', '1h', { limit: 25 }, Date.now());
      const day = second.perpetuals.dayTicker('ETH_USDT', Date.now());
      const dayVolume = stored.slice(1).reduce((sum, bar) => sum.plus(bar.volume), new Big(0));
      expect(new Big(day?.volume ?? '0').gte(dayVolume)).toBe(true);
      expect(new Big(day?.high ?? '0').gt(new Big(day?.low ?? '0'))).toBe(true);
      await sleep(600);
      await second.stop();

      for (const [table, before] of [
        [perpetualCandles, lastBefore],
        [perpetualMarkCandles, markBefore],
      ] as const) {
        const after = await perpetualKlines(table);
        // Every bar from before the restart is still served, the live one at most extended.
        const byTime = new Map(after.map((bar) => [bar.openTime, bar]));
        for (const bar of before.slice(0, -1)) expect(byTime.get(bar.openTime)).toEqual(bar);
        expect(byTime.get((before.at(-1) as Kline).openTime)?.open).toBe(before.at(-1)?.open);
        // One bar a minute, without a hole across the restart.
        const times = after.map((bar) => bar.openTime);
        expect(times.slice(1).map((time, index) => time - (times[index] as number))).toEqual(
          times.slice(1).map(() => MINUTE_MS),
        );
      }
    });

    it('continues the perpetuals’ trade ids from the stored ones after a restart', async () => {
      const perpetualIds = async () => {
        const rows = await database.db
          .select({ id: perpetualTrades.id })
          .from(perpetualTrades)
          .where(eq(perpetualTrades.symbol, 'ETH_USDT'));
        return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
      };
      const earlier = await perpetualIds();
      const published: number[] = [];
      bus.subscribe('futures.trades', ({ symbol, trades }) => {
        if (symbol === 'ETH_USDT') published.push(...trades.map((trade) => trade.id));
      });

      const first = await startBoth();
      await sleep(600);
      await first.stop();
      const before = await perpetualIds();
      expect(published.length).toBeGreaterThan(0);
      expect(before).toEqual([...earlier, ...published]);

      await database.close();
      database = await factory.open();
      published.length = 0;
      const second = await startBoth();
      await sleep(600);
      await second.stop();
      expect(published[0]).toBe((before.at(-1) as number) + 1);
      const after = await perpetualIds();
      expect(after).toEqual(Array.from({ length: after.length }, (_, index) => index + 1));
      expect(after.length).toBe(before.length + published.length);
    });
  });
}
