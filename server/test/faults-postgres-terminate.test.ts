// Fault: PostgreSQL kills the app's connections (pg_terminate_backend) while orders and reads flow.
// Requests caught by it answer 503 with the app's error JSON and Retry-After (never 500), nothing is
// half-written (every asset's total is unchanged, the book and the open orders agree), and the app
// recovers by itself: the pool connects anew and the sequencer's next batch commits.
import { tradingPaths } from '@vela/contracts/trading';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { postgresUrl, skipPostgresReason } from './support/databases.ts';
import { databaseName, FaultSetUp, faultTraders } from './support/fault-harness.ts';
import { ledgerProblems, runLoad, tradeAfterFault, within } from './support/faults.ts';
import { type MarketApp, sleep } from './support/market.ts';
import { type Trader, totalsByAsset } from './support/trading.ts';

const LOAD_MS = 4_000;
const KILL_EVERY_MS = 250;

describe.skipIf(!postgresUrl)(
  `PostgreSQL connections killed under load${postgresUrl ? '' : ` (${skipPostgresReason})`}`,
  () => {
    const setUp = new FaultSetUp();
    let database: Database;
    let market: MarketApp;
    let traders: Trader[];
    let admin: pg.Client;

    beforeAll(async () => {
      database = await setUp.scratchDatabase();
      market = await setUp.market(database);
      traders = await faultTraders(market.app, 6);
      admin = setUp.closing(new pg.Client({ connectionString: postgresUrl }), (client) => client.end());
      await admin.connect();
    }, 60_000);
    afterAll(() => setUp.tearDown());

    /** Terminates every backend of database `name` but the admin's own: the app's pool and all. */
    async function terminateBackends(name: string): Promise<number> {
      const { rows } = await admin.query<{ killed: boolean }>(
        'select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return rows.filter((row) => row.killed).length;
    }

    it('answers 503 with a clear message, writes nothing by halves and recovers by itself', async () => {
      await market.trading.settled();
      const baseline = await totalsByAsset(database.db);
      const name = await databaseName(database);

      let killed = 0;
      let rounds = 0;
      const stopped = sleep(LOAD_MS);
      const killer = (async () => {
        const started = Date.now();
        while (Date.now() - started < LOAD_MS - 500) {
          await sleep(KILL_EVERY_MS);
          killed += await terminateBackends(name);
          rounds += 1;
        }
      })();
      const report = await runLoad(traders, stopped);
      await killer;
      console.info(
        `faults-postgres-terminate: ${killed} backends killed in ${rounds} rounds; answers: ${report.ok} ok, ` +
          `${report.refused} refused, ${report.unavailable} 503 ${JSON.stringify(report.reasons)}`,
      );
      expect(report.problems).toEqual([]);
      expect(killed).toBeGreaterThan(0);
      expect(report.unavailable, 'some requests were caught by the kills').toBeGreaterThan(0);

      // Recovery without help: reads answer, the sequencer's next batch commits.
      const [first] = traders as [Trader];
      await within(
        5_000,
        'a read answers again',
        async () => (await first.get(tradingPaths.balances)).statusCode === 200,
      );
      expect(await tradeAfterFault(traders)).toEqual([]);
      expect((await market.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect(await ledgerProblems(market, database, baseline)).toEqual([]);

      // And once more, with nothing in flight: a kill of idle connections costs no request at all.
      expect(await terminateBackends(await databaseName(database))).toBeGreaterThan(0);
      await sleep(100);
      expect((await first.get(tradingPaths.balances)).statusCode).toBe(200);
    }, 40_000);
  },
);
