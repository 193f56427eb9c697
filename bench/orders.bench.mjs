// The order API under load, as the trading-core issue measures it (bench/README.md, "orders").
// The real app runs in a child process (bench/order-server.mjs, forked with an IPC channel), so
// that the CPU time read from it is the server's alone; this process generates the load over
// keep-alive HTTP/1.1 on loopback with BENCH_ORDER_USERS (50) signed-in users (session tokens in
// a header). Per store (PGlite always, PostgreSQL too when DATABASE_URL is set), in one run:
//   funding             each user moves BENCH_FUTURES_TRANSFER (1000) USDT from the spot wallet to
//                       the futures wallet (POST /futuresapi/v1/transfers), not timed
//   idle                BENCH_IDLE_SECONDS (2): the server's CPU with no requests (the simulators)
//   warm-up             BENCH_WARMUP_SECONDS (3): auth/me and spot and futures place+cancel loops,
//                       not reported
//   auth/me saturation  BENCH_AUTH_SECONDS (10): 50 loops of GET /api/v1/auth/me (reported: an
//                       I/O-free request since the session cache, so no longer the comparator)
//   place+cancel        BENCH_ORDER_SECONDS (20) for spot and as long for futures: 50 loops, each
//                       placing a limit buy far below the market (it rests) and cancelling it; both
//                       are commands
//   write ceiling       after each spot place+cancel slice, BENCH_CEILING_SECONDS (10) / slices,
//                       then as long again with the statement prepared once:
//                       bench/write-ceiling.mjs, a second child with its own scratch database,
//                       writes the rows of the same commands (order, balance and ledger rows) in
//                       Vela's batch statement (built by the server's batch writer) at the batch sizes
//                       that slice committed, straight through the driver: the database's own
//                       ceiling, which place+cancel is reported as a ratio of; then EXPLAIN
//                       ANALYZE of 5 batches of the median size (planning against running)
//   open loop           BENCH_OPEN_RATE (500) commands/s for BENCH_OPEN_SECONDS (15) for spot and
//                       as long for futures: places and cancels (of the orders placed
//                       BENCH_OPEN_CANCEL_AFTER_MS, 100, before) in turn, sent at fixed times
//                       whatever the answers do; latency from the time each command was due
//                       (BENCH_OPEN_MAX_OUTSTANDING, 1000, caps those in flight)
//   mixed               BENCH_MIXED_SECONDS (10): spot limit orders near the mid (some crossing), a
//                       cancel every other turn, a market order every tenth
// Spot and futures take turns in BENCH_SLICES (4) slices per variant of each of the two phases
// above (spot, futures, futures, spot, spot, ...), so that what else the shared machine does
// weighs on both alike; each variant's slices are summed, and futures / spot is reported.
// Then every asset's total over all balances must be what it was before the load. The run fails
// (exit code 1) on any error (5xx, unexpected status, network error) or lost money; the targets are
// reported, never asserted. BENCH_PROFILE=1: the server runs under --cpu-prof and the functions
// with the most self time during the place+cancel and the open-loop phases are printed.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { summarizeProfile } from './cpu-profile.mjs';
import { LoadClient } from './http-load.mjs';

const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};
const settings = {
  users: Math.max(1, Math.floor(number('BENCH_ORDER_USERS', 50))),
  idleSeconds: number('BENCH_IDLE_SECONDS', 2),
  warmupSeconds: number('BENCH_WARMUP_SECONDS', 3),
  authSeconds: number('BENCH_AUTH_SECONDS', 10),
  orderSeconds: number('BENCH_ORDER_SECONDS', 20),
  openRate: number('BENCH_OPEN_RATE', 500),
  openSeconds: number('BENCH_OPEN_SECONDS', 15),
  openCancelAfterMs: number('BENCH_OPEN_CANCEL_AFTER_MS', 100),
  openMaxOutstanding: Math.max(1, Math.floor(number('BENCH_OPEN_MAX_OUTSTANDING', 1000))),
  mixedSeconds: number('BENCH_MIXED_SECONDS', 10),
  ceilingSeconds: number('BENCH_CEILING_SECONDS', 10),
  slices: Math.max(1, Math.floor(number('BENCH_SLICES', 4))),
  futuresTransfer: String(number('BENCH_FUTURES_TRANSFER', 1000)),
  profile: process.env.BENCH_PROFILE === '1',
};
/** Issue #35's bars for spot place+cancel on this 2-core machine. */
const TARGETS = {
  ratioToCeiling: 0.7,
  commandsPerSecond: { PGlite: 4000, PostgreSQL: 5000 },
  openP99Ms: 10,
  cpuPerCommandMs: 0.1,
};
const SYMBOL = 'BTC_USDT';
const ORDERS = '/api/v1/spot/orders';
const AUTH_ME = '/api/v1/auth/me';
const cancelPath = (id) => `/api/v1/spot/orders/${encodeURIComponent(id)}/cancel`;
const FUTURES_ORDERS = '/futuresapi/v1/orders';
const FUTURES_TRANSFERS = '/futuresapi/v1/transfers';
/**
 * What the place+cancel and open-loop phases compare: the same resting limit buy and its cancel,
 * on the spot book and on the market's perpetual (10x cross, the default: it freezes a tenth of
 * the notional as margin, plus the fee). `mid` names the server's answer with that book's mid.
 */
const VARIANTS = [
  { name: 'spot', orders: ORDERS, cancelPath, mid: 'mid' },
  {
    name: 'futures',
    orders: FUTURES_ORDERS,
    cancelPath: (id) => `/futuresapi/v1/orders/${encodeURIComponent(id)}/cancel`,
    mid: 'futuresMid',
  },
];
const [SPOT, FUTURES] = VARIANTS;
/** Answers that are the market's, not failures: short of funds, an empty book, already filled. */
const MARKET_REFUSALS = new Set([
  'insufficient-balance',
  'insufficient-margin',
  'no-liquidity',
  'below-min-notional',
  'order-not-open',
]);
/** A command sent this much after its slot in the open loop counts as late. */
const LATE_MS = 2;
const OPEN_DRAIN_MS = 10_000;
/** How long the open loop's unanswered requests are waited for afterwards, uncounted. */
const OPEN_BACKLOG_MS = 120_000;

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A sleep that does not keep the process alive: for the losing side of a race. */
const deadlineAfter = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());
const percentile = (sorted, p) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => (Number.isNaN(value) ? 'n/a' : Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'never');
const count = (value) => Math.round(value).toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------
// Cleanup: the child, its data directory and the scratch database go however the run ends.

