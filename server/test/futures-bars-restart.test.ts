import { futuresKlineListSchema, futuresPaths, futuresTickerListSchema } from '@vela/contracts/futures';
import type { Kline } from '@vela/contracts/market-data';
import Big from 'big.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { BACKFILL_DAYS } from '../src/market/backfill.ts';
import { MINUTE_MS } from '../src/market/candles.ts';
import { testDatabases } from './support/database-suite.ts';
import { openMigrated } from './support/databases.ts';
import { type MarketApp, sleep, startMarketApp } from './support/market.ts';

const DAY_MS = 86_400_000;

for (const onDatabase of testDatabases) {
  onDatabase.describe('futures bars across a restart', { migrate: false }, ({ factory }) => {
    let database: Database;
    let running: MarketApp | undefined;

    beforeAll(async () => {
      database = await openMigrated(factory);
    });
    afterAll(async () => {
      await running?.close();
      await database?.close();
    });

    // The week production back-fills (the test apps' default is a day).
    const start = () => startMarketApp(database, { symbols: ['BTC_USDT'], settings: { historyDays: BACKFILL_DAYS } });
    const klines = async (app: MarketApp, query: string): Promise<Kline[]> => {
      const response = await app.app.inject({ method: 'GET', url: `${futuresPaths.klines}?symbol=BTC_USDT&${query}` });
      expect(response.statusCode).toBe(200);
      return futuresKlineListSchema.parse(response.json()).klines;
    };
    /** One bar a minute, no hole. */
    const expectContinuous = (bars: readonly Kline[]) => {
      const times = bars.map((bar) => bar.openTime);
      expect(times.slice(1).map((time, index) => time - (times[index] as number))).toEqual(
        times.slice(1).map(() => MINUTE_MS),
      );
    };

    it('serves a week of both prices’ bars on a fresh database, and the same bars after a restart', async () => {
      const first = await start();
      running = first;
      await sleep(800);
      const lastBefore = await klines(first, 'interval=1m&limit=1000');
      const markBefore = await klines(first, 'interval=1m&price=mark&limit=1000');
      // The first start back-filled the past: a full page of minutes, and days of hours.
      for (const bars of [lastBefore, markBefore]) {
        expect(bars.length).toBeGreaterThanOrEqual(999);
        expectContinuous(bars);
      }
      expect(lastBefore.every((bar) => new Big(bar.volume).gt(0))).toBe(true);
      expect(markBefore.every((bar) => bar.volume === '0')).toBe(true);
      const hours = await klines(first, 'interval=1h&limit=1000');
      expect((hours.at(-1) as Kline).openTime - (hours[0] as Kline).openTime).toBeGreaterThanOrEqual(6 * DAY_MS);
      await first.close();
      running = undefined;

      await database.close();
      database = await factory.open();
      const second = await start();
      running = second;
      // The 24 h statistics are the stored day's from the first ticker on, not those since the restart.
      let ticker: { volume24h: string; high24h: string | null; low24h: string | null } | undefined;
      for (let attempt = 0; attempt < 50 && !ticker; attempt++) {
        const response = await second.app.inject({ method: 'GET', url: `${futuresPaths.tickers}?symbol=BTC_USDT` });
        ticker = futuresTickerListSchema.parse(response.json()).tickers[0];
        if (!ticker) await sleep(100);
      }
      // The minutes read before the restart all fall within the day (the live one aside, which may have grown).
      const storedVolume = lastBefore.slice(0, -1).reduce((sum, bar) => sum.plus(bar.volume), new Big(0));
      expect(new Big(ticker?.volume24h ?? '0').gt(storedVolume)).toBe(true);
      expect(new Big(ticker?.high24h ?? '0').gt(new Big(ticker?.low24h ?? '0'))).toBe(true);

      await sleep(500);
      for (const [query, before] of [
        ['interval=1m&limit=1000', lastBefore],
        ['interval=1m&price=mark&limit=1000', markBefore],
      ] as const) {
        const after = await klines(second, query);
        const byTime = new Map(after.map((bar) => [bar.openTime, bar]));
        // Every bar from before the restart is served again; the live one may have grown since.
        for (const bar of before.slice(0, -1).filter((bar) => bar.openTime >= (after[0] as Kline).openTime)) {
          expect(byTime.get(bar.openTime)).toEqual(bar);
        }
        expect(byTime.get((before.at(-1) as Kline).openTime)?.open).toBe(before.at(-1)?.open);
        expectContinuous(after);
      }
    });
  });
}
