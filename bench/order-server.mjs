// The server side of orders.bench.mjs, in a process of its own so that its CPU time is the
// server's alone. Forked with an IPC channel (run with `node --import tsx`): it builds the app as
// server/src/main.ts does (PGlite in the given directory, or the given PostgreSQL database),
// starts the market service with the simulator quoting one market, and the futures side as
// main.ts starts it (that market's perpetual book with its simulated liquidity, the futures
// clearing attached to the trading service, the price service's marks each second), creates the
// bench users with sessions, sends the parent { type: 'ready', port, tokens, ... } and then
// answers requests { id, type } with { id, result } or { id, error }:
//   cpu      -> this process's CPU time (process.cpuUsage, µs) and its CLOCK_MONOTONIC time (µs)
//   settle   -> resolves once every command and fill so far is settled (trading.settled)
//   batches  -> the sizes of the batches committed since the last call, or null when the trading
//               service does not report them (takeBatchSizes)
//   mid      -> the market's mid price in ticks, and the tick's decimals
//   futuresMid -> the same for the market's perpetual book
//   statements -> the batch statements (the batch writer's one statement per commit, prepared once)
//               run since the last call: how many, the time spent waiting for them (ms,
//               from the driver call to its answer), and the text of the last one
//   finish   -> settles, stops the app, the trading, futures and market services, and checks that
//               every asset's total over all balances (spot and futures wallets, system accounts)
//               is what it was before the load; then exits
// Options come as JSON in BENCH_ORDER_SERVER: { databaseUrl?, dataDir?, users, symbol }.
import { SESSION_TOKEN_HEADERS } from '../packages/contracts/src/session-names.ts';
import { grantDemoBalances } from '../server/src/accounts/balances.ts';
import { createSession } from '../server/src/accounts/sessions.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { balances, futuresBalances, systemBalances, users } from '../server/src/db/schema.ts';
import { futuresClearingHooks } from '../server/src/desks/futures/clearing-hooks.ts';
import { TradingService } from '../server/src/desks/trading-service.ts';
import { openFeedRuntime } from '../server/src/feed/runtime.ts';
import { loadFuturesContracts } from '../server/src/futures/contract-list.ts';
import { startPerpetualMarkets } from '../server/src/futures/perpetual-markets.ts';
import { startFuturesPriceService } from '../server/src/futures/price-service.ts';
import { buildApp } from '../server/src/http/app.ts';
import { startMarketService } from '../server/src/market/market-service.ts';
import { seedDemoData } from '../server/src/seeding.ts';
import { answerRequests, ownedByParent, send } from './child-ipc.mjs';

const options = JSON.parse(process.env.BENCH_ORDER_SERVER ?? '{}');
const symbol = options.symbol ?? 'BTC_USDT';

// The parent owns this process (its cleanup removes the data).
ownedByParent();

/** Everything that exists of each asset, in units of 1e-18 (NUMERIC scale 18): exact sums. A
 * futures wallet's frozen part holds its orders' and isolated positions' margin, so the two
 * wallets and the system accounts are all the money there is. */
async function totals(db) {
  const sums = new Map();
  const add = (asset, amount) => {
    const [whole, fraction = ''] = String(amount).split('.');
    const sign = whole.startsWith('-') ? -1n : 1n;
    const units = BigInt(whole.replace('-', '')) * 10n ** 18n + BigInt(fraction.padEnd(18, '0').slice(0, 18) || '0');
    sums.set(asset, (sums.get(asset) ?? 0n) + sign * units);
  };
  let negative = 0;
  for (const table of [balances, futuresBalances]) {
    for (const row of await db.select().from(table)) {
      if (row.available.startsWith('-') || row.frozen.startsWith('-')) negative += 1;
      add(row.asset, row.available);
      add(row.asset, row.frozen);
    }
  }
  for (const row of await db.select().from(systemBalances)) add(row.asset, row.amount);
  return { sums, negative };
}

/**
 * Wraps the database's `prepared` (server/src/db/client.ts), through which the batch writer
 * (server/src/trading/batch-write.ts) runs its one statement per commit, to time those statements:
 * what the database and the driver take of each commit, as Vela sees it.
 */
function watchBatchStatements(database) {
  const prepared = database.prepared.bind(database);
  const timed = new WeakMap();
  const seen = { count: 0, ms: 0, text: '' };
  database.prepared = (name, text) => {
    const run = prepared(name, text);
    if (!timed.has(run)) {
      timed.set(run, async (values) => {
        const started = performance.now();
        try {
          return await run(values);
        } finally {
          seen.count += 1;
          seen.ms += performance.now() - started;
          seen.text = text;
        }
      });
    }
    return timed.get(run);
  };
  return () => {
    const taken = { ...seen };
    seen.count = 0;
    seen.ms = 0;
    return taken;
  };
}