const cleanups = new Set();
async function cleanUpAll() {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    await cleanup().catch((error) => console.error('cleanup failed:', error));
  }
}
let stopping = false;
const onSignal = (signal) => {
  stopping = true;
  console.error(`\n${signal}: stopping the bench server, removing its data`);
  cleanUpAll().finally(() => process.exit(130));
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

// ---------------------------------------------------------------------------------------------
// The server process.

class ServerProcess {
  constructor(child) {
    this.child = child;
    this.pending = new Map();
    this.nextId = 0;
    this.exited = false;
    this.exit = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        this.exited = true;
        for (const { reject } of this.pending.values()) {
          reject(new Error(`the bench server exited (${signal ?? code}) before answering`));
        }
        this.pending.clear();
        resolve({ code, signal });
      });
    });
    child.on('message', (message) => {
      const waiting = message?.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`bench server: ${message.error}`));
      else waiting.resolve(message.result);
    });
  }

  /** Waits for the server's ready message: { port, tokens, tokenHeader, driver }. */
  ready(timeoutMs) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the bench server did not start in time')), timeoutMs);
      this.child.on('message', (message) => {
        if (message?.type === 'ready') {
          clearTimeout(timer);
          resolve(message);
        } else if (message?.type === 'fatal') {
          clearTimeout(timer);
          reject(new Error(`the bench server failed to start: ${message.error}`));
        }
      });
      this.exit.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`the bench server exited (${signal ?? code}) while starting`));
      });
    });
  }

  ask(type, payload = {}) {
    if (this.exited) return Promise.reject(new Error('the bench server is gone'));
    this.nextId += 1;
    const id = this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ ...payload, id, type });
    });
  }

  async stop() {
    if (this.exited) return;
    this.child.kill('SIGTERM');
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 3000);
    await this.exit;
    clearTimeout(killer);
  }
}

// ---------------------------------------------------------------------------------------------
// Requests and what came back.

class Tally {
  constructor() {
    this.latencies = new Map();
    this.answered = 0;
    /** Answers that came by the closed loops' deadline: what their rate counts. */
    this.inTime = 0;
    this.deadline = Number.POSITIVE_INFINITY;
    this.refused = 0;
    this.refusals = new Map();
    this.errors = 0;
    this.errorSamples = [];
  }

  add(kind, latency) {
    let list = this.latencies.get(kind);
    if (!list) {
      list = [];
      this.latencies.set(kind, list);
    }
    list.push(latency);
  }

  error(sample) {
    this.errors += 1;
    if (this.errorSamples.length < 5) this.errorSamples.push(sample);
  }

  sorted(kind) {
    const list = kind ? (this.latencies.get(kind) ?? []) : [...this.latencies.values()].flat();
    return Float64Array.from(list).sort();
  }

  count(kind) {
    return this.latencies.get(kind)?.length ?? 0;
  }

  /** Adds what `other` counted (another slice of the same phase). */
  merge(other) {
    for (const [kind, list] of other.latencies) for (const latency of list) this.add(kind, latency);
    this.answered += other.answered;
    this.inTime += other.inTime;
    this.refused += other.refused;
    for (const [reason, n] of other.refusals) this.refusals.set(reason, (this.refusals.get(reason) ?? 0) + n);
    this.errors += other.errors;
    for (const sample of other.errorSamples) if (this.errorSamples.length < 5) this.errorSamples.push(sample);
  }
}

/**
 * One request; its latency is counted from `since` (now unless given: the open loop passes the
 * time the command was due). Returns the JSON of a 200, undefined otherwise.
 */
async function call(client, tally, kind, method, path, token, body, since = performance.now(), isLive = () => true) {
  let response;
  try {
    response = await client.request(method, path, token, body);
  } catch (error) {
    if (!isLive()) return undefined;
    tally.add(kind, performance.now() - since);
    tally.error(`${method} ${path}: ${error.code ?? error.message}`);
    return undefined;
  }
  if (!isLive()) return undefined;
  const now = performance.now();
  tally.add(kind, now - since);
  const answered = () => {
    tally.answered += 1;
    if (now <= tally.deadline) tally.inTime += 1;
  };
  if (response.status === 200) {
    answered();
    return response.json ?? {};
  }
  const reason = response.json?.reason;
  if ((response.status === 400 || response.status === 409) && MARKET_REFUSALS.has(reason)) {
    answered();
    tally.refused += 1;
    tally.refusals.set(reason, (tally.refusals.get(reason) ?? 0) + 1);
    return undefined;
  }
  tally.error(`${response.status} ${method} ${path.replace(/[0-9a-f-]{36}/, ':id')}: ${response.text.slice(0, 200)}`);
  return undefined;
}

/** A resting buy: 20 % under the mid, a few ticks apart per user, so it never crosses. */
function restingBuy(market, userIndex) {
  const scale = 10 ** market.tickDecimals;
  const ticks = Math.max(1, Math.round(market.mid * 0.8) - userIndex);
  return {
    symbol: SYMBOL,
    side: 'buy',
    type: 'limit',
    price: (ticks / scale).toFixed(market.tickDecimals),
    quantity: '0.0005',
  };
}

async function placeAndCancel(client, tally, token, market, userIndex, variant = SPOT) {
  const placed = await call(client, tally, 'place', 'POST', variant.orders, token, restingBuy(market, userIndex));
  if (placed?.order?.status === 'open')
    await call(client, tally, 'cancel', 'POST', variant.cancelPath(placed.order.id), token, {});
}

/** The mid the variant's orders are priced from: its own book's; the spot one's while that book has an empty side. */
async function midFor(server, variant) {
  const market = await server.ask(variant.mid);
  if (market.mid !== undefined || variant === SPOT) return market;
  return { ...(await server.ask(SPOT.mid)), tickDecimals: market.tickDecimals };
}

// ---------------------------------------------------------------------------------------------
// Phases.

