// Order API under load on loopback: BENCH_ORDER_USERS (50) signed-in users, each a loop that
// places a limit order near the market (some crossing, so they fill against simulated liquidity
// and each other), cancels one of its open orders every other turn and sends a small market order
// every tenth, for BENCH_ORDER_SECONDS (60). The real app (Fastify, order API, trading service,
// market service with the simulator running) on PGlite, and on PostgreSQL too when DATABASE_URL is
// set: both in one run, so the ratio between the two stores is measured side by side.
// Afterwards: no request may have failed (any 5xx or an unexpected status is an error), and every
// asset's total over all accounts (users, liquidity, fees) must be what it was before the load.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SESSION_COOKIE } from '../packages/contracts/src/session.ts';
import { grantDemoBalances } from '../server/src/accounts/balances.ts';
import { createSession } from '../server/src/accounts/sessions.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { balances, systemBalances, users } from '../server/src/db/schema.ts';
import { seedDemoData } from '../server/src/db/seed.ts';
import { openFeedRuntime } from '../server/src/feed/runtime.ts';
import { buildApp } from '../server/src/http/app.ts';
import { startMarketService } from '../server/src/market/market-service.ts';
import { TradingService } from '../server/src/trading/trading-service.ts';

const userCount = Number(process.env.BENCH_ORDER_USERS ?? 50);
const seconds = Number(process.env.BENCH_ORDER_SECONDS ?? 60);
const SYMBOL = 'BTC_USDT';