/** A book's mid in ticks (undefined while a side is empty), and the decimals of its tick. */
function midOf(live) {
  const tickSize = live.spec.units.tickSize.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  const tickDecimals = tickSize.includes('.') ? tickSize.split('.')[1].length : 0;
  const bid = live.engine.bestBid();
  const ask = live.engine.bestAsk();
  return { mid: bid && ask ? Math.round((bid + ask) / 2) : undefined, tickDecimals };
}

async function main() {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir ?? '' });
  await applyMigrations(database);
  await seedDemoData(database);
  const takeStatements = watchBatchStatements(database);
  const config = loadConfig({
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: options.dataDir || '/tmp',
  });
  const feed = await openFeedRuntime(config);
  const trading = new TradingService({ db: database.db, bus: feed.bus });
  const app = await buildApp({ config, database, feed, trading });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const marketSettings = { simulator: true, seed: 7, tradesPerSecond: 2, requoteMs: 2000 };
  const market = await startMarketService({
    database,
    bus: feed.bus,
    log: app.log,
    settings: marketSettings,
    symbols: [symbol],
    beforeStart: (markets) => trading.attach(markets, app.log),
  });
  const live = market.markets.get(symbol);
  if (!live) throw new Error(`market ${symbol} is not running`);
  // The futures side, as main.ts starts it: only this market's perpetual, since only its index runs.
  const perpetuals = await startPerpetualMarkets({
    database,
    bus: feed.bus,
    log: app.log,
    spotMarkets: market.markets,
    settings: marketSettings,
  });
  await trading.attachFutures(perpetuals.markets, await loadFuturesContracts(database.db));
  const prices = await startFuturesPriceService({
    database,
    bus: feed.bus,
    log: app.log,
    markets: market.markets,
    perpetuals,
    settings: { fundingIntervalMinutes: config.FUNDING_INTERVAL_MINUTES },
    ...futuresClearingHooks(trading, app.log),
  });
  const perpetual = perpetuals.markets.get(symbol);
  if (!perpetual) throw new Error(`the perpetual ${symbol} is not running`);

  const tokens = [];
  const stamp = Date.now();
  for (let index = 0; index < options.users; index += 1) {
    const [user] = await database.db
      .insert(users)
      // Identity level 1: futures orders that may open a position need it (the KYC gate of issue #15).
      .values({ email: `bench-${index}-${stamp}@example.com`, passwordHash: 'bench', kycLevel: 1, kycVerified: true })
      .returning({ id: users.id });
    await grantDemoBalances(database.db, user.id);
    const { token } = await createSession(database.db, user.id, 24, {
      ip: null,
      userAgent: null,
      device: null,
      method: 'password',
    });
    tokens.push(token);
  }
  await trading.settled();
  const before = await totals(database.db);

  const handlers = {
    cpu: () => {
      const usage = process.cpuUsage();
      return { user: usage.user, system: usage.system, monotonicUs: Number(process.hrtime.bigint() / 1000n) };
    },
    settle: async () => {
      await trading.settled();
      return true;
    },
    batches: () => (typeof trading.takeBatchSizes === 'function' ? trading.takeBatchSizes() : null),
    mid: () => midOf(live),
    futuresMid: () => midOf(perpetual),
    statements: () => takeStatements(),
    finish: async () => {
      await trading.settled();
      await app.close();
      await trading.close();
      prices.stop();
      perpetuals.stop();
      await market.stop();
      await trading.settled();
      const after = await totals(database.db);
      const assets = [...new Set([...before.sums.keys(), ...after.sums.keys()])].sort();
      const changed = assets
        .filter((asset) => before.sums.get(asset) !== after.sums.get(asset))
        .map((asset) => ({
          asset,
          before: String(before.sums.get(asset) ?? 0n),
          after: String(after.sums.get(asset) ?? 0n),
        }));
      await feed.close();
      await database.close();
      return { assets: assets.length, changed, negativeBalances: after.negative, conserved: changed.length === 0 };
    },
  };
  answerRequests(handlers);
  await send({
    type: 'ready',
    port: app.server.address().port,
    tokenHeader: SESSION_TOKEN_HEADERS[0],
    tokens,
    driver: database.driver,
    negativeBefore: before.negative,
  });
}

main().catch(async (error) => {
  console.error('order-server failed:', error);
  await send({ type: 'fatal', error: String(error?.stack ?? error) });
  process.exit(1);
});
