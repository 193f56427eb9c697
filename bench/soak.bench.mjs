// Soak: one production server under a steady mixed load for BENCH_SOAK_SECONDS (600), bounded
// (bench/README.md, "soak"). Run it by name only: `npm run bench -- soak`.
//   feed     BENCH_SOAK_CLIENTS (1,000) WebSocket clients (bench/feed-clients.mjs, in a child
//            process), each subscribed to tickers and one market's depth
//   orders   BENCH_SOAK_USERS (50) signed-in users over keep-alive HTTP (bench/http-load.mjs), each
//            every BENCH_SOAK_ORDER_INTERVAL_MS (1,000) placing a resting limit buy and cancelling
//            it, and every fifth turn a small market order instead (buys and sells in turn)
//   pages    BENCH_SOAK_PAGE_LOOPS (4) loops loading server-rendered pages in turn, each pausing
//            BENCH_SOAK_PAGE_PAUSE_MS (250) between loads
// The server is the production build, copied aside (BENCH_BUILD: a built checkout, default this
// one, built first), on PGlite with simulated liquidity, in its own process group; its memory is
// sampled every 5 s by a preloaded probe (bench/soak-memory-probe.mjs). Reported: throughput,
// p50/p99, errors by kind, and rss / heapUsed after the warm-up against the end, with the bound.
import { fork, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_TOKEN_HEADERS } from '../packages/contracts/src/session-names.ts';
import { grantDemoBalances } from '../server/src/accounts/balances.ts';
import { createSession } from '../server/src/accounts/sessions.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { users } from '../server/src/db/schema.ts';
import { seedDemoData } from '../server/src/seeding.ts';
import { LoadClient } from './http-load.mjs';

const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};
const seconds = number('BENCH_SOAK_SECONDS', 600);
const settings = {
  clients: number('BENCH_SOAK_CLIENTS', 1000),
  users: Math.max(1, number('BENCH_SOAK_USERS', 50)),
  orderIntervalMs: number('BENCH_SOAK_ORDER_INTERVAL_MS', 1000),
  pageLoops: number('BENCH_SOAK_PAGE_LOOPS', 4),
  pagePauseMs: number('BENCH_SOAK_PAGE_PAUSE_MS', 250),
  sampleMs: number('BENCH_SOAK_SAMPLE_MS', 5_000),
  // Memory is compared from the end of the warm-up: a quarter of the run, at most 60 s.
  warmupSeconds: number('BENCH_SOAK_WARMUP_SECONDS', Math.min(60, seconds / 4)),
};
/** The stated bound: after the warm-up, rss and heapUsed may grow by at most this fraction. */
const GROWTH_BOUND = 0.3;
const PAGES = ['/', '/markets', '/trade/BTC_USDT', '/futures/BTC_USDT'];
const SYMBOLS = ['BTC_USDT', 'ETH_USDT'];
/** Answers that are the market's, not failures. */
const MARKET_REFUSALS = new Set(['insufficient-balance', 'no-liquidity', 'below-min-notional', 'order-not-open']);

const root = fileURLToPath(new URL('..', import.meta.url));
const checkout = process.env.BENCH_BUILD ?? root;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, q) => (sorted.length === 0 ? Number.NaN : sorted[Math.floor(q * (sorted.length - 1))]);
const ms = (value) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(1)} ms`);
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;

const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0)
    await cleanups
      .pop()()
      .catch((error) => console.error('cleanup failed:', error));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the soak server and its clients`);
    cleanUp().finally(() => process.exit(130));
  });
}

/** Latencies and outcomes of one kind of request. */
class Tally {
  latencies = [];
  errors = new Map();
  refusals = 0;
  error(kind) {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }
  summary() {
    const sorted = Float64Array.from(this.latencies).sort();
    return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  }
}