/** Runs `work` between two readings of the server's CPU time and batch sizes. */
async function measured(server, work) {
  await server.ask('settle'); // nothing of an earlier phase still queued
  await server.ask('batches'); // clears what earlier phases left
  await server.ask('statements');
  const cpuBefore = await server.ask('cpu');
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const outcome = await work();
  const seconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const cpuAfter = await server.ask('cpu');
  const batches = await server.ask('batches');
  const statements = await server.ask('statements');
  return {
    ...outcome,
    seconds,
    serverCpuMs: (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000,
    clientCpuMs: (own.user + own.system) / 1000,
    batches,
    statements,
    window: { fromUs: cpuBefore.monotonicUs, toUs: cpuAfter.monotonicUs },
  };
}

/** A closed loop per user, each doing `turn(index)` until the deadline (the last turns finish after it). */
async function closedLoops(ctx, tally, seconds, turn) {
  const deadline = performance.now() + seconds * 1000;
  tally.deadline = deadline;
  await Promise.all(
    Array.from({ length: ctx.tokens.length }, async (_, index) => {
      while (performance.now() < deadline && !ctx.server.exited) await turn(index);
    }),
  );
}

/** Moves BENCH_FUTURES_TRANSFER USDT of each user's spot wallet to the futures wallet. */
async function fundFutures(ctx) {
  const tally = new Tally();
  const body = { direction: 'to-futures', asset: 'USDT', amount: settings.futuresTransfer };
  await Promise.all(
    ctx.tokens.map((token) => call(ctx.client, tally, 'transfer', 'POST', FUTURES_TRANSFERS, token, body)),
  );
  return { tally };
}

async function warmUp(ctx) {
  const tally = new Tally();
  const spot = await midFor(ctx.server, SPOT);
  const futures = await midFor(ctx.server, FUTURES);
  await closedLoops(ctx, tally, settings.warmupSeconds, async (index) => {
    if (index % 2 === 0) await call(ctx.client, tally, 'me', 'GET', AUTH_ME, ctx.tokens[index]);
    else if (index % 4 === 1) await placeAndCancel(ctx.client, tally, ctx.tokens[index], spot, index, SPOT);
    else await placeAndCancel(ctx.client, tally, ctx.tokens[index], futures, index, FUTURES);
  });
  return { tally };
}

async function authMe(ctx) {
  const tally = new Tally();
  await closedLoops(ctx, tally, settings.authSeconds, (index) =>
    call(ctx.client, tally, 'me', 'GET', AUTH_ME, ctx.tokens[index]),
  );
  return { tally };
}

async function placeCancel(ctx, variant, seconds) {
  const tally = new Tally();
  const market = await midFor(ctx.server, variant);
  await closedLoops(ctx, tally, seconds, (index) =>
    placeAndCancel(ctx.client, tally, ctx.tokens[index], market, index, variant),
  );
  return { tally };
}

/**
 * Open loop: command i is due at start + i / rate: places on even i, user by user in turn, and
 * on odd i the cancel of the order placed BENCH_OPEN_CANCEL_AFTER_MS (100) before. A command is
 * sent when it is due (a cancel, once its order's place has been answered too), whatever earlier
 * answers do; its latency counts from when it was due, so a slow server shows as latency, not as
 * fewer commands. Past
 * BENCH_OPEN_MAX_OUTSTANDING requests in flight a command is not sent and counts as never
 * answered; so do commands still unanswered OPEN_DRAIN_MS after the last was due.
 */
async function openLoop(ctx, variant, seconds) {
  const tally = new Tally();
  const market = await midFor(ctx.server, variant);
  const client = new LoadClient(ctx.port, { connections: 128, tokenHeader: ctx.tokenHeader });
  const interval = 1000 / settings.openRate;
  const pairs = Math.floor((settings.openRate * seconds) / 2);
  const cancelPairs = Math.max(0, Math.round(settings.openCancelAfterMs / (2 * interval)));
  const sendLags = [];
  const inflight = new Set();
  let live = true;
  const isLive = () => live;
  let outstanding = 0;
  let scheduled = 0;
  let notSent = 0;
  let late = 0;
  let cancelsBehindPlace = 0;
  let noCancel = 0;
  const start = performance.now() + 50;

  const send = async (kind, path, token, body, due) => {
    if (outstanding >= settings.openMaxOutstanding) {
      notSent += 1;
      tally.add(kind, Number.POSITIVE_INFINITY);
      return undefined;
    }
    outstanding += 1;
    try {
      return await call(client, tally, kind, 'POST', path, token, body, due, isLive);
    } finally {
      outstanding -= 1;
    }
  };
  const pair = async (k) => {
    const userIndex = k % ctx.tokens.length;
    const token = ctx.tokens[userIndex];
    const placeDue = start + 2 * k * interval;
    // The cancel's slot is the odd one `cancelPairs` pairs on, so the order rests about
    // BENCH_OPEN_CANCEL_AFTER_MS and its id is known when the cancel is due.
    const cancelDue = placeDue + (2 * cancelPairs + 1) * interval;
    const lag = performance.now() - placeDue;
    sendLags.push(lag);
    if (lag > LATE_MS) late += 1;
    const placed = await send('place', variant.orders, token, restingBuy(market, userIndex), placeDue);
    if (!live) return;
    if (placed?.order?.status !== 'open') {
      // Nothing to cancel (the place failed or was not sent): the cancel is not a command.
      noCancel += 1;
      scheduled -= 1;
      return;
    }
    const wait = cancelDue - performance.now();
    if (wait > 0) await sleep(wait);
    else if (-wait > LATE_MS) cancelsBehindPlace += 1;
    if (!live) return;
    await send('cancel', variant.cancelPath(placed.order.id), token, {}, cancelDue);
  };

  let next = 0;
  while (next < pairs) {
    const now = performance.now();
    while (next < pairs && start + 2 * next * interval <= now) {
      scheduled += 2;
      const task = pair(next);
      inflight.add(task);
      task.finally(() => inflight.delete(task));
      next += 1;
    }
    if (next < pairs) await sleep(Math.max(0, start + 2 * next * interval - performance.now()));
  }
  const drained = await Promise.race([
    Promise.all([...inflight]).then(() => true),
    deadlineAfter(OPEN_DRAIN_MS).then(() => false),
  ]);
  live = false;
  // What is still in flight is answered but no longer counted; the server works through it before
  // the next phase (the agent's sockets stay open, so nothing is cut off halfway).
  const backlog = async () => {
    await Promise.race([Promise.all([...inflight]), deadlineAfter(OPEN_BACKLOG_MS)]);
    client.close();
  };
  const recorded = tally.count('place') + tally.count('cancel');
  const unanswered = Math.max(0, scheduled - recorded);
  for (let index = 0; index < unanswered; index += 1) tally.add('cancel', Number.POSITIVE_INFINITY);
  return {
    tally,
    scheduled,
    notSent,
    unanswered,
    late,
    sendLags,
    cancelsBehindPlace,
    noCancel,
    drained,
    backlog,
  };
}

/** The slices' order: spot first in even rounds, futures first in odd ones (spot, futures, futures, spot, ...). */
function sliceOrder() {
  const order = [];
  for (let round = 0; round < settings.slices; round += 1) {
    order.push(...(round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse()));
  }
  return order;
}

/**
 * Runs `work(variant, seconds)` for each variant in BENCH_SLICES slices of `seconds` / slices,
 * taking turns (`sliceOrder`), each slice measured on its own (`measured`: the server settles
 * first) and followed by `after(slice, variant)`; returns the slices combined per variant name.
 */
async function interleaved(server, seconds, work, after = async () => {}) {
  const parts = new Map(VARIANTS.map((variant) => [variant.name, []]));
  for (const variant of sliceOrder()) {
    if (server.exited || stopping) break;
    const slice = await measured(server, () => work(variant, seconds / settings.slices));
    slice.plannedSeconds = seconds / settings.slices;
    await after(slice, variant);
    parts.get(variant.name).push(slice);
  }
  return Object.fromEntries([...parts].map(([name, slices]) => [name, combine(slices)]));
}

/** One variant's slices of a phase as one: counts and times summed, latencies and batch sizes pooled. */
function combine(slices) {
  const tally = new Tally();
  for (const slice of slices) tally.merge(slice.tally);
  const sum = (key) => slices.reduce((total, slice) => total + (slice[key] ?? 0), 0);
  const reported = slices.every((slice) => Array.isArray(slice.batches));
  return {
    tally,
    slices: slices.length,
    seconds: sum('seconds'),
    serverCpuMs: sum('serverCpuMs'),
    clientCpuMs: sum('clientCpuMs'),
    batches: reported ? slices.flatMap((slice) => slice.batches) : null,
    /** The batch statements sent and the time waited for them, over the slices. */
    statements: {
      count: slices.reduce((total, slice) => total + slice.statements.count, 0),
      ms: slices.reduce((total, slice) => total + slice.statements.ms, 0),
      text: slices.at(-1)?.statements.text ?? '',
    },
    windows: slices.map((slice) => slice.window),
    /** Each slice's rate (answers by its deadline per planned second) and p99, in the order run. */
    perSlice: slices.map((slice) => ({
      rate: slice.tally.inTime / slice.plannedSeconds,
      p99: percentile(slice.tally.sorted(), 99),
    })),
    // The open loop's counts.
    scheduled: sum('scheduled'),
    notSent: sum('notSent'),
    unanswered: sum('unanswered'),
    late: sum('late'),
    sendLagP99: percentile(Float64Array.from(slices.flatMap((slice) => slice.sendLags ?? [])).sort(), 99),
    cancelsBehindPlace: sum('cancelsBehindPlace'),
    noCancel: sum('noCancel'),
    drained: slices.every((slice) => slice.drained !== false),
    backlogSeconds: sum('backlogSeconds'),
  };
}

async function mixed(ctx) {
  const tally = new Tally();
  let market = await ctx.server.ask('mid');
  let polling = true;
  const poll = (async () => {
    while (polling) {
      await sleep(200);
      if (polling) market = await ctx.server.ask('mid').catch(() => market);
    }
  })();
  const open = ctx.tokens.map(() => []);
  const turns = ctx.tokens.map(() => 0);
  await closedLoops(ctx, tally, settings.mixedSeconds, async (index) => {
    const token = ctx.tokens[index];
    turns[index] += 1;
    const turn = turns[index];
    const scale = 10 ** market.tickDecimals;
    const side = (turn + index) % 2 === 0 ? 'buy' : 'sell';
    const offset = Math.floor(Math.random() * 400) - 300; // mostly resting, some crossing
    const ticks = Math.max(1, Math.round(market.mid + (side === 'buy' ? offset : -offset)));
    const price = (ticks / scale).toFixed(market.tickDecimals);
    const body = { symbol: SYMBOL, side, type: 'limit', price, quantity: '0.0005' };
    const placed = await call(ctx.client, tally, 'place', 'POST', ORDERS, token, body);
    if (placed?.order?.status === 'open') open[index].push(placed.order.id);
    if (turn % 2 === 0 && open[index].length > 0) {
      await call(ctx.client, tally, 'cancel', 'POST', cancelPath(open[index].shift()), token, {});
    }
    if (turn % 10 === 0) {
      const order = { symbol: SYMBOL, side, type: 'market', quantity: '0.0001' };
      await call(ctx.client, tally, 'market', 'POST', ORDERS, token, order);
    }
  });
  polling = false;
  await poll;
  return { tally };
}

// ---------------------------------------------------------------------------------------------
// One store.

async function scratchDatabase(adminUrl, purpose = 'orders') {
  const name = `vela_bench_${purpose}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  return { url: url.toString(), drop };
}

/** The write ceiling's slices as one: counts, times and CPU summed, batch times pooled. */
function combineCeiling(slices) {
  const sum = (key) => slices.reduce((total, slice) => total + slice[key], 0);
  const times = Float64Array.from(slices.flatMap((slice) => slice.times)).sort();
  const commands = sum('commands');
  return {
    slices: slices.length,
    commands,
    batches: sum('batches'),
    seconds: sum('seconds'),
    cpuMs: sum('cpuMs'),
    rate: commands / sum('seconds'),
    cpuPerCommand: sum('cpuMs') / commands,
    perSlice: slices.map((slice) => slice.commands / slice.seconds),
    batchP50: percentile(times, 50),
    batchP99: percentile(times, 99),
    windows: slices.map((slice) => slice.window),
  };
}

function batchText(batches) {
  if (batches === null || batches === undefined) return 'n/a';
  if (batches.length === 0) return 'none committed';
  const sorted = Float64Array.from(batches).sort();
  return `median ${percentile(sorted, 50)}, p99 ${percentile(sorted, 99)}, max ${sorted[sorted.length - 1]} (${count(batches.length)} batches)`;
}

function problemText(tally) {
  const refusals = [...tally.refusals].map(([reason, n]) => `${reason} ${n}`).join(', ');
  return `refused ${tally.refused}${refusals ? ` (${refusals})` : ''}, errors ${tally.errors}`;
}

async function runStore(label, adminUrl) {
  const result = { label, errors: 0, failed: undefined };
  let dataDir;
  let scratch;
  let server;
  let client;
  let ceilingDir;
  let ceilingScratch;
  let ceiling;
  let cleaning;
  const cleanup = () => {
    cleaning ??= removeAll();
    return cleaning;
  };
  const removeAll = async () => {
    client?.close();
    await Promise.all([server?.stop(), ceiling?.stop()]);
    for (const dir of [dataDir, ceilingDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    for (const database of [scratch, ceilingScratch]) if (database) await database.drop();
  };
  cleanups.add(cleanup);
  // One directory per run and store: V8 writes a profile per thread (tsx's loader hooks run in
  // one of their own), named CPU.<date>.<time>.<pid>.<thread id>.<seq>.cpuprofile.
  const profileDir = join(
    root,
    '.reports',
    'bench-orders',
    `${label}-${new Date().toISOString().replace(/[:.]/g, '-')}`,
  );
  const phases = {};
  try {
    if (adminUrl) {
      scratch = await scratchDatabase(adminUrl);
      ceilingScratch = await scratchDatabase(adminUrl, 'ceiling');
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'vela-orders-bench-'));
      ceilingDir = mkdtempSync(join(tmpdir(), 'vela-ceiling-bench-'));
    }
    const execArgv = ['--import', 'tsx'];
    if (settings.profile) {
      mkdirSync(profileDir, { recursive: true });
      execArgv.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
    }
    const child = fork(join(here, 'order-server.mjs'), [], {
      cwd: here,
      execArgv,
      env: {
        ...process.env,
        BENCH_ORDER_SERVER: JSON.stringify({
          databaseUrl: scratch?.url,
          dataDir,
          users: settings.users,
          symbol: SYMBOL,
        }),
      },
    });
    server = new ServerProcess(child);
    // The write ceiling's own process and database, set up while the server starts.
    const ceilingArgv = ['--import', 'tsx'];
    if (settings.profile) {
      mkdirSync(join(profileDir, 'ceiling'), { recursive: true });
      ceilingArgv.push('--cpu-prof', `--cpu-prof-dir=${join(profileDir, 'ceiling')}`);
    }
    ceiling = new ServerProcess(
      fork(join(here, 'write-ceiling.mjs'), [], {
        cwd: here,
        execArgv: ceilingArgv,
        env: {
          ...process.env,
          BENCH_CEILING: JSON.stringify({
            databaseUrl: ceilingScratch?.url,
            dataDir: ceilingDir,
            users: settings.users,
            symbol: SYMBOL,
          }),
        },
      }),
    );
    const forked = performance.now();
    const [ready] = await Promise.all([server.ready(180_000), ceiling.ready(180_000)]);
    const startSeconds = (performance.now() - forked) / 1000;
    client = new LoadClient(ready.port, { connections: settings.users, tokenHeader: ready.tokenHeader });
    const ctx = { server, client, port: ready.port, tokens: ready.tokens, tokenHeader: ready.tokenHeader };
    const line = (phase, text) => console.log(`${label.padEnd(10)} ${phase.padEnd(21)} ${text}`);

    // Futures margin comes from the futures wallet: each user moves some of the spot USDT there.
    const funding = await fundFutures(ctx);
    phases.funding = funding;

    // What the server spends with no requests at all (the simulator, the market service's timers),
    // part of every phase's CPU per command: it weighs most at low rates.
    const idle = await measured(server, () => sleep(settings.idleSeconds * 1000));
    result.idleCpuMsPerSecond = idle.serverCpuMs / idle.seconds;
    line(
      'server',
      `${ready.driver}, ready in ${startSeconds.toFixed(1)} s (migrations, seed, ${settings.users} users with sessions; ` +
        `the write ceiling's process set up beside it); load average ${load()}; ` +
        `idle for ${idle.seconds.toFixed(1)} s: ${result.idleCpuMsPerSecond.toFixed(1)} ms of CPU per second`,
    );
    line(
      'futures funding',
      `${count(funding.tally.answered - funding.tally.refused)} of ${ctx.tokens.length} users moved ` +
        `${settings.futuresTransfer} USDT to their futures wallet, ${problemText(funding.tally)}`,
    );
    if (funding.tally.answered - funding.tally.refused < ctx.tokens.length) {
      throw new Error('not every user could fund the futures wallet: the futures phases would measure refusals');
    }
    const netCpu = (phase, commandCount) =>
      `${((phase.serverCpuMs - result.idleCpuMsPerSecond * phase.seconds) / commandCount).toFixed(3)} without the idle load`;

    const warm = await measured(server, () => warmUp(ctx));
    phases.warmup = warm;
    line(
      'warm-up',
      `${warm.seconds.toFixed(1)} s: ${count(warm.tally.sorted().length)} requests, ${problemText(warm.tally)}`,
    );

    const auth = await measured(server, () => authMe(ctx));
    phases.auth = auth;
    const authRequests = auth.tally.answered;
    auth.rate = auth.tally.inTime / settings.authSeconds;
    auth.cpuPerRequest = auth.serverCpuMs / authRequests;
    const authSorted = auth.tally.sorted();
    line(
      'auth/me',
      `${settings.authSeconds} s: ${count(auth.rate)} req/s (${count(auth.tally.inTime)} answered in time, ` +
        `${count(authRequests)} with the last loops' turns, ${auth.seconds.toFixed(1)} s), ` +
        `p50 ${ms(percentile(authSorted, 50))}, p99 ${ms(percentile(authSorted, 99))}, ` +
        `server CPU ${auth.cpuPerRequest.toFixed(3)} ms/req, load generator CPU ${(auth.clientCpuMs / authRequests).toFixed(3)} ms/req, ` +
        `errors ${auth.tally.errors}`,
    );

    // Spot and futures take turns, slice by slice (see `interleaved`); after each spot slice the
    // write ceiling writes that slice's batch sizes, unprepared then prepared, with the server idle,
    // so the ceiling meets the same moments of the machine's load as the place+cancel it is compared with.
    const ceilingSlices = { ceiling: [], prepared: [] };
    const saturation = await interleaved(
      server,
      settings.orderSeconds,
      (variant, seconds) => placeCancel(ctx, variant, seconds),
      async (slice, variant) => {
        if (variant !== SPOT) return;
        for (const [key, prepared] of [
          ['ceiling', false],
          ['prepared', true],
        ]) {
          const seconds = settings.ceilingSeconds / settings.slices;
          ceilingSlices[key].push(await ceiling.ask('run', { sizes: slice.batches ?? [], seconds, prepared }));
        }
      },
    );
    phases.orders = saturation.spot;
    phases.futuresOrders = saturation.futures;
    for (const variant of VARIANTS) {
      const orders = saturation[variant.name];
      const commands = orders.tally.answered;
      orders.rate = orders.tally.inTime / settings.orderSeconds;
      orders.cpuPerCommand = orders.serverCpuMs / commands;
      const orderSorted = orders.tally.sorted();
      line(
        `${variant.name} place+cancel`,
        `${settings.orderSeconds} s in ${orders.slices} slices: ${count(orders.rate)} commands/s ` +
          `(slices ${orders.perSlice.map((slice) => count(slice.rate)).join(' / ')}; ${count(orders.tally.inTime)} answered in time; ` +
          `in all ${count(orders.tally.count('place'))} places, ${count(orders.tally.count('cancel'))} cancels in ` +
          `${orders.seconds.toFixed(1)} s), p50 ${ms(percentile(orderSorted, 50))}, ` +
          `p99 ${ms(percentile(orderSorted, 99))} (place ${ms(percentile(orders.tally.sorted('place'), 99))}, ` +
          `cancel ${ms(percentile(orders.tally.sorted('cancel'), 99))}), server CPU ${orders.cpuPerCommand.toFixed(3)} ms/command ` +
          `(${netCpu(orders, commands)}), ` +
          `load generator CPU ${(orders.clientCpuMs / commands).toFixed(3)} ms/command, batch sizes ${batchText(orders.batches)}, ` +
          `${problemText(orders.tally)}`,
      );
    }

    // The database's own ceiling at spot's batch sizes, its slices summed.
    const sizes = saturation.spot.batches ?? [];
    for (const key of ['ceiling', 'prepared']) result[key] = combineCeiling(ceilingSlices[key]);
    // Where a batch's time goes in the database: planning the statement against running it.
    const medianSize = Math.max(1, percentile(Float64Array.from(sizes).sort(), 50) || 1);
    result.explain = await ceiling.ask('explain', { size: medianSize, times: 5 });
    const vela = saturation.spot.statements;
    result.velaStatementMs = vela.count > 0 ? vela.ms / vela.count : Number.NaN;
    // The ceiling builds its statements with the server's batch writer: the same text unless the
    // server's desks write other parts than the ceiling gives it (spot's rows and an empty futures part).
    const ceilingText = ceilingSlices.ceiling.at(-1)?.text;
    result.sameStatement = vela.text && ceilingText ? vela.text === ceilingText : undefined;
    for (const [key, name] of [
      ['ceiling', 'write ceiling'],
      ['prepared', 'ceiling, prepared'],
    ]) {
      const run = result[key];
      line(
        name,
        `${run.seconds.toFixed(1)} s in ${run.slices} slices after spot's: ${count(run.rate)} commands/s ` +
          `(slices ${run.perSlice.map((rate) => count(rate)).join(' / ')}) in ${count(run.batches)} batches at spot place+cancel's sizes ` +
          `(${batchText(sizes)}), per batch p50 ${ms(run.batchP50)}, p99 ${ms(run.batchP99)}, ` +
          `writer CPU ${run.cpuPerCommand.toFixed(3)} ms/command (${(run.cpuMs / run.batches).toFixed(2)} ms/batch)` +
          (key === 'ceiling'
            ? `; spot place+cancel is ${(saturation.spot.rate / run.rate).toFixed(2)}x this; Vela's ${count(vela.count)} batch ` +
              `statements there waited ${ms(result.velaStatementMs)} each in the driver; statement text ` +
              `${result.sameStatement === undefined ? 'not seen' : result.sameStatement ? "the same as Vela's" : "DIFFERS from Vela's"}`
            : `; ${(run.rate / result.ceiling.rate).toFixed(2)}x unprepared; spot place+cancel is ` +
              `${(saturation.spot.rate / run.rate).toFixed(2)}x this (the comparator: Vela prepares its statement too)`) +
          `; load average ${load()}`,
      );
    }
    line(
      'ceiling, explained',
      `EXPLAIN ANALYZE of ${result.explain.times} batches of ${result.explain.size} commands: the database planned ` +
        `the statement in ${ms(result.explain.planningMs)} and ran it in ${ms(result.explain.executionMs)} (medians)`,
    );

    const openLoops = await interleaved(
      server,
      settings.openSeconds,
      (variant, seconds) => openLoop(ctx, variant, seconds),
      async (slice) => {
        const backlogStarted = performance.now();
        await slice.backlog();
        await server.ask('settle');
        slice.backlogSeconds = (performance.now() - backlogStarted) / 1000;
      },
    );
    phases.open = openLoops.spot;
    phases.futuresOpen = openLoops.futures;
    for (const variant of VARIANTS) {
      const open = openLoops[variant.name];
      const openSorted = open.tally.sorted();
      open.p99 = percentile(openSorted, 99);
      open.answered = open.tally.answered;
      line(
        `${variant.name} open ${settings.openRate}/s`,
        `${settings.openSeconds} s in ${open.slices} slices: ${count(open.scheduled)} commands due, ${count(open.answered)} answered ` +
          `(${count(open.answered / open.seconds)}/s), from the time due: p50 ${ms(percentile(openSorted, 50))}, ` +
          `p99 ${ms(open.p99)} (slices ${open.perSlice.map((slice) => ms(slice.p99)).join(' / ')}), ` +
          `p99.9 ${ms(percentile(openSorted, 99.9))}, max ${ms(openSorted[openSorted.length - 1])}; ` +
          `places sent over ${LATE_MS} ms after their slot ${open.late} (send lag p99 ${ms(open.sendLagP99)}), ` +
          `cancels waiting for their place ${open.cancelsBehindPlace}, ` +
          `not sent (over ${settings.openMaxOutstanding} in flight) ${open.notSent}, unanswered ${open.unanswered}` +
          `${open.drained ? '' : ` after ${OPEN_DRAIN_MS / 1000} s (then answered uncounted in ${open.backlogSeconds.toFixed(1)} s)`}, ` +
          `server CPU ${(open.serverCpuMs / Math.max(1, open.answered)).toFixed(3)} ms/command ` +
          `(${netCpu(open, Math.max(1, open.answered))}), ` +
          `batch sizes ${batchText(open.batches)}, ${problemText(open.tally)}`,
      );
    }

    const mix = await measured(server, () => mixed(ctx));
    phases.mixed = mix;
    const mixSorted = mix.tally.sorted();
    line(
      'mixed',
      `${settings.mixedSeconds} s: ${count(mix.tally.inTime / settings.mixedSeconds)} commands/s (in all ${count(mix.tally.count('place'))} limit, ` +
        `${count(mix.tally.count('cancel'))} cancels, ${count(mix.tally.count('market'))} market), ` +
        `p50 ${ms(percentile(mixSorted, 50))}, p99 ${ms(percentile(mixSorted, 99))}, ` +
        `server CPU ${(mix.serverCpuMs / Math.max(1, mix.tally.answered)).toFixed(3)} ms/command ` +
        `(${netCpu(mix, Math.max(1, mix.tally.answered))}), ` +
        `batch sizes ${batchText(mix.batches)}, ${problemText(mix.tally)}`,
    );

    const ceilingFinish = await ceiling.ask('finish');
    await ceiling.exit;
    result.ceilingConserved = ceilingFinish.conserved && ceilingFinish.entries === ceilingFinish.commands;
    line(
      'ceiling check',
      `${count(ceilingFinish.commands)} commands written, ${count(ceilingFinish.entries)} ledger entries; ` +
        `every user's USDT total ${ceilingFinish.conserved ? 'unchanged' : 'CHANGED'}`,
    );

    client.close();
    const finishing = performance.now();
    const finish = await server.ask('finish');
    await server.exit;
    const finishSeconds = (performance.now() - finishing) / 1000;
    result.conserved = finish.conserved && finish.negativeBalances === 0 && ready.negativeBefore === 0;
    line(
      'conservation',
      `${finish.assets} assets: totals ${finish.conserved ? 'equal before and after' : 'CHANGED'}` +
        `${finish.changed.map((c) => ` ${c.asset} ${c.before} -> ${c.after} (1e-18 units)`).join(',')}; ` +
        `negative balances ${finish.negativeBalances} (stopped and checked in ${finishSeconds.toFixed(1)} s)`,
    );
    if (settings.profile) {
      const file = mainThreadProfile(profileDir);
      for (const variant of VARIANTS) {
        printProfile(label, file, `${variant.name} place+cancel`, saturation[variant.name].windows);
        printProfile(label, file, `${variant.name} open loop ${settings.openRate}/s`, openLoops[variant.name].windows);
      }
      const ceilingFile = mainThreadProfile(join(profileDir, 'ceiling'));
      printProfile(label, ceilingFile, 'write ceiling (unprepared)', result.ceiling.windows);
      printProfile(label, ceilingFile, 'write ceiling (prepared)', result.prepared.windows);
    }
  } catch (error) {
    result.failed = error;
    if (!stopping) console.log(`${label}: FAILED: ${error?.stack ?? error}`);
  } finally {
    cleanups.delete(cleanup);
    await cleanup().catch((error) => console.error(`${label}: cleanup failed:`, error));
  }
  for (const phase of Object.values(phases)) {
    result.errors += phase.tally.errors;
    for (const sample of phase.tally.errorSamples) console.log(`  ${label} error: ${sample}`);
  }
  Object.assign(result, phases);
  return result;
}

