// Fault: the connection to PostgreSQL breaks while a batch's statement is out, so the app cannot
// know whether it committed. Such an order is answered 503 `outcome-unknown` (never a plain
// failure: the issue's order "answered 503 during a database cut had in fact been placed"), and a
// retry with the same clientOrderId ends with exactly one order, whichever way the statement went.
// The statement is held on a table lock so the break falls inside it; a TCP proxy resets the
// connection (the machine's PostgreSQL is shared with other suites).
import { apiErrorSchema } from '@vela/contracts/errors';
import { placeOrderResponseSchema } from '@vela/contracts/trading';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { spotOrders } from '../src/db/schema.ts';
import { postgresUrl, skipPostgresReason } from './support/databases.ts';
import { FaultSetUp, faultTraders } from './support/fault-harness.ts';
import { FAULT_SYMBOL, ledgerProblems, within } from './support/faults.ts';
import { type MarketApp, sleep } from './support/market.ts';
import type { TcpProxy } from './support/tcp-proxy.ts';
import { type Trader, totalsByAsset } from './support/trading.ts';

describe.skipIf(!postgresUrl)(
  `a commit whose outcome is unknown${postgresUrl ? '' : ` (${skipPostgresReason})`}`,
  () => {
    const setUp = new FaultSetUp();
    /** Straight to PostgreSQL: the test's own view, never reset. */
    let direct: Database;
    let proxy: TcpProxy;
    let market: MarketApp;
    let trader: Trader;
    let admin: pg.Client;
    let name: string;

    beforeAll(async () => {
      const proxied = await setUp.proxiedPostgres();
      ({ direct, proxy } = proxied);
      const { database, url } = proxied;
      name = url.pathname.slice(1);
      market = await setUp.market(database);
      [trader] = (await faultTraders(market.app, 1)) as [Trader];
      // Straight to the scratch database: it holds the lock the batch statement waits for.
      admin = setUp.closing(new pg.Client({ connectionString: url.toString() }), (client) => client.end());
      await admin.connect();
    }, 60_000);
    afterAll(() => setUp.tearDown());

    /** The app's backend waiting for the lock: the batch statement is out. */
    async function waitingBackend(): Promise<number> {
      let pid = 0;
      await within(5_000, 'the batch statement waits for the lock', async () => {
        const { rows } = await admin.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
          [name],
        );
        pid = rows[0]?.pid ?? 0;
        return pid > 0;
      });
      return pid;
    }

    const ordersWith = (clientOrderId: string) =>
      direct.db
        .select()
        .from(spotOrders)
        .where(and(eq(spotOrders.clientOrderId, clientOrderId)));

    /** Places with the same clientOrderId until an answer is not a 503: at most a few tries. */
    async function retry(order: Parameters<Trader['place']>[0]) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await trader.place(order);
        if (response.statusCode !== 503) return response;
        await market.trading.settled();
        await sleep(100);
      }
      throw new Error('still 503 after 5 retries');
    }

    /** The statement of a batch holding `order`, cut while it waits on a lock; `then` decides its fate. */
    async function placeAcrossABreak(order: Parameters<Trader['place']>[0], then: (pid: number) => Promise<void>) {
      await market.trading.settled();
      await admin.query('begin');
      await admin.query('lock table spot_orders in exclusive mode');
      const answer = trader.place(order);
      const pid = await waitingBackend();
      proxy.reset();
      const response = await answer;
      // Memory is rebuilt (the reads pass the lock) before the statement's fate is decided.
      await market.trading.settled();
      await then(pid);
      return response;
    }

    const expectOutcomeUnknown = (response: Awaited<ReturnType<Trader['place']>>) => {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      const body = apiErrorSchema.parse(response.json());
      expect(body.reason).toBe('outcome-unknown');
      expect(body.message).toMatch(/clientOrderId/);
    };

    it('answers outcome-unknown when the statement was lost, and the retry places the order once', async () => {
      const baseline = await totalsByAsset(direct.db);
      const order = {
        symbol: FAULT_SYMBOL,
        side: 'buy',
        type: 'limit',
        price: '3000.00',
        quantity: '0.0100',
        clientOrderId: 'lost-in-the-break',
      } as const;
      const response = await placeAcrossABreak(order, async (pid) => {
        // The statement never commits: its backend goes, then the lock.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await admin.query('commit');
      });
      expectOutcomeUnknown(response);
      expect(await ordersWith(order.clientOrderId)).toEqual([]);
      const retried = await retry(order);
      expect(retried.statusCode).toBe(200);
      const placed = placeOrderResponseSchema.parse(retried.json()).order;
      expect((await ordersWith(order.clientOrderId)).map((row) => row.id)).toEqual([placed.id]);
      expect(await ledgerProblems(market, direct, baseline)).toEqual([]);
    }, 30_000);

    it('answers outcome-unknown when the statement committed after all, and the retry answers that order', async () => {
      const baseline = await totalsByAsset(direct.db);
      const order = {
        symbol: FAULT_SYMBOL,
        side: 'buy',
        type: 'limit',
        price: '3001.00',
        quantity: '0.0100',
        clientOrderId: 'placed-in-the-break',
      } as const;
      const response = await placeAcrossABreak(order, async () => {
        // The lock goes: the statement, its client gone, runs and commits.
        await admin.query('commit');
        await within(
          5_000,
          'the lost statement commits',
          async () => (await ordersWith(order.clientOrderId)).length > 0,
        );
      });
      expectOutcomeUnknown(response);
      const [stored] = await ordersWith(order.clientOrderId);
      const retried = await retry(order);
      expect(retried.statusCode).toBe(200);
      expect(placeOrderResponseSchema.parse(retried.json()).order.id).toBe(stored?.id);
      expect(await ordersWith(order.clientOrderId)).toHaveLength(1);
      await market.trading.settled();
      expect(await ledgerProblems(market, direct, baseline)).toEqual([]);
    }, 30_000);
  },
);