/** One request; the JSON of a 200, or undefined (the refusal or error counted). */
async function call(client, tally, method, path, token, body) {
  const started = performance.now();
  let response;
  try {
    response = await client.request(method, path, token, body);
  } catch (error) {
    tally.error(`network ${error.code ?? error.message}`);
    return undefined;
  }
  tally.latencies.push(performance.now() - started);
  if (response.status === 200) return response.json ?? {};
  const reason = response.json?.reason;
  if ((response.status === 400 || response.status === 409) && MARKET_REFUSALS.has(reason)) tally.refusals += 1;
  else tally.error(`${response.status} ${method} ${path.replace(/[0-9a-f-]{36}/, ':id')}${reason ? ` ${reason}` : ''}`);
  return undefined;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The bench users with the demo grant and a session each, written before the server opens the directory. */
async function createUsers(dataDir, count) {
  const database = await openDatabase({ dataDir });
  try {
    await applyMigrations(database);
    await seedDemoData(database);
    const tokens = [];
    for (let index = 0; index < count; index += 1) {
      const [user] = await database.db
        .insert(users)
        .values({ email: `soak-${index}-${Date.now()}@example.com`, passwordHash: 'bench' })
        .returning({ id: users.id });
      await grantDemoBalances(database.db, user.id);
      const origin = { ip: null, userAgent: null, device: null, method: 'password' };
      tokens.push((await createSession(database.db, user.id, 24, origin)).token);
    }
    return tokens;
  } finally {
    await database.close();
  }
}

/** The build copied aside (other work may rebuild the checkout meanwhile), started in its own process group. */
async function startServer(dataDir, memoryFile) {
  const copy = mkdtempSync(join(tmpdir(), 'vela-bench-soak-build-'));
  cleanups.push(async () => rmSync(copy, { recursive: true, force: true }));
  // What the built server reads at run time: its bundle, migrations, the help centre's articles, the web build.
  const paths = ['package.json', 'server/package.json', 'server/dist', 'server/drizzle', 'server/src/content/help'];
  for (const path of [...paths, 'web/build']) {
    cpSync(join(checkout, path), join(copy, path), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const probe = fileURLToPath(new URL('./soak-memory-probe.mjs', import.meta.url));
  const child = spawn(process.execPath, ['--import', probe, join(copy, 'server', 'dist', 'main.js')], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      BENCH_SOAK_MEMORY_FILE: memoryFile,
      BENCH_SOAK_SAMPLE_MS: String(settings.sampleMs),
    },
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const server = { base, port, pid: child.pid, exited, gone: false };
  exited.then(() => {
    server.gone = true;
  });
  cleanups.push(async () => {
    if (server.gone) return;
    process.kill(-child.pid, 'SIGTERM');
    const killer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
    try {
      process.kill(-child.pid, 'SIGKILL'); // whatever the leader left in its group
    } catch {}
  });
  for (let attempt = 0; attempt < 600 && !server.gone; attempt += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return server;
    } catch {}
    await sleep(200);
  }
  throw new Error(server.gone ? 'the server exited while starting' : 'the server was not ready within 120 s');
}

/** The feed clients' process (bench/feed-clients.mjs) and a request/answer helper over its IPC channel. */
function startFeedClients() {
  const child = fork(fileURLToPath(new URL('./feed-clients.mjs', import.meta.url)), [], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map();
  let next = 0;
  child.on('message', (message) => {
    const waiting = pending.get(message.reply);
    if (!waiting) return;
    pending.delete(message.reply);
    if (message.error) waiting.reject(new Error(message.error));
    else waiting.resolve(message);
  });
  cleanups.push(async () => child.connected && child.disconnect());
  const started = new Promise((resolve) => child.once('message', resolve));
  const ask = (cmd, details = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      child.send({ id, cmd, ...details });
    });
  return { started, ask };
}

/** A user's turns until the deadline: place a resting buy and cancel it; every fifth, a market order. */
async function trader(ctx, index, deadline) {
  const token = ctx.tokens[index];
  const market = ctx.markets.get(SYMBOLS[index % SYMBOLS.length]);
  for (let turn = 0; performance.now() < deadline && !ctx.server.gone; turn += 1) {
    const due = performance.now() + settings.orderIntervalMs;
    if (turn % 5 === 4) {
      const side = turn % 10 === 4 ? 'buy' : 'sell';
      const order = { symbol: market.symbol, side, type: 'market', quantity: market.quantity };
      if (await call(ctx.orderClient, ctx.tally.place, 'POST', '/api/v1/spot/orders', token, order)) ctx.filled += 1;
    } else {
      const order = {
        symbol: market.symbol,
        side: 'buy',
        type: 'limit',
        price: market.restingPrice,
        quantity: market.quantity,
      };
      const placed = await call(ctx.orderClient, ctx.tally.place, 'POST', '/api/v1/spot/orders', token, order);
      const id = placed?.order?.id;
      if (id && placed.order.status === 'open') {
        await call(ctx.orderClient, ctx.tally.cancel, 'POST', `/api/v1/spot/orders/${id}/cancel`, token, {});
      }
    }
    await sleep(Math.max(0, due - performance.now()));
  }
}

async function pageLoop(ctx, index, deadline) {
  for (let turn = index; performance.now() < deadline && !ctx.server.gone; turn += 1) {
    const path = PAGES[turn % PAGES.length];
    await call(ctx.pageClient, ctx.tally.page, 'GET', path, ctx.tokens[turn % ctx.tokens.length]);
    await sleep(settings.pagePauseMs);
  }
}

/** Resting buys 20 % under the last price, a quantity of about 20 USDT, from the public snapshots. */
async function marketsOf(base) {
  const { markets } = await (await fetch(`${base}/api/v1/markets`)).json();
  const { tickers } = await (await fetch(`${base}/api/v1/tickers`)).json();
  const result = new Map();
  for (const symbol of SYMBOLS) {
    const spec = markets.find((m) => m.symbol === symbol);
    const last = Number(tickers.find((t) => t.symbol === symbol)?.last);
    if (!spec || !(last > 0)) throw new Error(`no market or price for ${symbol}`);
    const lots = Math.max(1, Math.ceil(20 / last / Number(spec.lotSize)));
    result.set(symbol, {
      symbol,
      restingPrice: (last * 0.8).toFixed(spec.pricePrecision),
      quantity: (lots * Number(spec.lotSize)).toFixed(spec.amountPrecision),
    });
  }
  return { markets: result, symbols: markets.map((m) => m.symbol) };
}

function readSamples(file) {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

/**
 * A window of samples: the median rss (it moves slowly), and the lowest heapUsed, which is what
 * survived the last collection (heapUsed swings by 100 MB and more between two collections, so a
 * median or a single sample says more about the collector's timing than about what is kept).
 */
function memoryOver(samples) {
  const sorted = (key) => samples.map((s) => s[key]).sort((a, b) => a - b);
  const rss = sorted('rss');
  return { rss: rss[Math.floor((rss.length - 1) / 2)], heapUsed: sorted('heapUsed')[0], samples: samples.length };
}

const work = mkdtempSync(join(tmpdir(), 'vela-bench-soak-'));
cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
const dataDir = join(work, 'data');
mkdirSync(dataDir);
const memoryFile = join(work, 'memory.jsonl');

let exitCode = 0;
try {
  if (!process.env.BENCH_BUILD) {
    if (spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' }).status !== 0)
      throw new Error('the build failed');
  }
  const tokens = await createUsers(dataDir, settings.users);
  const server = await startServer(dataDir, memoryFile);
  const { markets, symbols } = await marketsOf(server.base);
  const feed = startFeedClients();
  await feed.started;
  const wsBase = server.base.replace('http:', 'ws:');
  const connected = await feed.ask('connect', { contender: 'vela', url: wsBase, count: settings.clients, symbols });
  const ctx = {
    server,
    tokens,
    markets,
    filled: 0,
    tally: { place: new Tally(), cancel: new Tally(), page: new Tally() },
    orderClient: new LoadClient(server.port, { connections: settings.users, tokenHeader: SESSION_TOKEN_HEADERS[0] }),
    pageClient: new LoadClient(server.port, { connections: settings.pageLoops, tokenHeader: SESSION_TOKEN_HEADERS[0] }),
  };
  console.log(
    `machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, node ${process.version}, ${new Date().toISOString()}, load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `soak: ${seconds} s, ${connected.connected} feed clients, ${settings.users} users (a command pair every ${settings.orderIntervalMs} ms each), ${settings.pageLoops} page loops (${PAGES.join(', ')}), server pid ${server.pid}`,
  );
  const started = performance.now();
  const startedAt = Date.now();
  const deadline = started + seconds * 1000;
  await feed.ask('record', { contender: 'vela' });
  const progress = setInterval(() => {
    const last = readSamples(memoryFile).at(-1);
    const elapsed = (performance.now() - started) / 1000;
    console.log(
      `  ${elapsed.toFixed(0).padStart(4)} s: ${ctx.tally.place.latencies.length} places, ${ctx.tally.page.latencies.length} pages${last ? `, rss ${mb(last.rss)}, heap ${mb(last.heapUsed)}` : ''}`,
    );
  }, 30_000);
  await Promise.all([
    ...tokens.map((_, index) => trader(ctx, index, deadline)),
    ...Array.from({ length: settings.pageLoops }, (_, index) => pageLoop(ctx, index, deadline)),
    sleep(seconds * 1000),
  ]);
  clearInterval(progress);
  const elapsed = (performance.now() - started) / 1000;
  await feed.ask('stop');
  const pushes = await feed.ask('results', { contender: 'vela', publications: [] });
  ctx.orderClient.close();
  ctx.pageClient.close();
  await sleep(settings.sampleMs + 500); // one more memory sample after the load
  const samples = readSamples(memoryFile);
  const serverAlive = !server.gone;
  await feed.ask('close', { contender: 'vela' });

  console.log(`\nresults over ${elapsed.toFixed(0)} s (load average ${loadavg()[0].toFixed(1)} at the end):`);
  const line = (name, tally, unit) => {
    const { count, p50, p99 } = tally.summary();
    console.log(
      `  ${name.padEnd(8)} ${(count / elapsed).toFixed(1).padStart(7)} ${unit}/s  p50 ${ms(p50)}  p99 ${ms(p99)}  (${count} answered, ${tally.refusals} refused by the market)`,
    );
  };
  line('places', ctx.tally.place, 'orders');
  line('cancels', ctx.tally.cancel, 'cancels');
  line('pages', ctx.tally.page, 'pages');
  console.log(`  market orders filled: ${ctx.filled}`);
  console.log(
    `  pushes  ${(pushes.frames / elapsed).toFixed(0).padStart(7)} pushes/s to ${pushes.open} of ${connected.connected} clients still open (${pushes.frames} in all; depth seq gaps ${pushes.gaps}; unexpected closes ${JSON.stringify(pushes.closes)}); push latency not measured: publication times are inside the server`,
  );
  const errors = new Map();
  for (const tally of Object.values(ctx.tally))
    for (const [kind, n] of tally.errors) errors.set(kind, (errors.get(kind) ?? 0) + n);
  console.log(`  errors: ${errors.size === 0 ? 'none' : [...errors].map(([kind, n]) => `${kind}: ${n}`).join('; ')}`);

  const warm = startedAt + settings.warmupSeconds * 1000;
  const windowMs = Math.max(30_000, (seconds * 1000) / 10);
  const early = memoryOver(samples.filter((s) => s.time >= warm && s.time < warm + windowMs));
  const late = memoryOver(samples.filter((s) => s.time >= startedAt + seconds * 1000 - windowMs));
  const first = samples.find((s) => s.time >= startedAt) ?? samples[0];
  console.log(
    `  memory (${settings.sampleMs / 1000} s samples; rss the median of a window, heap its lowest): at the start rss ${mb(first.rss)} heap ${mb(first.heapUsed)}; ` +
      `after the ${settings.warmupSeconds} s warm-up rss ${mb(early.rss)} heap ${mb(early.heapUsed)} (${early.samples} samples); ` +
      `at the end rss ${mb(late.rss)} heap ${mb(late.heapUsed)} (${late.samples} samples)`,
  );
  for (const key of ['rss', 'heapUsed']) {
    const growth = late[key] / early[key] - 1;
    console.log(
      `  bound: ${key} at the end <= after the warm-up + ${GROWTH_BOUND * 100} %: ${(growth * 100).toFixed(1)} %, ${growth <= GROWTH_BOUND ? 'met' : 'MISSED'}`,
    );
  }
  if (!serverAlive) {
    console.log('  the server exited during the soak');
    exitCode = 1;
  }
} catch (error) {
  console.error('soak failed:', error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exitCode = exitCode;