/** Everything that exists of each asset, in units of 1e-18 (NUMERIC scale 18): exact sums. */
async function totals(db) {
  const sums = new Map();
  const add = (asset, amount) => {
    const [whole, fraction = ''] = String(amount).split('.');
    const units = BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0').slice(0, 18) || '0');
    sums.set(asset, (sums.get(asset) ?? 0n) + units);
  };
  for (const row of await db.select().from(balances)) {
    if (row.available.startsWith('-') || row.frozen.startsWith('-')) throw new Error('negative balance');
    add(row.asset, row.available);
    add(row.asset, row.frozen);
  }
  for (const row of await db.select().from(systemBalances)) add(row.asset, row.amount);
  return sums;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function runOn(label, databaseUrl) {
  const dataDir = databaseUrl ? '' : mkdtempSync(join(tmpdir(), 'vela-orders-bench-'));
  let scratch;
  let url = databaseUrl;
  if (databaseUrl) {
    scratch = `vela_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.query(`create database ${scratch}`);
    await admin.end();
    const parsed = new URL(databaseUrl);
    parsed.pathname = `/${scratch}`;
    url = parsed.toString();
  }
  const database = await openDatabase({ databaseUrl: url, dataDir });
  await applyMigrations(database);
  await seedDemoData(database);
  const config = loadConfig({ LOG_LEVEL: 'error', NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir || '/tmp' });
  const feed = await openFeedRuntime(config);
  const trading = new TradingService({ db: database.db, bus: feed.bus });
  const app = await buildApp({ config, database, feed, trading });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const market = await startMarketService({
    database,
    bus: feed.bus,
    log: app.log,
    settings: { simulator: true, seed: 7, tradesPerSecond: 2, requoteMs: 2000 },
    symbols: [SYMBOL],
    beforeStart: (markets) => trading.attach(markets, app.log),
  });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const origin = config.PUBLIC_URL;

  const cookies = [];
  for (let index = 0; index < userCount; index += 1) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `bench-${index}-${Date.now()}@example.com`, passwordHash: 'bench' })
      .returning({ id: users.id });
    await grantDemoBalances(database.db, user.id);
    const { token } = await createSession(database.db, user.id, 24);
    cookies.push(`${SESSION_COOKIE}=${token}`);
  }
  await trading.settled();
  const before = await totals(database.db);

  const latencies = { place: [], cancel: [], market: [] };
  let errors = 0;
  const errorSamples = [];
  let refused = 0;
  const deadline = Date.now() + seconds * 1000;
  const call = async (kind, path, body, cookie) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    latencies[kind].push(performance.now() - started);
    if (response.status === 200) return json;
    // Running short of funds, an empty book, or an order that filled before its cancel arrived
    // is the market, not a failure.
    const marketSays = ['insufficient-balance', 'no-liquidity', 'below-min-notional', 'order-not-open'];
    if ((response.status === 400 || response.status === 409) && marketSays.includes(json.reason)) {
      refused += 1;
      return undefined;
    }
    errors += 1;
    if (errorSamples.length < 5) errorSamples.push(`${response.status} ${JSON.stringify(json)}`);
    return undefined;
  };
  const engine = market.markets.get(SYMBOL).engine;
  const mid = () => {
    const bid = engine.bestBid();
    const ask = engine.bestAsk();
    return bid && ask ? (bid + ask) / 2 : 9_500_000;
  };
  const loops = cookies.map(async (cookie, index) => {
    const open = [];
    let turn = 0;
    while (Date.now() < deadline) {
      turn += 1;
      const side = (turn + index) % 2 === 0 ? 'buy' : 'sell';
      const offset = Math.floor(Math.random() * 400) - 300; // mostly resting, some crossing
      const ticks = Math.max(1, Math.round(mid() + (side === 'buy' ? offset : -offset)));
      const placed = await call(
        'place',
        '/api/v1/spot/orders',
        { symbol: SYMBOL, side, type: 'limit', price: (ticks / 100).toFixed(2), quantity: '0.0005' },
        cookie,
      );
      if (placed?.order.status === 'open') open.push(placed.order.id);
      if (turn % 2 === 0 && open.length > 0) {
        await call('cancel', `/api/v1/spot/orders/${open.shift()}/cancel`, {}, cookie);
      }
      if (turn % 10 === 0) {
        await call(
          'market',
          '/api/v1/spot/orders',
          { symbol: SYMBOL, side, type: 'market', quantity: '0.0001' },
          cookie,
        );
      }
    }
  });
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(loops);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await trading.settled();
  await app.close();
  await trading.close();
  await market.stop();
  await trading.settled();
  const after = await totals(database.db);
  const conserved = [...before].every(([asset, total]) => after.get(asset) === total) && after.size === before.size;
  await feed.close();
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (scratch) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.end();
  }

  const all = [...latencies.place, ...latencies.cancel, ...latencies.market].sort((a, b) => a - b);
  const sorted = (list) => [...list].sort((a, b) => a - b);
  const result = {
    label,
    requests: all.length,
    perSecond: all.length / elapsed,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    placeP99: percentile(sorted(latencies.place), 99),
    cancelP99: percentile(sorted(latencies.cancel), 99),
    errors,
    refused,
    conserved,
    cpuPerRequestMs: (cpu.user + cpu.system) / 1000 / all.length,
  };
  console.log(
    `${label}: ${result.requests} requests in ${elapsed.toFixed(1)} s = ${result.perSecond.toFixed(0)} req/s, ` +
      `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (place p99 ${result.placeP99.toFixed(1)}, ` +
      `cancel p99 ${result.cancelP99.toFixed(1)}), CPU ${result.cpuPerRequestMs.toFixed(2)} ms/request, ` +
      `errors ${errors}, refused by the market ${refused}, totals conserved: ${conserved ? 'yes' : 'NO'}`,
  );
  for (const sample of errorSamples) console.log(`  error: ${sample}`);
  return result;
}

console.log(
  `${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, Node ${process.version}, ` +
    `load ${loadavg()[0].toFixed(1)}; ${userCount} users, ${seconds} s per store`,
);
const results = [await runOn('PGlite', undefined)];
if (process.env.DATABASE_URL) results.push(await runOn('PostgreSQL', process.env.DATABASE_URL));
if (results.length === 2) {
  console.log(`PostgreSQL / PGlite throughput: ${(results[1].perSecond / results[0].perSecond).toFixed(2)}x`);
}
if (results.some((result) => result.errors > 0 || !result.conserved)) process.exitCode = 1;
