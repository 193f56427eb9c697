// Fault: PostgreSQL gone for 10 s (the issue's number) while orders and reads flow. The machine's
// PostgreSQL is shared with other suites, so the app reaches it through a TCP proxy that resets every
// connection and refuses new ones for the outage. Meanwhile requests answer 503 with a clear message,
// /readyz answers 503 with the database check failing and /healthz stays 200; afterwards everything
// recovers without a restart and nothing was half-written.
import { readinessSchema } from '@vela/contracts/health';
import { tradingPaths } from '@vela/contracts/trading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { postgresUrl, skipPostgresReason } from './support/databases.ts';
import { FaultSetUp, faultTraders } from './support/fault-harness.ts';
import { judge, type LoadReport, ledgerProblems, runLoad, tradeAfterFault, within } from './support/faults.ts';
import { type MarketApp, sleep } from './support/market.ts';
import type { TcpProxy } from './support/tcp-proxy.ts';
import { type Trader, totalsByAsset } from './support/trading.ts';

const OUTAGE_MS = 10_000;

describe.skipIf(!postgresUrl)(
  `PostgreSQL unreachable for ${OUTAGE_MS / 1000} s${postgresUrl ? '' : ` (${skipPostgresReason})`}`,
  () => {
    const setUp = new FaultSetUp();
    /** Straight to PostgreSQL: the test's own view, never cut. */
    let direct: Database;
    /** Through the proxy: the app's. */
    let database: Database;
    let proxy: TcpProxy;
    let market: MarketApp;
    let traders: Trader[];

    beforeAll(async () => {
      ({ direct, database, proxy } = await setUp.proxiedPostgres());
      market = await setUp.market(database);
      traders = await faultTraders(market.app, 4);
    }, 60_000);
    afterAll(() => setUp.tearDown());

    const get = (url: string) => market.app.inject({ method: 'GET', url });

    it('answers 503 meanwhile, says so on /readyz, stays live and recovers without a restart', async () => {
      await market.trading.settled();
      const baseline = await totalsByAsset(direct.db);
      const [first] = traders as [Trader];

      let cutAt = 0;
      let restoredAt = 0;
      const during: LoadReport = { ok: 0, refused: 0, unavailable: 0, reasons: {}, problems: [] };
      const outage = (async () => {
        await sleep(1_000);
        await proxy.cut();
        cutAt = Date.now();
        // Once the connections are gone, the probes and a read say so.
        await sleep(500);
        const ready = await get('/readyz');
        expect(ready.statusCode).toBe(503);
        const readiness = readinessSchema.parse(ready.json());
        expect(readiness.status).toBe('not-ready');
        expect(readiness.checks.database).toMatchObject({ ok: false, driver: 'postgres' });
        const live = await get('/healthz');
        expect(live.statusCode).toBe(200);
        const read = await first.get(tradingPaths.balances);
        expect(read.statusCode, read.body).toBe(503);
        expect(read.headers['retry-after']).toBeDefined();
        expect(read.json()).toMatchObject({ code: 503, reason: 'service-unavailable' });
        judge({ action: 'read during the outage', status: read.statusCode, body: read.body, retryAfter: '5' }, during);
        await sleep(OUTAGE_MS - (Date.now() - cutAt));
        await proxy.restore();
        restoredAt = Date.now();
        await sleep(2_000);
      })();
      const report = await runLoad(
        traders,
        outage.catch(() => {}),
      );
      await outage;
      const outageMs = restoredAt - cutAt;
      console.info(
        `faults-postgres-outage: cut for ${outageMs} ms; answers: ${report.ok} ok, ${report.refused} refused, ` +
          `${report.unavailable} 503 ${JSON.stringify(report.reasons)}`,
      );
      expect(outageMs).toBeGreaterThanOrEqual(OUTAGE_MS - 50);
      expect(report.problems).toEqual([]);
      expect(during.problems).toEqual([]);
      expect(report.unavailable).toBeGreaterThan(0);

      // Back without a restart: probes, reads and the sequencer's next batch.
      const recoveredIn = await within(
        10_000,
        '/readyz is 200 again',
        async () => (await get('/readyz')).statusCode === 200,
      );
      console.info(`faults-postgres-outage: ready again ${recoveredIn} ms after the end of the load`);
      expect(await tradeAfterFault(traders)).toEqual([]);
      expect(await ledgerProblems(market, direct, baseline)).toEqual([]);
    }, 40_000);
  },
);