/** The main thread's profile (thread id 0) in `dir`. */
function mainThreadProfile(dir) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  const main = files.find((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name)) ?? files[0];
  return main ? join(dir, main) : join(dir, '(no profile written)');
}

function printProfile(label, file, phase, windows) {
  let summary;
  try {
    summary = summarizeProfile(file, { windows, root });
    if (summary.windowMs === 0) summary = summarizeProfile(file, { root }); // clocks did not line up
  } catch (error) {
    console.log(`${label} profile: could not read ${file}: ${error.message}`);
    return;
  }
  const busy = summary.busyMs;
  console.log(
    `${label} profile (${file.slice(root.length)}), ${phase} phase: ${(summary.windowMs / 1000).toFixed(1)} s on the ` +
      `main thread's clock (${windows.length} slices), ${(busy / 1000).toFixed(1)} s busy (GC ${(summary.gcMs / 1000).toFixed(1)} s); ` +
      'top functions by self time:',
  );
  for (const { key, ms: selfMs } of summary.functions) {
    console.log(`  ${selfMs.toFixed(0).padStart(7)} ms ${((100 * selfMs) / busy).toFixed(1).padStart(5)} %  ${key}`);
  }
  console.log(`${label} profile, ${phase}: self time by file:`);
  for (const { key, ms: selfMs } of summary.files) {
    console.log(`  ${selfMs.toFixed(0).padStart(7)} ms ${((100 * selfMs) / busy).toFixed(1).padStart(5)} %  ${key}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The run.

function summary(results) {
  const rows = [];
  const cell = (result, value, met) => {
    if (result.failed || value === undefined) return 'failed';
    return met === undefined ? value : `${value} ${met ? 'met' : 'MISSED'}`;
  };
  const both = results.length === 2 && results.every((result) => !result.failed);
  const ratio = (get) => {
    const value = both ? get(results[1]) / get(results[0]) : Number.NaN;
    return Number.isFinite(value) ? `${value.toFixed(2)}x` : '';
  };
  const row = (name, target, get, format, met) =>
    rows.push([
      name,
      target,
      ...results.map((result) => {
        if (result.failed) return 'failed';
        const value = get(result);
        return cell(result, format(value), met?.(value, result));
      }),
      both ? ratio(get) : '',
    ]);
  row(
    'spot place+cancel saturation',
    Object.entries(TARGETS.commandsPerSecond)
      .map(([store, target]) => `>= ${count(target)} (${store})`)
      .join(', '),
    (r) => r.orders.rate,
    (v) => `${count(v)} cmd/s`,
    (v, r) => v >= TARGETS.commandsPerSecond[r.label],
  );
  row(
    "write ceiling (Vela's statement prepared once, as Vela runs it; spot's batch sizes)",
    '(the comparator)',
    (r) => r.prepared.rate,
    (v) => `${count(v)} cmd/s`,
  );
  row(
    'spot place+cancel / write ceiling',
    `>= ${TARGETS.ratioToCeiling}x`,
    (r) => r.orders.rate / r.prepared.rate,
    (v) => `${v.toFixed(2)}x`,
    (v) => v >= TARGETS.ratioToCeiling,
  );
  row(
    `spot open loop ${settings.openRate}/s p99`,
    `< ${TARGETS.openP99Ms} ms`,
    (r) => r.open.p99,
    (v) => (Number.isFinite(v) ? `${v.toFixed(2)} ms` : ms(v)),
    (v) => v < TARGETS.openP99Ms,
  );
  row(
    'spot server CPU per command at saturation',
    `< ${TARGETS.cpuPerCommandMs} ms`,
    (r) => r.orders.cpuPerCommand,
    (v) => `${v.toFixed(3)} ms`,
    (v) => v < TARGETS.cpuPerCommandMs,
  );
  row(
    'write ceiling: writer CPU per command',
    '(reported)',
    (r) => r.prepared.cpuPerCommand,
    (v) => `${v.toFixed(3)} ms`,
  );
  row(
    'write ceiling, statement unprepared (parsed every batch: the comparator before 2026-12-07)',
    '(reported)',
    (r) => r.ceiling.rate,
    (v) => `${count(v)} cmd/s`,
  );
  row(
    'spot place+cancel / unprepared ceiling',
    '(reported)',
    (r) => r.orders.rate / r.ceiling.rate,
    (v) => `${v.toFixed(2)}x`,
  );
  row(
    'prepared / unprepared ceiling',
    '(reported)',
    (r) => r.prepared.rate / r.ceiling.rate,
    (v) => `${v.toFixed(2)}x`,
  );
  rows.push([
    'per batch: Vela waits on the driver / ceiling writes',
    '(reported)',
    ...results.map((r) =>
      r.failed
        ? 'failed'
        : `${ms(r.velaStatementMs)} / ${ms(r.prepared.batchP50)} (p50), ${ms(r.ceiling.batchP50)} unprepared`,
    ),
    '',
  ]);
  rows.push([
    'per batch (median size): planning / running the statement',
    '(reported)',
    ...results.map((r) => (r.failed ? 'failed' : `${ms(r.explain.planningMs)} / ${ms(r.explain.executionMs)}`)),
    '',
  ]);
  rows.push([
    "ceiling statement = Vela's (built by Vela's batch writer)",
    'yes',
    ...results.map((r) =>
      r.failed ? 'failed' : r.sameStatement === undefined ? 'not seen' : r.sameStatement ? 'yes' : 'DIFFERS',
    ),
    '',
  ]);
  row(
    'auth/me saturation (no longer the comparator)',
    '(reported)',
    (r) => r.auth.rate,
    (v) => `${count(v)} req/s`,
  );
  rows.push([
    'batch sizes (spot place+cancel)',
    '(reported)',
    ...results.map((r) => (r.failed ? 'failed' : batchText(r.orders.batches))),
    '',
  ]);
  // Futures beside spot: measured the same way, in slices taking turns with spot's.
  row(
    'futures place+cancel saturation',
    '(reported)',
    (r) => r.futuresOrders.rate,
    (v) => `${count(v)} cmd/s`,
  );
  row(
    'futures / spot place+cancel',
    '(reported)',
    (r) => r.futuresOrders.rate / r.orders.rate,
    (v) => `${v.toFixed(2)}x`,
  );
  row(
    `futures open loop ${settings.openRate}/s p99`,
    `< ${TARGETS.openP99Ms} ms (spot's bar)`,
    (r) => r.futuresOpen.p99,
    (v) => (Number.isFinite(v) ? `${v.toFixed(2)} ms` : ms(v)),
    (v) => v < TARGETS.openP99Ms,
  );
  rows.push([
    `open loop ${settings.openRate}/s p50: spot, futures`,
    '(reported)',
    ...results.map((r) =>
      r.failed
        ? 'failed'
        : `${ms(percentile(r.open.tally.sorted(), 50))}, ${ms(percentile(r.futuresOpen.tally.sorted(), 50))}`,
    ),
    '',
  ]);
  row(
    'futures server CPU per command',
    `< ${TARGETS.cpuPerCommandMs} ms (spot's bar)`,
    (r) => r.futuresOrders.cpuPerCommand,
    (v) => `${v.toFixed(3)} ms`,
    (v) => v < TARGETS.cpuPerCommandMs,
  );
  row(
    'futures / spot server CPU per command',
    '(reported)',
    (r) => r.futuresOrders.cpuPerCommand / r.orders.cpuPerCommand,
    (v) => `${v.toFixed(2)}x`,
  );
  rows.push([
    'batch sizes (futures place+cancel)',
    '(reported)',
    ...results.map((r) => (r.failed ? 'failed' : batchText(r.futuresOrders.batches))),
    '',
  ]);
  rows.push([
    'errors / conserved (Vela, ceiling)',
    '0 / yes',
    ...results.map((r) =>
      r.failed
        ? 'failed'
        : `${r.errors} / ${r.conserved ? 'yes' : 'NO'}, ${r.ceilingConserved ? 'yes' : 'NO'} ` +
          `${r.errors === 0 && r.conserved && r.ceilingConserved ? 'met' : 'MISSED'}`,
    ),
    '',
  ]);
  const header = [
    'measure',
    'target',
    ...results.map((r) => r.label),
    results.length === 2 ? 'PostgreSQL / PGlite' : '',
  ];
  const table = [header, ...rows].map((cells) => (results.length === 2 ? cells : cells.slice(0, -1)));
  console.log(`\n| ${table[0].join(' | ')} |\n|${table[0].map(() => '---').join('|')}|`);
  for (const cells of table.slice(1)) console.log(`| ${cells.join(' | ')} |`);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
console.log(
  `${new Date().toISOString()}, ${cpus()[0]?.model ?? 'cpu'} x ${cpus().length}, Node ${process.version}, ` +
    `load average ${load()}; ${settings.users} users; warm-up ${settings.warmupSeconds} s, auth/me ${settings.authSeconds} s, ` +
    `place+cancel ${settings.orderSeconds} s and open loop ${settings.openRate}/s for ${settings.openSeconds} s ` +
    `each for spot and futures (${settings.slices} slices each, taking turns), mixed ${settings.mixedSeconds} s per store${settings.profile ? '; PROFILING (slower)' : ''}`,
);
const results = [];
try {
  results.push(await runStore('PGlite', undefined));
  if (process.env.DATABASE_URL && !stopping) results.push(await runStore('PostgreSQL', process.env.DATABASE_URL));
  if (!stopping) summary(results);
  console.log(`load average at the end: ${load()}`);
} finally {
  await cleanUpAll();
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
}
if (results.some((result) => result.failed || result.errors > 0 || !result.conserved || !result.ceilingConserved)) {
  process.exitCode = 1;
}
