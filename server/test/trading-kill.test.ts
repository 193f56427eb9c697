// kill -9 of the real server while a bounded stream of spot orders, spot <-> futures transfers and
// futures commands (orders, cancels, closes, leverage and margin-mode changes) from several users
// runs.
//
// The guarantee under test: the server is killed (SIGKILL) at a random moment; after a restart
// every order and every transfer that got a 2xx is there exactly as answered, nothing without a
// 2xx is half-applied (an order and its trail, a transfer on one wallet only, a futures fill
// without its position), balances of both wallets are conserved, and trading and transferring go
// on, spot and futures.
//
// The server runs as its own process (`node --import tsx server/src/main.ts`, in its own process
// group), on an embedded PGlite directory and, with DATABASE_URL, on a scratch PostgreSQL
// database. The test speaks only HTTP to it and reads the database (schema tables) between runs;
// it never touches the trading code. The random moments come from a seed printed at the start:
// KILL_SEED=<seed> replays the same plan (the timing of the requests still varies).
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { futuresPaths, futuresTickerListSchema } from '@vela/contracts/futures';
import {
  futuresAccountPaths,
  futuresAccountSchema,
  type Transfer,
  type TransferRequest,
  transferResponseSchema,
} from '@vela/contracts/futures-account';
import {
  type AdjustMarginRequest,
  type ClosePositionRequest,
  type FuturesOrder,
  futuresOrderListSchema,
  futuresOrderResponseSchema,
  futuresPositionListSchema,
  futuresTradingPaths,
  type LeverageRequest,
  type MarginModeRequest,
  type PlaceFuturesOrderRequest,
  placeFuturesOrderResponseSchema,
} from '@vela/contracts/futures-trading';
import { depthSnapshotSchema, marketDataPaths } from '@vela/contracts/market-data';
import { SESSION_COOKIE } from '@vela/contracts/session';
import {
  cancelAllResponseSchema,
  type Fill,
  type Order,
  orderListSchema,
  orderResponseSchema,
  type PlaceOrderRequest,
  placeOrderResponseSchema,
  tradingPaths,
} from '@vela/contracts/trading';
import Big from 'big.js';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { grantDemoBalances } from '../src/accounts/balances.ts';
import { createSession } from '../src/accounts/sessions.ts';
import { type Database, type DatabaseDriver, openDatabase } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import {
  balances,
  futuresBalances,
  futuresFills,
  futuresLedgerEntries,
  futuresOrders,
  futuresPositions,
  futuresSettings,
  ledgerEntries,
  spotFills,
  spotMarkets,
  spotOrders,
  systemBalances,
  systemLedgerEntries,
  users,
} from '../src/db/schema.ts';
import { seedDemoData } from '../src/seeding.ts';
import { drivers, postgresUrl, skipPostgresReason } from './support/databases.ts';
import {
  FUTURES_INDEX,
  FUTURES_SPOT_QUOTES,
  FUTURES_SYMBOL,
  type FuturesObservation,
  type FuturesRefusal,
  type FuturesSaid,
  type FuturesTables,
  futuresHeld,
  futuresProblems,
  type SettingsCall,
  signedSize,
} from './support/futures-kill.ts';
import { type ServerProcess, serverStopSignal, spawnServer, waitUntilReady } from './support/server-process.ts';

const SYMBOL = 'ETH_USDT';
/** The asset moved between the spot and futures wallets (futures are margined in USDT only). */
const MARGIN_ASSET = 'USDT';
const USERS = 6;
const ROUNDS = 2;
/** How long each stream may run; the kill falls inside it. */
const STREAM_MS = 3_000;
const TEST_TIMEOUT_MS = 240_000;

const baseSeed = process.env.KILL_SEED ? Number(process.env.KILL_SEED) : randomInt(2 ** 31);
console.info(`trading-kill: seed ${baseSeed} (replay the same plan with KILL_SEED=${baseSeed})`);

/** A small seeded generator (mulberry32): the same seed, the same plan of actions and kill moments. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ---------------------------------------------------------------------------------------------
// Storage: where the server keeps its data, opened directly by the test while the server is down.

interface Store {
  driver: DatabaseDriver;
  /** What the server process needs to find the same data. */
  env: Record<string, string>;
  open(): Promise<Database>;
  /** PostgreSQL: waits until the killed server's connections are gone, so nothing commits under a check. */
  quiesce(): Promise<void>;
  dispose(): Promise<void>;
}

async function createStore(driver: DatabaseDriver): Promise<Store> {
  if (driver === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'vela-kill-'));
    return {
      driver,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir }),
      quiesce: async () => {},
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  if (!postgresUrl) throw new Error(skipPostgresReason);
  const name = `vela_kill_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async <T>(use: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    driver,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: tmpdir() },
    open: () => openDatabase({ databaseUrl, dataDir: '', poolSize: 2 }),
    quiesce: () =>
      admin(async (client) => {
        const deadline = Date.now() + 15_000;
        for (;;) {
          const { rows } = await client.query<{ count: string }>(
            'select count(*) as count from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          );
          if (Number(rows[0]?.count ?? 0) === 0) return;
          if (Date.now() > deadline) throw new Error(`the killed server's sessions on ${name} did not go away`);
          await sleep(100);
        }
      }),
    dispose: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The server process.

const running = new Set<ServerProcess>();

// A crashed test worker must not leave servers behind.
const killAllOnExit = () => {
  for (const server of running) server.kill();
};
process.on('exit', killAllOnExit);

async function startServer(store: Store): Promise<ServerProcess> {
  const server = await spawnServer({
    ENGINE: 'on',
    // No simulated liquidity: the users trade only with each other, spot and futures.
    SIMULATOR: 'off',
    // Funding once a day (00:00 UTC), so a run almost never pays it between a snapshot and the
    // checks of the API against it (funding moves realized PnL and wallets).
    FUNDING_INTERVAL_MINUTES: '1440',
    SEED: 'on',
    LOG_LEVEL: 'warn',
    ...store.env,
  });
  running.add(server);
  void server.exited.then(() => running.delete(server));
  await waitUntilReady(server, 90_000);
  return server;
}

/** The stop signal and a clean exit; SIGKILL of the group if it does not come within 20 s. */
async function stopServer(server: ServerProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (server.child.pid !== undefined && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill(serverStopSignal);
  }
  const timer = setTimeout(() => server.kill(), 20_000);
  const exit = await server.exited;
  clearTimeout(timer);
  server.kill(); // whatever the leader left behind in its group
  return exit;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Users and their calls.

interface TestUser {
  index: number;
  id: string;
  token: string;
}

/** Creates users with the demo grant and a session each, straight in the database (server down). */
async function createUsers(database: Database, count: number): Promise<TestUser[]> {
  const created: TestUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const [row] = await database.db
      .insert(users)
      // Level 1 of identity verification: futures orders that may open a position need it.
      .values({
        email: `kill-${index}-${process.pid}-${Date.now()}@example.com`,
        passwordHash: 'not-used',
        kycLevel: 1,
        kycVerified: true,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned no row');
    await grantDemoBalances(database.db, row.id);
    const { token } = await createSession(database.db, row.id, 24, {
      ip: null,
      userAgent: null,
      device: null,
      method: 'password',
    });
    created.push({ index, id: row.id, token });
  }
  return created;
}

/** One answer of the API, or the failure to get one. */
interface Answer {
  status?: number;
  body?: unknown;
  error?: string;
}

async function call(server: ServerProcess, user: TestUser, method: 'GET' | 'POST', path: string, body?: object) {
  const headers: Record<string, string> = { cookie: `${SESSION_COOKIE}=${user.token}`, origin: server.baseUrl };
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed } satisfies Answer;
  } catch (error) {
    return { error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) };
  }
}

/** An order as a 2xx answer showed it, with the fills the same answer listed. */
interface Observation {
  round: number;
  userId: string;
  via: string;
  order: Order;
  fills: Fill[];
}

/** A place refused with a 4xx: it must have left nothing behind. */
interface Refusal {
  round: number;
  userId: string;
  clientOrderId: string;
  answer: string;
}

/** A transfer as a 2xx answer showed it. */
interface TransferObservation {
  round: number;
  userId: string;
  transfer: Transfer;
}

/**
 * What the API said: the orders its 2xx answers showed, the places it refused, the transfers it
 * made; the same of futures orders, and the leverage and margin-mode calls.
 */
interface Answered extends FuturesSaid {
  readonly observations: readonly Observation[];
  readonly refusals: readonly Refusal[];
  readonly transfers: readonly TransferObservation[];
}

/** Every call of a round and what came of it. */
interface CallRecord {
  round: number;
  user: number;
  action: string;
  answer: Answer;
  afterKill: boolean;
}

class Journal implements Answered {
  readonly observations: Observation[] = [];
  readonly refusals: Refusal[] = [];
  readonly transfers: TransferObservation[] = [];
  readonly futuresObservations: FuturesObservation[] = [];
  readonly futuresRefusals: FuturesRefusal[] = [];
  readonly settingsCalls: SettingsCall[] = [];
  readonly calls: CallRecord[] = [];
  readonly problems: string[] = [];

  /**
   * Records the answer of a futures call (`futures-*` actions); a 2xx adds the orders it showed,
   * which it returns. `setting`: the leverage or margin mode the call asked for.
   */
  recordFutures(
    round: number,
    user: TestUser,
    action: string,
    answer: Answer,
    afterKill: boolean,
    setting?: Pick<SettingsCall, 'kind' | 'value'>,
  ): FuturesOrder[] {
    this.calls.push({ round, user: user.index, action, answer, afterKill });
    const ok = answer.status !== undefined && answer.status >= 200 && answer.status < 300;
    if (setting) {
      // A 5xx is no refusal: whether it applied is unknown, like a call the kill cut off.
      const refused = answer.status !== undefined && answer.status >= 400 && answer.status < 500;
      const outcome = ok ? 'answered' : refused ? 'refused' : 'cut-off';
      this.settingsCalls.push({ round, userId: user.id, symbol: FUTURES_SYMBOL, ...setting, outcome });
    }
    if (!ok) return [];
    const shown: { order: FuturesOrder; fills: FuturesObservation['fills']; via: string }[] = [];
    try {
      if (action === 'futures-place' || action === 'futures-close') {
        const parsed = placeFuturesOrderResponseSchema.parse(answer.body);
        shown.push({ order: parsed.order, fills: parsed.fills, via: action });
        for (const order of parsed.attached) shown.push({ order, fills: [], via: `${action} (attached TP/SL)` });
      } else if (action === 'futures-cancel') {
        shown.push({ order: futuresOrderResponseSchema.parse(answer.body).order, fills: [], via: action });
      } else if (action === 'futures-cancel-all') {
        for (const order of futuresOrderListSchema.parse(answer.body).orders)
          shown.push({ order, fills: [], via: action });
      }
    } catch (error) {
      this.problems.push(`round ${round} user ${user.index} ${action}: a 2xx body does not parse: ${String(error)}`);
    }
    for (const { order, fills, via } of shown) {
      this.futuresObservations.push({ round, userId: user.id, via, order, fills });
    }
    return shown.map(({ order }) => order);
  }

  /** Records an answer; a 2xx adds what it said about orders and transfers; returns the orders it showed. */
  record(round: number, user: TestUser, action: string, answer: Answer, afterKill: boolean): Order[] {
    this.calls.push({ round, user: user.index, action, answer, afterKill });
    if (answer.status === undefined || answer.status < 200 || answer.status >= 300) return [];
    const shown: { order: Order; fills: Fill[] }[] = [];
    try {
      if (action === 'place') {
        const parsed = placeOrderResponseSchema.parse(answer.body);
        shown.push({ order: parsed.order, fills: parsed.fills });
      } else if (action === 'cancel') {
        shown.push({ order: orderResponseSchema.parse(answer.body).order, fills: [] });
      } else if (action === 'cancel-all') {
        for (const order of cancelAllResponseSchema.parse(answer.body).cancelled) shown.push({ order, fills: [] });
      } else if (action === 'transfer') {
        const { transfer, spot, futures } = transferResponseSchema.parse(answer.body);
        this.transfers.push({ round, userId: user.id, transfer });
        for (const [wallet, balance] of [
          ['spot', spot],
          ['futures', futures],
        ] as const) {
          if (dec(balance.available).lt(0) || dec(balance.frozen).lt(0)) {
            this.problems.push(
              `round ${round} user ${user.index} transfer ${transfer.id}: answered a negative ${wallet} balance ${JSON.stringify(balance)}`,
            );
          }
        }
      }
    } catch (error) {
      this.problems.push(`round ${round} user ${user.index} ${action}: a 2xx body does not parse: ${String(error)}`);
    }
    for (const { order, fills } of shown) {
      this.observations.push({ round, userId: user.id, via: action, order, fills });
    }
    return shown.map(({ order }) => order);
  }
}

// ---------------------------------------------------------------------------------------------
// The stream.

/** Answers the market gives to a well-formed stream: refusals (status: reasons), never failures. */
const EXPECTED_REFUSALS: Record<string, Record<number, string[]>> = {
  // A market order only trades what the book holds: that may be too little to trade at all.
  place: { 400: ['insufficient-balance', 'no-liquidity', 'below-min-notional'] },
  cancel: { 409: ['order-not-open'] },
  'cancel-all': {},
  // Either wallet may be short: the futures wallet often is, as transfers back are a little larger.
  transfer: { 400: ['insufficient-balance'] },
  // Margin runs short, a post-only would take, a FOK cannot fill, a reduce-only has nothing to reduce.
  'futures-place': {
    400: ['insufficient-margin', 'below-min-notional', 'post-only', 'fok', 'reduce-only', 'position-limit'],
  },
  'futures-close': { 400: ['no-position'] },
  'futures-cancel': { 409: ['order-not-open'] },
  'futures-cancel-all': {},
  // Lower leverage needs more margin than the wallet has for the cross position.
  'futures-leverage': { 400: ['invalid-leverage', 'insufficient-margin'] },
  // Mostly: there are orders or a position on the contract.
  'futures-margin-mode': { 409: ['position-open'] },
  // 409: added, then the position closed before the answer read it.
  'futures-margin': { 400: ['no-position', 'not-isolated', 'insufficient-margin'], 409: ['no-position'] },
};

/** Flags an answer the stream should never get: no answer before the kill, or a refusal not expected. */
function judge(journal: Journal, round: number, user: TestUser, action: string, answer: Answer, afterKill: boolean) {
  if (answer.error !== undefined && !afterKill) {
    journal.problems.push(`round ${round} user ${user.index} ${action}: no answer before the kill: ${answer.error}`);
  }
  if (answer.status !== undefined && (answer.status < 200 || answer.status >= 300)) {
    const reasons = EXPECTED_REFUSALS[action]?.[answer.status];
    if (!reasons?.includes(reasonOf(answer.body) ?? '')) {
      journal.problems.push(
        `round ${round} user ${user.index} ${action}: unexpected answer ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
  }
}

function reasonOf(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'reason' in body ? String(body.reason) : undefined;
}

const price = (ticks: number) => (ticks / 100).toFixed(2);
const lots = (count: number) => (count / 10_000).toFixed(4);

/**
 * Every user places limit orders around 3300 that cross each other's (fills between users),
 * cancels some of its own open orders, cancels all now and then, sends market orders and moves
 * USDT between its spot and futures wallets, until the server dies (the kill is scheduled inside
 * the stream) or the stream's time is up.
 */
async function runStream(
  server: ServerProcess,
  people: TestUser[],
  journal: Journal,
  round: number,
  seed: number,
): Promise<{ killAtMs: number; calls: number; futuresCalls: number }> {
  const plan = generator(seed);
  const killAtMs = Math.round(300 + plan() * (STREAM_MS - 600));
  let killed = false;
  const started = Date.now();
  const stopAt = started + STREAM_MS;
  const killer = (async () => {
    await sleep(killAtMs);
    killed = true;
    server.kill();
    await server.exited;
  })();

  let calls = 0;
  let futuresCalls = 0;
  const loop = async (user: TestUser) => {
    const next = generator(seed * 31 + user.index + 1);
    const open = new Set<string>();
    let serial = 0;
    while (!killed && Date.now() < stopAt) {
      const roll = next();
      let action: string;
      let answer: Answer;
      let clientOrderId: string | undefined;
      if (roll < 0.53 || (roll < 0.74 && open.size === 0)) {
        const side = next() < 0.5 ? 'buy' : 'sell';
        // 3299.50 .. 3300.50: buys and sells overlap, so many orders cross.
        const ticks = 329_950 + 5 * Math.floor(next() * 21);
        const request: PlaceOrderRequest = {
          symbol: SYMBOL,
          side,
          type: 'limit',
          price: price(ticks),
          quantity: lots(20 + Math.floor(next() * 81)),
        };
        if (next() < 0.67) request.clientOrderId = `k${round}-${user.index}-${serial++}`;
        action = 'place';
        clientOrderId = request.clientOrderId;
        answer = await call(server, user, 'POST', tradingPaths.orders, request);
      } else if (roll < 0.74) {
        const ids = [...open];
        const orderId = ids[Math.floor(next() * ids.length)] as string;
        open.delete(orderId);
        action = 'cancel';
        answer = await call(server, user, 'POST', tradingPaths.cancel(orderId));
      } else if (roll < 0.79) {
        action = 'cancel-all';
        answer = await call(server, user, 'POST', tradingPaths.cancelAll, { symbol: SYMBOL });
        if (answer.status === 200) open.clear();
      } else if (roll < 0.9) {
        const kind = next();
        const request: PlaceOrderRequest =
          kind < 0.4
            ? { symbol: SYMBOL, side: 'buy', type: 'market', quantity: lots(20 + Math.floor(next() * 30)) }
            : kind < 0.6
              ? { symbol: SYMBOL, side: 'buy', type: 'market', quoteAmount: (8 + Math.floor(next() * 30)).toFixed(2) }
              : { symbol: SYMBOL, side: 'sell', type: 'market', quantity: lots(20 + Math.floor(next() * 30)) };
        if (next() < 0.67) request.clientOrderId = `k${round}-${user.index}-${serial++}`;
        action = 'place';
        clientOrderId = request.clientOrderId;
        answer = await call(server, user, 'POST', tradingPaths.orders, request);
      } else {
        // 1.00 .. 50.99 out, 1.00 .. 80.99 back: the futures wallet is often too short to send back.
        const toFutures = next() < 0.5;
        const cents = 100 + Math.floor(next() * (toFutures ? 5_000 : 8_000));
        const request: TransferRequest = {
          direction: toFutures ? 'to-futures' : 'to-spot',
          asset: MARGIN_ASSET,
          amount: (cents / 100).toFixed(2),
        };
        action = 'transfer';
        answer = await call(server, user, 'POST', futuresAccountPaths.transfers, request);
      }
      calls += 1;
      if (clientOrderId && answer.status !== undefined && answer.status >= 400 && answer.status < 500) {
        journal.refusals.push({ round, userId: user.id, clientOrderId, answer: JSON.stringify(answer.body) });
      }
      const afterKill = killed;
      for (const order of journal.record(round, user, action, answer, afterKill)) {
        if (order.status === 'open') open.add(order.id);
        else open.delete(order.id);
      }
      judge(journal, round, user, action, answer, afterKill);
    }
  };

  // Each user's futures commands, side by side with its spot ones.
  const futuresLoop = async (user: TestUser) => {
    const next = generator(seed * 37 + user.index + 101);
    const live = new Set<string>();
    let serial = 0;
    while (!killed && Date.now() < stopAt) {
      const step = futuresStep(next, live, `f${round}-${user.index}-${serial}`);
      serial += 1;
      if (step.orderId) live.delete(step.orderId);
      const answer = await call(server, user, 'POST', step.path, step.body);
      futuresCalls += 1;
      const clientOrderId = step.body && 'clientOrderId' in step.body ? step.body.clientOrderId : undefined;
      if (clientOrderId && answer.status !== undefined && answer.status >= 400 && answer.status < 500) {
        journal.futuresRefusals.push({ round, userId: user.id, clientOrderId, answer: JSON.stringify(answer.body) });
      }
      const afterKill = killed;
      for (const order of journal.recordFutures(round, user, step.action, answer, afterKill, step.setting)) {
        if (order.status === 'open' || order.status === 'untriggered') live.add(order.id);
        else live.delete(order.id);
      }
      if (step.action === 'futures-cancel-all' && answer.status === 200) live.clear();
      judge(journal, round, user, step.action, answer, afterKill);
    }
  };
  await Promise.all([...people.map(loop), ...people.map(futuresLoop)]);
  await killer;
  return { killAtMs, calls, futuresCalls };
}

/** One futures command of the stream. */
interface FuturesStep {
  action: string;
  path: string;
  body?:
    | PlaceFuturesOrderRequest
    | ClosePositionRequest
    | LeverageRequest
    | MarginModeRequest
    | AdjustMarginRequest
    | { symbol: string };
  setting?: Pick<SettingsCall, 'kind' | 'value'>;
  /** The order a cancel is for. */
  orderId?: string;
}

/** BTC perpetual prices: `FUTURES_INDEX` plus whole dollars. */
const futuresPrice = (offset: number) => (FUTURES_INDEX + offset).toFixed(2);
/** BTC contract sizes: lots of 0.00001. */
const btc = (lots: number) => (lots / 100_000).toFixed(5);

/**
 * Picks a user's next futures command: limit orders on an 11-level grid around the index (buys and
 * sells overlap, so they trade with each other; some IOC, FOK or post-only), market orders (some
 * reduce-only), cancels of its own live orders, cancel-all, closes, stops and TP/SL far from the
 * mark (they stay untriggered), leverage and margin-mode changes, margin added to an isolated
 * position. `clientOrderId` for the places that carry one.
 */
function futuresStep(next: () => number, live: ReadonlySet<string>, clientOrderId: string): FuturesStep {
  const roll = next();
  const side = next() < 0.5 ? 'buy' : 'sell';
  const withId = next() < 0.6 ? { clientOrderId } : {};
  const place = (request: PlaceFuturesOrderRequest): FuturesStep => ({
    action: 'futures-place',
    path: futuresTradingPaths.orders,
    body: request,
  });
  if (roll < 0.42 || (roll < 0.55 && live.size === 0)) {
    const kind = next();
    const request: PlaceFuturesOrderRequest = {
      symbol: FUTURES_SYMBOL,
      side,
      type: 'limit',
      price: futuresPrice(5 * Math.floor(next() * 11) - 25),
      quantity: btc(100 + Math.floor(next() * 300)),
      ...withId,
    };
    if (kind < 0.08) request.timeInForce = 'IOC';
    else if (kind < 0.12) request.timeInForce = 'FOK';
    else if (kind < 0.2) request.postOnly = true;
    return place(request);
  }
  if (roll < 0.55) {
    const ids = [...live];
    const orderId = ids[Math.floor(next() * ids.length)] as string;
    return { action: 'futures-cancel', path: futuresTradingPaths.cancel(orderId), orderId };
  }
  if (roll < 0.67) {
    return place({
      symbol: FUTURES_SYMBOL,
      side,
      type: 'market',
      quantity: btc(100 + Math.floor(next() * 200)),
      ...(next() < 0.3 ? { reduceOnly: true } : {}),
      ...withId,
    });
  }
  if (roll < 0.72) {
    const market = next() < 0.7;
    return {
      action: 'futures-close',
      path: futuresTradingPaths.closePosition,
      body: market
        ? { symbol: FUTURES_SYMBOL, type: 'market' }
        : { symbol: FUTURES_SYMBOL, type: 'limit', price: futuresPrice(5 * Math.floor(next() * 5) - 10) },
    };
  }
  if (roll < 0.79) {
    // Stops and TP/SL 20 % away from the index: they wait, untriggered, through the test.
    const buying = side === 'buy';
    const far = (up: boolean) => futuresPrice((up ? 1 : -1) * FUTURES_INDEX * 0.2);
    if (next() < 0.6) {
      const stopLimit = next() < 0.5;
      return place({
        symbol: FUTURES_SYMBOL,
        side,
        type: stopLimit ? 'stop-limit' : 'stop-market',
        triggerPrice: far(buying),
        ...(stopLimit ? { price: far(buying) } : {}),
        quantity: btc(100 + Math.floor(next() * 200)),
        ...withId,
      });
    }
    return place({
      symbol: FUTURES_SYMBOL,
      side,
      type: 'limit',
      price: futuresPrice(5 * Math.floor(next() * 11) - 25),
      quantity: btc(100 + Math.floor(next() * 200)),
      takeProfit: far(buying),
      stopLoss: far(!buying),
      ...withId,
    });
  }
  if (roll < 0.85) {
    const leverage = 3 + Math.floor(next() * 18);
    return {
      action: 'futures-leverage',
      path: futuresTradingPaths.leverage,
      body: { symbol: FUTURES_SYMBOL, leverage },
      setting: { kind: 'leverage', value: String(leverage) },
    };
  }
  if (roll < 0.89) {
    const marginMode = next() < 0.5 ? 'cross' : 'isolated';
    return {
      action: 'futures-margin-mode',
      path: futuresTradingPaths.marginMode,
      body: { symbol: FUTURES_SYMBOL, marginMode },
      setting: { kind: 'margin-mode', value: marginMode },
    };
  }
  if (roll < 0.93) {
    return { action: 'futures-cancel-all', path: futuresTradingPaths.cancelAll, body: { symbol: FUTURES_SYMBOL } };
  }
  return {
    action: 'futures-margin',
    path: futuresTradingPaths.positionMargin,
    body: { symbol: FUTURES_SYMBOL, direction: 'add', amount: (1 + Math.floor(next() * 20)).toFixed(2) },
  };
}

// ---------------------------------------------------------------------------------------------
// What the database holds, read in one snapshot while the server is down.

interface State {
  markets: Map<string, { base: string; quote: string }>;
  orders: (typeof spotOrders.$inferSelect)[];
  fills: (typeof spotFills.$inferSelect)[];
  ledger: (typeof ledgerEntries.$inferSelect)[];
  balances: (typeof balances.$inferSelect)[];
  system: (typeof systemBalances.$inferSelect)[];
  systemLedger: (typeof systemLedgerEntries.$inferSelect)[];
  futuresBalances: (typeof futuresBalances.$inferSelect)[];
  futuresLedger: (typeof futuresLedgerEntries.$inferSelect)[];
  futures: FuturesTables;
}

/** A wallet row and a ledger entry: the spot and futures wallets have the same shape. */
type WalletRow = typeof balances.$inferSelect;
type WalletEntry = typeof ledgerEntries.$inferSelect;

async function readState(store: Store): Promise<State> {
  await store.quiesce();
  const database = await store.open();
  try {
    return await database.db.transaction(
      async (tx) => {
        const markets = await tx.select().from(spotMarkets);
        const orders = await tx.select().from(spotOrders);
        const fills = await tx.select().from(spotFills);
        const ledger = await tx.select().from(ledgerEntries);
        const userBalances = await tx.select().from(balances);
        const system = await tx.select().from(systemBalances);
        const systemLedger = await tx.select().from(systemLedgerEntries);
        const futuresRows = await tx.select().from(futuresBalances);
        const futuresLedger = await tx.select().from(futuresLedgerEntries);
        const futures: FuturesTables = {
          orders: await tx.select().from(futuresOrders),
          fills: (await tx.select().from(futuresFills)).sort((a, b) => a.id - b.id),
          positions: await tx.select().from(futuresPositions),
          settings: await tx.select().from(futuresSettings),
        };
        return {
          markets: new Map(markets.map((row) => [row.symbol, { base: row.base, quote: row.quote }])),
          orders,
          fills,
          ledger: ledger.sort((a, b) => a.id - b.id),
          balances: userBalances,
          system,
          systemLedger: systemLedger.sort((a, b) => a.id - b.id),
          futuresBalances: futuresRows,
          futuresLedger: futuresLedger.sort((a, b) => a.id - b.id),
          futures,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } finally {
    await database.close();
  }
}

const dec = (value: string | number) => new Big(value);
const sumOf = (values: Iterable<Big>) => {
  let total = new Big(0);
  for (const value of values) total = total.plus(value);
  return total;
};
const same = (a: string | null | undefined, b: string | null | undefined) =>
  a === b || (a != null && b != null && dec(a).eq(b));

/** Every user's available + frozen in both wallets (spot and futures) plus every platform account, per asset. */
function totalsByAsset(state: State): Map<string, string> {
  const totals = new Map<string, Big>();
  const add = (asset: string, amount: string) => totals.set(asset, (totals.get(asset) ?? dec(0)).plus(amount));
  for (const row of [...state.balances, ...state.futuresBalances]) {
    add(row.asset, row.available);
    add(row.asset, row.frozen);
  }
  for (const row of state.system) add(row.asset, row.amount);
  return new Map([...totals].map(([asset, total]) => [asset, total.toFixed()]));
}

/**
 * A wallet (spot or futures) against its ledger, per user and asset: never negative, available +
 * frozen is the sum of the entries' amounts and frozen the sum of their frozen amounts, and every
 * entry's balance_after is the running sum in id order. `held`: what the frozen parts must equal.
 */
function walletProblems(
  wallet: string,
  rows: readonly WalletRow[],
  ledger: readonly WalletEntry[],
  held?: Map<string, Big>,
): string[] {
  const problems: string[] = [];
  const ledgerByRow = groupBy(ledger, (entry) => `${entry.userId}|${entry.asset}`);
  const balanceRows = new Map(rows.map((row) => [`${row.userId}|${row.asset}`, row]));
  for (const key of new Set([...balanceRows.keys(), ...ledgerByRow.keys()])) {
    const row = balanceRows.get(key);
    const entries = ledgerByRow.get(key) ?? [];
    const available = dec(row?.available ?? '0');
    const frozen = dec(row?.frozen ?? '0');
    const total = available.plus(frozen);
    if (available.lt(0) || frozen.lt(0)) problems.push(`${wallet} ${key}: negative (${available} + ${frozen})`);
    const ledgerTotal = sumOf(entries.map((entry) => dec(entry.amount)));
    const ledgerFrozen = sumOf(entries.map((entry) => dec(entry.frozenAmount)));
    if (!ledgerTotal.eq(total) || !ledgerFrozen.eq(frozen)) {
      problems.push(
        `${wallet} ${key}: ${available} + ${frozen} frozen, its ledger sums to ${ledgerTotal} with ${ledgerFrozen} frozen`,
      );
    }
    if (held) {
      const holding = held.get(key) ?? dec(0);
      if (!holding.eq(frozen)) problems.push(`${wallet} ${key}: ${frozen} frozen, its open orders hold ${holding}`);
    }
    let running = dec(0);
    for (const entry of entries) {
      running = running.plus(entry.amount);
      if (!running.eq(entry.balanceAfter)) {
        problems.push(
          `${wallet} ${key}: ledger entry ${entry.id} says ${entry.balanceAfter} after it, the trail sums to ${running}`,
        );
        break;
      }
    }
  }
  return problems;
}

/** The ledger kinds of a transfer on each side, by direction. */
const TRANSFER_KINDS = {
  'to-futures': { spot: 'transfer-to-futures', futures: 'transfer-from-spot' },
  'to-spot': { spot: 'transfer-from-futures', futures: 'transfer-to-spot' },
} as const;
const SPOT_TRANSFER_KINDS = new Set<string>(Object.values(TRANSFER_KINDS).map((kinds) => kinds.spot));
const FUTURES_TRANSFER_KINDS = new Set<string>(Object.values(TRANSFER_KINDS).map((kinds) => kinds.futures));

/**
 * Transfers: every answered one is there once on each side, as answered, and every transfer entry
 * in either ledger has its counterpart in the other (nothing on one wallet only).
 */
function transferProblems(state: State, transfers: readonly TransferObservation[]): string[] {
  const problems: string[] = [];
  const spotByReference = groupBy(state.ledger, (row) => row.reference);
  const futuresByReference = groupBy(state.futuresLedger, (row) => row.reference);

  for (const { round, userId, transfer } of transfers) {
    const where = `transfer ${transfer.id} (round ${round}, answered ${transfer.direction} ${transfer.amount} ${transfer.asset})`;
    const kinds = TRANSFER_KINDS[transfer.direction];
    const intoFutures = transfer.direction === 'to-futures' ? dec(transfer.amount) : dec(transfer.amount).neg();
    for (const [wallet, entries, kind, amount] of [
      ['spot', spotByReference.get(transfer.id) ?? [], kinds.spot, intoFutures.neg()],
      ['futures', futuresByReference.get(transfer.id) ?? [], kinds.futures, intoFutures],
    ] as const) {
      const [entry] = entries;
      if (entries.length !== 1 || !entry) {
        problems.push(`${where}: ${entries.length} ${wallet} ledger entries, not one`);
        continue;
      }
      if (
        entry.userId !== userId ||
        entry.asset !== transfer.asset ||
        entry.kind !== kind ||
        !dec(entry.amount).eq(amount) ||
        !dec(entry.frozenAmount).eq(0)
      ) {
        problems.push(
          `${where}: its ${wallet} entry ${entry.id} is ${entry.userId} ${entry.kind} ${entry.amount}/${entry.frozenAmount} ${entry.asset}, answered ${userId} ${kind} ${amount}`,
        );
      }
    }
  }

  const references = new Set([
    ...state.ledger.filter((row) => SPOT_TRANSFER_KINDS.has(row.kind)).map((row) => row.reference),
    ...state.futuresLedger.filter((row) => FUTURES_TRANSFER_KINDS.has(row.kind)).map((row) => row.reference),
  ]);
  for (const reference of references) {
    const spot = spotByReference.get(reference) ?? [];
    const futures = futuresByReference.get(reference) ?? [];
    const [spotEntry] = spot;
    const [futuresEntry] = futures;
    if (spot.length !== 1 || futures.length !== 1 || !spotEntry || !futuresEntry) {
      problems.push(
        `transfer ${reference}: ${spot.length} spot and ${futures.length} futures ledger entries (${[...spot, ...futures].map((row) => `${row.kind} ${row.amount}`).join(', ')})`,
      );
      continue;
    }
    const direction = dec(futuresEntry.amount).gt(0) ? 'to-futures' : 'to-spot';
    if (
      spotEntry.userId !== futuresEntry.userId ||
      spotEntry.asset !== futuresEntry.asset ||
      spotEntry.kind !== TRANSFER_KINDS[direction].spot ||
      futuresEntry.kind !== TRANSFER_KINDS[direction].futures ||
      !dec(spotEntry.amount).plus(futuresEntry.amount).eq(0) ||
      dec(futuresEntry.amount).eq(0) ||
      !dec(spotEntry.frozenAmount).eq(0) ||
      !dec(futuresEntry.frozenAmount).eq(0)
    ) {
      problems.push(
        `transfer ${reference}: spot ${spotEntry.userId} ${spotEntry.kind} ${spotEntry.amount}/${spotEntry.frozenAmount} ${spotEntry.asset} ` +
          `and futures ${futuresEntry.userId} ${futuresEntry.kind} ${futuresEntry.amount}/${futuresEntry.frozenAmount} ${futuresEntry.asset} do not match`,
      );
    }
  }
  return problems;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const name = key(row);
    const list = groups.get(name);
    if (list) list.push(row);
    else groups.set(name, [row]);
  }
  return groups;
}

/**
 * Everything the guarantee says, checked against one snapshot; returns what is wrong (empty: all
 * holds). `baseline` is the per-asset total before any stream.
 */
function checkState(state: State, said: Answered, baseline?: Map<string, string>): string[] {
  const { observations, refusals, transfers } = said;
  const problems: string[] = [];
  const ordersById = new Map(state.orders.map((row) => [row.id, row]));
  const fillsById = new Map(state.fills.map((row) => [row.id, row]));
  const fillsByOrder = groupBy(state.fills, (row) => row.orderId);
  const ledgerByReference = groupBy(state.ledger, (row) => row.reference);

  // 1. Every order a 2xx showed is there, at least as far as it was answered.
  for (const { round, userId, via, order, fills } of observations) {
    const where = `order ${order.id} (round ${round}, answered ${order.status} via ${via})`;
    const row = ordersById.get(order.id);
    if (!row) {
      problems.push(`${where}: missing from the database`);
      continue;
    }
    if (row.userId !== userId) problems.push(`${where}: belongs to ${row.userId}, not ${userId}`);
    if (row.clientOrderId !== order.clientOrderId) {
      problems.push(`${where}: client order id ${row.clientOrderId}, answered ${order.clientOrderId}`);
    }
    if (row.symbol !== order.symbol || row.side !== order.side || row.type !== order.type) {
      problems.push(
        `${where}: is ${row.symbol} ${row.side} ${row.type}, answered ${order.symbol} ${order.side} ${order.type}`,
      );
    }
    if (!same(row.price, order.price) || !same(row.quantity, order.quantity)) {
      problems.push(`${where}: is ${row.quantity} @ ${row.price}, answered ${order.quantity} @ ${order.price}`);
    }
    if (order.status === 'open') {
      if (dec(row.filledQuantity).lt(order.filledQuantity) || dec(row.filledQuote).lt(order.filledQuote)) {
        problems.push(
          `${where}: filled ${row.filledQuantity} (${row.filledQuote}) is less than answered ${order.filledQuantity} (${order.filledQuote})`,
        );
      }
    } else if (
      row.status !== order.status ||
      !same(row.filledQuantity, order.filledQuantity) ||
      !same(row.filledQuote, order.filledQuote) ||
      row.cancelReason !== order.cancelReason
    ) {
      problems.push(
        `${where}: is ${row.status}/${row.cancelReason} filled ${row.filledQuantity} (${row.filledQuote}), answered ${order.status}/${order.cancelReason} filled ${order.filledQuantity} (${order.filledQuote})`,
      );
    }
    for (const fill of fills) {
      const stored = fillsById.get(fill.id);
      if (
        !stored ||
        stored.orderId !== fill.orderId ||
        stored.role !== fill.role ||
        stored.feeAsset !== fill.feeAsset ||
        !same(stored.price, fill.price) ||
        !same(stored.quantity, fill.quantity) ||
        !same(stored.quoteAmount, fill.quoteAmount) ||
        !same(stored.fee, fill.fee)
      ) {
        problems.push(
          `${where}: answered fill ${JSON.stringify(fill)} is ${stored ? JSON.stringify(stored) : 'missing'}`,
        );
      }
    }
  }

  // A refused place changed nothing: no order carries its client order id.
  const byClientId = new Map(
    state.orders.filter((row) => row.clientOrderId !== null).map((row) => [`${row.userId}|${row.clientOrderId}`, row]),
  );
  for (const refusal of refusals) {
    const row = byClientId.get(`${refusal.userId}|${refusal.clientOrderId}`);
    if (row) {
      problems.push(
        `order ${row.id} (${row.status}) exists, but placing it (${refusal.clientOrderId}, round ${refusal.round}) was refused: ${refusal.answer}`,
      );
    }
  }

  // 2. Nothing half-applied: each order, its fills and its ledger trail agree.
  const openFrozen = new Map<string, Big>();
  for (const row of state.orders) {
    const where = `order ${row.id} (${row.status} ${row.type} ${row.side} ${row.quantity} @ ${row.price})`;
    const market = state.markets.get(row.symbol);
    if (!market) {
      problems.push(`${where}: unknown market ${row.symbol}`);
      continue;
    }
    const buying = row.side === 'buy';
    const spendAsset = buying ? market.quote : market.base;
    const receiveAsset = buying ? market.base : market.quote;
    const quantity = dec(row.quantity);
    const filled = dec(row.filledQuantity);
    const frozen = dec(row.frozen);
    const limit = row.price === null ? undefined : dec(row.price);

    const fills = fillsByOrder.get(row.id) ?? [];
    let spent = dec(0);
    let received = dec(0);
    const fees = new Map<string, Big>();
    for (const fill of fills) {
      if (fill.userId !== row.userId || fill.side !== row.side || fill.symbol !== row.symbol) {
        problems.push(`${where}: fill ${fill.id} is ${fill.userId} ${fill.side} ${fill.symbol}`);
      }
      if (!dec(fill.price).times(fill.quantity).eq(fill.quoteAmount)) {
        problems.push(`${where}: fill ${fill.id} quote ${fill.quoteAmount} is not ${fill.price} x ${fill.quantity}`);
      }
      if (row.type === 'limit' && limit && (buying ? dec(fill.price).gt(limit) : dec(fill.price).lt(limit))) {
        problems.push(`${where}: fill ${fill.id} at ${fill.price} is beyond the limit`);
      }
      if (dec(fill.fee).lt(0)) problems.push(`${where}: fill ${fill.id} has a negative fee`);
      spent = spent.plus(buying ? fill.quoteAmount : fill.quantity);
      received = received.plus(buying ? fill.quantity : fill.quoteAmount);
      fees.set(fill.feeAsset, (fees.get(fill.feeAsset) ?? dec(0)).plus(fill.fee));
    }
    if (!sumOf(fills.map((fill) => dec(fill.quantity))).eq(filled)) {
      problems.push(`${where}: fills sum to ${sumOf(fills.map((f) => dec(f.quantity)))}, filledQuantity is ${filled}`);
    }
    if (!sumOf(fills.map((fill) => dec(fill.quoteAmount))).eq(row.filledQuote)) {
      problems.push(
        `${where}: fills' quote sums to ${sumOf(fills.map((f) => dec(f.quoteAmount)))}, filledQuote is ${row.filledQuote}`,
      );
    }
    if (filled.gt(quantity)) problems.push(`${where}: filled ${filled} is more than its quantity`);

    if (row.status === 'open') {
      if (row.type !== 'limit' || limit === undefined) problems.push(`${where}: only a limit order can stay open`);
      if (!filled.lt(quantity)) problems.push(`${where}: open but filled in full`);
      if (row.cancelReason !== null) problems.push(`${where}: open with a cancel reason ${row.cancelReason}`);
      const remaining = quantity.minus(filled);
      const needed = buying ? (limit ?? dec(0)).times(remaining) : remaining;
      if (frozen.lt(needed)) problems.push(`${where}: holds ${frozen} ${spendAsset}, its remainder needs ${needed}`);
      const key = `${row.userId}|${spendAsset}`;
      openFrozen.set(key, (openFrozen.get(key) ?? dec(0)).plus(frozen));
    } else {
      if (!frozen.eq(0)) problems.push(`${where}: done but still holds ${frozen}`);
      if (row.status === 'filled' && (!filled.eq(quantity) || row.cancelReason !== null)) {
        problems.push(`${where}: filled with ${filled} of ${quantity}, cancel reason ${row.cancelReason}`);
      }
      if (row.status === 'cancelled' && row.cancelReason === null)
        problems.push(`${where}: cancelled without a reason`);
      if (row.status !== 'filled' && row.status !== 'cancelled') problems.push(`${where}: unknown status`);
    }

    const entries = ledgerByReference.get(row.id) ?? [];
    for (const entry of entries) {
      if (entry.userId !== row.userId || (entry.asset !== spendAsset && entry.asset !== receiveAsset)) {
        problems.push(`${where}: ledger entry ${entry.id} is ${entry.userId} ${entry.asset} ${entry.kind}`);
      }
    }
    const frozenMoved = (asset: string) =>
      sumOf(entries.filter((entry) => entry.asset === asset).map((entry) => dec(entry.frozenAmount)));
    const moved = (asset: string) => sumOf(entries.filter((entry) => entry.asset === asset).map((e) => dec(e.amount)));
    const ofKind = (kind: string) =>
      sumOf(entries.filter((entry) => entry.kind === kind).map((entry) => dec(entry.frozenAmount)));
    const placedFrozen = ofKind('order-freeze');
    const released = ofKind('order-release').neg();
    if (!placedFrozen.gt(0)) problems.push(`${where}: no order-freeze entry`);
    if (row.type === 'limit' && limit) {
      const cost = buying ? limit.times(quantity) : quantity;
      if (placedFrozen.lt(cost)) problems.push(`${where}: froze ${placedFrozen} at placement, the order needs ${cost}`);
    }
    if (!frozenMoved(spendAsset).eq(frozen)) {
      problems.push(`${where}: holds ${frozen} ${spendAsset}, its ledger trail froze ${frozenMoved(spendAsset)} net`);
    }
    if (!frozenMoved(receiveAsset).eq(0)) problems.push(`${where}: its ledger trail froze ${receiveAsset}`);
    if (released.lt(0) || !placedFrozen.eq(frozen.plus(spent).plus(released))) {
      problems.push(
        `${where}: froze ${placedFrozen} = holds ${frozen} + spent ${spent} + released ${released} does not hold`,
      );
    }
    for (const asset of new Set([spendAsset, receiveAsset])) {
      const expected = (asset === receiveAsset ? received : dec(0))
        .minus(asset === spendAsset ? spent : dec(0))
        .minus(fees.get(asset) ?? dec(0));
      if (!moved(asset).eq(expected)) {
        problems.push(`${where}: its ledger trail moved ${moved(asset)} ${asset}, its fills make ${expected}`);
      }
    }
  }
  const orderKinds = new Set(['order-freeze', 'order-release', 'trade', 'trade-fee']);
  for (const entry of state.ledger) {
    if (orderKinds.has(entry.kind) && !ordersById.has(entry.reference)) {
      problems.push(
        `ledger entry ${entry.id} (${entry.kind} ${entry.amount}/${entry.frozenAmount} ${entry.asset}) refers to no order`,
      );
    }
  }

  // Each trade between two users shows on both: the maker's fills and the opposite takers' match.
  const sides = new Map<string, number>();
  for (const fill of state.fills) {
    const makerSide = fill.role === 'maker' ? fill.side : fill.side === 'buy' ? 'sell' : 'buy';
    const key = `${fill.symbol} ${makerSide} maker ${dec(fill.price).toFixed()} x ${dec(fill.quantity).toFixed()}`;
    sides.set(key, (sides.get(key) ?? 0) + (fill.role === 'maker' ? 1 : -1));
  }
  for (const [key, balance] of sides) {
    if (balance !== 0) problems.push(`fills of ${key}: ${balance > 0 ? 'makers' : 'takers'} without the other side`);
  }

  // Balances of both wallets agree with their ledgers, and what is frozen in the spot wallet is what
  // open orders hold.
  problems.push(...walletProblems('balance', state.balances, state.ledger, openFrozen));
  // What is frozen in a futures wallet is what its live futures orders reserve and its isolated
  // positions hold as margin.
  problems.push(
    ...walletProblems('futures balance', state.futuresBalances, state.futuresLedger, futuresHeld(state.futures)),
  );
  const systemLedgerByRow = groupBy(state.systemLedger, (entry) => `${entry.account}|${entry.asset}`);
  const systemRows = new Map(state.system.map((row) => [`${row.account}|${row.asset}`, row]));
  for (const key of new Set([...systemRows.keys(), ...systemLedgerByRow.keys()])) {
    const amount = dec(systemRows.get(key)?.amount ?? '0');
    const entries = systemLedgerByRow.get(key) ?? [];
    if (amount.lt(0)) problems.push(`system balance ${key}: negative (${amount})`);
    const ledgerTotal = sumOf(entries.map((entry) => dec(entry.amount)));
    if (!ledgerTotal.eq(amount)) problems.push(`system balance ${key}: ${amount}, its ledger sums to ${ledgerTotal}`);
    let running = dec(0);
    for (const entry of entries) {
      running = running.plus(entry.amount);
      if (!running.eq(entry.balanceAfter)) {
        problems.push(
          `system balance ${key}: entry ${entry.id} says ${entry.balanceAfter} after it, the trail sums to ${running}`,
        );
        break;
      }
    }
  }

  // 3. Transfers: as answered, never on one wallet only.
  problems.push(...transferProblems(state, transfers));

  // Futures: answered orders as answered, fills, positions, fees and PnL in step, settings kept.
  problems.push(...futuresProblems(state.futures, state.futuresLedger, state.systemLedger, said));

  // 4. Conservation, over both wallets and the platform accounts.
  if (baseline) {
    const totals = totalsByAsset(state);
    for (const asset of new Set([...baseline.keys(), ...totals.keys()])) {
      if (!same(totals.get(asset) ?? '0', baseline.get(asset) ?? '0')) {
        problems.push(
          `total ${asset}: ${totals.get(asset) ?? '0'}, was ${baseline.get(asset) ?? '0'} before the streams`,
        );
      }
    }
  }
  return problems;
}

/**
 * The checks are only worth something if they fail on a broken store: a few corruptions of a real
 * snapshot, each of which must be reported (those the snapshot gives no material for are left out).
 * Returns the ones that were not reported.
 */
function corruptionsMissed(state: State, said: Answered, baseline: Map<string, string>): string[] {
  const answered = state.orders.find((row) => said.observations.some((o) => o.order.id === row.id));
  const refusal = said.refusals[0];
  const unanswered = refusal && state.orders.find((row) => row.userId === refusal.userId && row.clientOrderId === null);
  const trade = state.ledger.find((entry) => entry.kind === 'trade');
  const fill = state.fills[0];
  const held = state.balances.find((row) => dec(row.available).gt(1));
  const platform = state.system[0];
  const transferred = state.futuresLedger.find((entry) => FUTURES_TRANSFER_KINDS.has(entry.kind));
  const futuresWallet = state.futuresBalances.find((row) => dec(row.available).gt(1));
  const futuresAnswered = state.futures.orders.find(
    (row) => row.status === 'filled' && said.futuresObservations.some((o) => o.order.id === row.id),
  );
  const futuresFill = state.futures.fills[0];
  const position = state.futures.positions.find((row) => dec(row.size).gt(0));
  const futuresRefusal = said.futuresRefusals[0];
  const futuresUnanswered =
    futuresRefusal &&
    state.futures.orders.find((row) => row.userId === futuresRefusal.userId && row.clientOrderId === null);
  const leverage = state.futures.settings[0];
  // The wallet's last entry, repeated with 1 more frozen: the ledger still adds up, only what
  // holds the frozen part does not.
  const lastEntry =
    futuresWallet &&
    state.futuresLedger.findLast((row) => row.userId === futuresWallet.userId && row.asset === futuresWallet.asset);
  const withFutures = (futures: Partial<FuturesTables>): State => ({
    ...state,
    futures: { ...state.futures, ...futures },
  });
  const futuresCorruptions: [string, State | undefined][] = [
    [
      'an answered futures order lost with its fills and trail',
      futuresAnswered && {
        ...withFutures({
          orders: state.futures.orders.filter((row) => row !== futuresAnswered),
          fills: state.futures.fills.filter((row) => row.orderId !== futuresAnswered.id),
        }),
        futuresLedger: state.futuresLedger.filter((row) => row.reference !== futuresAnswered.id),
        systemLedger: state.systemLedger.filter((row) => row.reference !== futuresAnswered.id),
      },
    ],
    [
      'a futures fill missing',
      futuresFill && withFutures({ fills: state.futures.fills.filter((r) => r !== futuresFill) }),
    ],
    [
      'a futures position one lot off its fills',
      position &&
        withFutures({
          positions: state.futures.positions.map((row) =>
            row === position ? { ...row, size: dec(row.size).plus('0.00001').toFixed() } : row,
          ),
        }),
    ],
    [
      'futures margin frozen without an order',
      futuresWallet &&
        lastEntry && {
          ...state,
          futuresBalances: state.futuresBalances.map((row) =>
            row === futuresWallet
              ? { ...row, available: dec(row.available).minus(1).toFixed(), frozen: dec(row.frozen).plus(1).toFixed() }
              : row,
          ),
          futuresLedger: [
            ...state.futuresLedger,
            { ...lastEntry, id: lastEntry.id + 1_000_000, amount: '0', frozenAmount: '1', kind: 'order-freeze' },
          ],
        },
    ],
    [
      'a refused futures place that left an order',
      futuresUnanswered &&
        withFutures({
          orders: state.futures.orders.map((row) =>
            row === futuresUnanswered ? { ...row, clientOrderId: futuresRefusal.clientOrderId } : row,
          ),
        }),
    ],
    [
      'an answered leverage lost',
      leverage &&
        withFutures({
          settings: state.futures.settings.map((row) => (row === leverage ? { ...row, leverage: 77 } : row)),
        }),
    ],
  ];
  const corruptions: [string, State | undefined][] = [
    ...futuresCorruptions,
    [
      'an answered order lost with its trail',
      answered && {
        ...state,
        orders: state.orders.filter((row) => row !== answered),
        fills: state.fills.filter((row) => row.orderId !== answered.id),
        ledger: state.ledger.filter((row) => row.reference !== answered.id),
      },
    ],
    ['a trade entry missing', trade && { ...state, ledger: state.ledger.filter((row) => row !== trade) }],
    ['a fill missing', fill && { ...state, fills: state.fills.filter((row) => row !== fill) }],
    [
      'funds frozen without an order',
      held && {
        ...state,
        balances: state.balances.map((row) =>
          row === held
            ? { ...row, available: dec(row.available).minus(1).toFixed(), frozen: dec(row.frozen).plus(1).toFixed() }
            : row,
        ),
      },
    ],
    [
      'a refused place that left an order',
      unanswered && {
        ...state,
        orders: state.orders.map((row) =>
          row === unanswered ? { ...row, clientOrderId: refusal.clientOrderId } : row,
        ),
      },
    ],
    [
      'money made on a platform account',
      platform && {
        ...state,
        system: state.system.map((row) =>
          row === platform ? { ...row, amount: dec(row.amount).plus(1).toFixed() } : row,
        ),
      },
    ],
    [
      'a transfer on the spot wallet only (its futures entry missing)',
      transferred && { ...state, futuresLedger: state.futuresLedger.filter((row) => row !== transferred) },
    ],
    [
      'money made in a futures wallet',
      futuresWallet && {
        ...state,
        futuresBalances: state.futuresBalances.map((row) =>
          row === futuresWallet ? { ...row, available: dec(row.available).plus(1).toFixed() } : row,
        ),
      },
    ],
  ];
  return corruptions
    .filter(([, corrupted]) => corrupted !== undefined && checkState(corrupted, said, baseline).length === 0)
    .map(([name]) => name);
}

// ---------------------------------------------------------------------------------------------
// The API after a restart: it shows what the database holds, and trading and transferring go on.

function depthFrom(state: State, symbol: string): { bids: Map<string, string>; asks: Map<string, string> } {
  const bids = new Map<string, Big>();
  const asks = new Map<string, Big>();
  for (const row of state.orders) {
    if (row.symbol !== symbol || row.status !== 'open' || row.price === null) continue;
    const levels = row.side === 'buy' ? bids : asks;
    const key = dec(row.price).toFixed();
    levels.set(key, (levels.get(key) ?? dec(0)).plus(dec(row.quantity).minus(row.filledQuantity)));
  }
  const shown = (levels: Map<string, Big>) => new Map([...levels].map(([p, q]) => [p, q.toFixed()]));
  return { bids: shown(bids), asks: shown(asks) };
}

async function checkApiAgainst(server: ServerProcess, people: TestUser[], state: State): Promise<string[]> {
  const problems: string[] = [];
  for (const user of people) {
    const answer = await call(server, user, 'GET', `${tradingPaths.orders}?symbol=${SYMBOL}`);
    if (answer.status !== 200) {
      problems.push(`user ${user.index}: open orders answered ${answer.status ?? answer.error}`);
      continue;
    }
    const listed = new Map(orderListSchema.parse(answer.body).orders.map((order) => [order.id, order]));
    const stored = state.orders.filter(
      (row) => row.userId === user.id && row.symbol === SYMBOL && row.status === 'open',
    );
    for (const row of stored) {
      const order = listed.get(row.id);
      if (!order) problems.push(`user ${user.index}: open order ${row.id} is not listed by the API`);
      else if (
        order.status !== 'open' ||
        !same(order.filledQuantity, row.filledQuantity) ||
        !same(order.quantity, row.quantity) ||
        !same(order.price, row.price) ||
        order.side !== row.side
      ) {
        problems.push(`user ${user.index}: the API lists ${JSON.stringify(order)} for ${JSON.stringify(row)}`);
      }
    }
    const storedIds = new Set(stored.map((row) => row.id));
    for (const id of listed.keys()) {
      if (!storedIds.has(id))
        problems.push(`user ${user.index}: the API lists ${id}, which is not open in the database`);
    }

    const account = await call(server, user, 'GET', futuresAccountPaths.account);
    if (account.status !== 200) {
      problems.push(`user ${user.index}: the futures account answered ${account.status ?? account.error}`);
      continue;
    }
    const wallet = (rows: { asset: string; available: string; frozen: string }[]) =>
      rows
        .map((row) => `${row.asset} ${dec(row.available).toFixed()} + ${dec(row.frozen).toFixed()} frozen`)
        .sort()
        .join(', ');
    const shown = wallet(futuresAccountSchema.parse(account.body).balances);
    const held = wallet(state.futuresBalances.filter((row) => row.userId === user.id));
    if (shown !== held) {
      problems.push(`user ${user.index}: the API shows the futures wallet [${shown}], the database holds [${held}]`);
    }
  }

  problems.push(...(await futuresApiProblems(server, people, state)));

  // Only these users trade here (the simulator is off), so the public book is exactly their open orders.
  const expected = depthFrom(state, SYMBOL);
  const render = (levels: Map<string, string>) =>
    [...levels]
      .sort(([a], [b]) => dec(a).cmp(b))
      .map(([p, q]) => `${p}:${q}`)
      .join(' ');
  let last = '';
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${server.baseUrl}${marketDataPaths.depth}?symbol=${SYMBOL}&limit=200`);
    const depth = depthSnapshotSchema.parse(await response.json());
    const bids = new Map(depth.bids.map(([p, q]) => [dec(p).toFixed(), dec(q).toFixed()]));
    const asks = new Map(depth.asks.map(([p, q]) => [dec(p).toFixed(), dec(q).toFixed()]));
    last = `bids ${render(bids)} | asks ${render(asks)}`;
    if (last === `bids ${render(expected.bids)} | asks ${render(expected.asks)}`) break;
    if (Date.now() > deadline) {
      problems.push(
        `depth after restart: ${last}; the open orders make bids ${render(expected.bids)} | asks ${render(expected.asks)}`,
      );
      break;
    }
    await sleep(200);
  }
  return problems;
}

/** Each user's positions and live futures orders as the API shows them after a restart: the database's. */
async function futuresApiProblems(server: ServerProcess, people: TestUser[], state: State): Promise<string[]> {
  const problems: string[] = [];
  const position = (p: {
    symbol: string;
    side: string;
    size: string;
    entryPrice: string;
    margin: string;
    marginMode: string;
    leverage: number;
    realizedPnl: string;
  }) =>
    [p.symbol, p.side, p.size, p.entryPrice, p.margin, p.realizedPnl]
      .map((value) => (/^-?\d/.test(value) ? dec(value).toFixed() : value))
      .concat(p.marginMode, `${p.leverage}x`)
      .join(' ');
  const order = (o: { id: string; status: string; quantity: string; filledQuantity: string; price: string | null }) =>
    `${o.id} ${o.status} ${dec(o.filledQuantity).toFixed()}/${dec(o.quantity).toFixed()} @ ${o.price === null ? null : dec(o.price).toFixed()}`;
  for (const user of people) {
    const positions = await call(server, user, 'GET', futuresTradingPaths.positions);
    const orders = await call(server, user, 'GET', futuresTradingPaths.orders);
    if (positions.status !== 200 || orders.status !== 200) {
      problems.push(
        `user ${user.index}: futures positions answered ${positions.status ?? positions.error}, orders ${orders.status ?? orders.error}`,
      );
      continue;
    }
    const shown = futuresPositionListSchema.parse(positions.body).positions.map(position).sort();
    const stored = state.futures.positions
      .filter((row) => row.userId === user.id && dec(row.size).gt(0))
      .map(position)
      .sort();
    if (shown.join(', ') !== stored.join(', ')) {
      problems.push(
        `user ${user.index}: the API shows the positions [${shown.join(', ')}], the database holds [${stored.join(', ')}]`,
      );
    }
    // The live orders: the database's, except a reduce-only order bigger than what is left to
    // reduce, which the first mark step after the start cancels (as it would have within a second
    // had the server lived on). What became of those shows in the order history.
    const listed = new Map(futuresOrderListSchema.parse(orders.body).orders.map((o) => [o.id, o]));
    const live = state.futures.orders.filter(
      (row) => row.userId === user.id && (row.status === 'open' || row.status === 'untriggered'),
    );
    const gone = live.filter((row) => !listed.has(row.id));
    const history =
      gone.length === 0 ? undefined : await call(server, user, 'GET', `${futuresTradingPaths.orderHistory}?limit=100`);
    const ended = new Map(
      (futuresOrderListSchema.safeParse(history?.body).data?.orders ?? []).map((o) => [o.id, o] as const),
    );
    const held = state.futures.positions.find((row) => row.userId === user.id && row.symbol === FUTURES_SYMBOL);
    for (const row of live) {
      const shownOrder = listed.get(row.id);
      if (shownOrder) {
        if (order(shownOrder) !== order(row)) {
          problems.push(
            `user ${user.index}: the API lists the futures order ${order(shownOrder)}, the database holds ${order(row)}`,
          );
        }
        continue;
      }
      const fate = ended.get(row.id);
      const left = dec(row.quantity).minus(row.filledQuantity);
      const reducing =
        held !== undefined && dec(held.size).gt(0) && held.side === (row.side === 'buy' ? 'short' : 'long');
      const trimmed =
        row.reduceOnly &&
        row.status === 'open' &&
        (!reducing || left.gt(held?.size ?? 0)) &&
        fate?.status === 'cancelled' &&
        fate.cancelReason === 'reduce-only' &&
        same(fate.filledQuantity, row.filledQuantity);
      if (trimmed) {
        console.info(
          `trading-kill: user ${user.index}'s reduce-only ${order(row)} was cancelled by the first mark step after the start (${left} left, position ${held ? `${held.side} ${held.size}` : 'none'})`,
        );
      } else {
        problems.push(
          `user ${user.index}: the API does not list the futures order ${order(row)} (${row.side} ${row.type} reduce-only ${row.reduceOnly}; position ${held ? `${held.side} ${held.size}` : 'none'}); ` +
            `it is ${fate ? `${fate.status}/${fate.cancelReason} filled ${fate.filledQuantity}` : 'not in the history either'}`,
        );
      }
    }
    const liveIds = new Set(live.map((row) => row.id));
    for (const [id, shownOrder] of listed) {
      if (!liveIds.has(id))
        problems.push(`user ${user.index}: the API lists ${order(shownOrder)}, not live in the database`);
    }
  }
  return problems;
}

/** The perpetual's mark price once the price service publishes one (each second after a start). */
async function waitForMark(server: ServerProcess): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`${server.baseUrl}${futuresPaths.tickers}?symbol=${FUTURES_SYMBOL}`);
      const { tickers } = futuresTickerListSchema.parse(await response.json());
      const ticker = tickers.find((candidate) => candidate.symbol === FUTURES_SYMBOL);
      if (ticker) return ticker.markPrice;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`no ${FUTURES_SYMBOL} mark price within 20 s`);
    await sleep(200);
  }
}

/**
 * The futures set-up, once (the first start): a resting spot bid and ask on the perpetual's index
 * market (its index, so its mark), USDT in every futures wallet, isolated margin for every other
 * user and a different leverage for each.
 */
async function futuresSetup(server: ServerProcess, people: TestUser[], journal: Journal): Promise<string[]> {
  const problems: string[] = [];
  const expect2xx = (what: string, answer: Answer) => {
    if (answer.status !== 200)
      problems.push(`set-up: ${what} answered ${answer.status ?? answer.error} ${JSON.stringify(answer.body)}`);
  };
  const [bidder, asker] = people as [TestUser, TestUser];
  for (const [user, side, price] of [
    [bidder, 'buy', FUTURES_SPOT_QUOTES.bid],
    [asker, 'sell', FUTURES_SPOT_QUOTES.ask],
  ] as const) {
    const request: PlaceOrderRequest = {
      symbol: FUTURES_SYMBOL,
      side,
      type: 'limit',
      price,
      quantity: FUTURES_SPOT_QUOTES.quantity,
    };
    const answer = await call(server, user, 'POST', tradingPaths.orders, request);
    const [order] = journal.record(0, user, 'place', answer, false);
    if (order?.status !== 'open') {
      problems.push(
        `set-up: the resting ${FUTURES_SYMBOL} spot ${side} answered ${answer.status ?? answer.error} ${JSON.stringify(answer.body)}`,
      );
    }
  }
  for (const user of people) {
    const request: TransferRequest = { direction: 'to-futures', asset: MARGIN_ASSET, amount: '3000' };
    const transfer = await call(server, user, 'POST', futuresAccountPaths.transfers, request);
    journal.record(0, user, 'transfer', transfer, false);
    expect2xx('a transfer to futures', transfer);
    if (user.index % 2 === 1) {
      const mode = await call(server, user, 'POST', futuresTradingPaths.marginMode, {
        symbol: FUTURES_SYMBOL,
        marginMode: 'isolated',
      });
      journal.recordFutures(0, user, 'futures-margin-mode', mode, false, { kind: 'margin-mode', value: 'isolated' });
      expect2xx('isolated margin', mode);
    }
    const leverage = 5 + 3 * user.index;
    const set = await call(server, user, 'POST', futuresTradingPaths.leverage, { symbol: FUTURES_SYMBOL, leverage });
    journal.recordFutures(0, user, 'futures-leverage', set, false, { kind: 'leverage', value: String(leverage) });
    expect2xx(`leverage ${leverage}`, set);
  }
  return problems;
}

/**
 * Futures trading goes on after a restart: USDT into two futures wallets, a resting order, an order
 * that trades against the best price on the other side (restored or just placed) and moves its
 * owner's position by exactly its size, and a cancel. The taker trades the way that does not grow
 * its position, so the margin it needs is there whatever the stream left.
 */
async function futuresTradeOn(
  server: ServerProcess,
  people: TestUser[],
  journal: Journal,
  round: number,
  state: State,
): Promise<string[]> {
  const problems: string[] = [];
  const maker = people[3] ?? (people[0] as TestUser);
  const taker = people[4] ?? (people[1] as TestUser);
  const said = (what: string, answer: Answer) =>
    problems.push(`after restart: ${what} answered ${answer.status ?? answer.error} ${JSON.stringify(answer.body)}`);
  for (const user of [maker, taker]) {
    const request: TransferRequest = { direction: 'to-futures', asset: MARGIN_ASSET, amount: '300' };
    const answer = await call(server, user, 'POST', futuresAccountPaths.transfers, request);
    journal.record(round, user, 'transfer', answer, false);
    if (answer.status !== 200) said('a transfer to futures', answer);
  }
  const before = signedSize(
    state.futures.positions.find((row) => row.userId === taker.id && row.symbol === FUTURES_SYMBOL),
  );
  // A short taker buys (the maker rests a sell far above), anyone else sells (into a bid far below).
  const takerSide = before.lt(0) ? 'buy' : 'sell';
  const makerSide = takerSide === 'buy' ? 'sell' : 'buy';
  const farPrice = futuresPrice(takerSide === 'buy' ? 5_000 : -5_000);
  const clear = await call(server, taker, 'POST', futuresTradingPaths.cancelAll, { symbol: FUTURES_SYMBOL });
  journal.recordFutures(round, taker, 'futures-cancel-all', clear, false);
  if (clear.status !== 200) said('cancel-all', clear);
  const rest = await call(server, maker, 'POST', futuresTradingPaths.orders, {
    symbol: FUTURES_SYMBOL,
    side: makerSide,
    type: 'limit',
    price: farPrice,
    quantity: '0.00200',
  } satisfies PlaceFuturesOrderRequest);
  const [resting] = journal.recordFutures(round, maker, 'futures-place', rest, false);
  if (resting?.status !== 'open') said(`a resting ${makerSide} at ${farPrice}`, rest);
  const quantity = '0.00100';
  const cross = await call(server, taker, 'POST', futuresTradingPaths.orders, {
    symbol: FUTURES_SYMBOL,
    side: takerSide,
    type: 'limit',
    price: farPrice,
    quantity,
    clientOrderId: `after-${round}`,
  } satisfies PlaceFuturesOrderRequest);
  const [crossing] = journal.recordFutures(round, taker, 'futures-place', cross, false);
  if (crossing?.status !== 'filled') said(`a crossing ${takerSide} of ${quantity} at ${farPrice}`, cross);
  const positions = await call(server, taker, 'GET', futuresTradingPaths.positions);
  const after = futuresPositionListSchema
    .safeParse(positions.body)
    .data?.positions.find((position) => position.symbol === FUTURES_SYMBOL);
  const expected = before.plus(takerSide === 'buy' ? quantity : dec(quantity).neg());
  if (!signedSize(after).eq(expected)) {
    problems.push(
      `after restart: the taker's position went from ${before} to ${after ? `${after.side} ${after.size}` : 'none'}, not ${expected}`,
    );
  }
  if (resting) {
    const cancel = await call(server, maker, 'POST', futuresTradingPaths.cancel(resting.id));
    const [cancelled] = journal.recordFutures(round, maker, 'futures-cancel', cancel, false);
    if (cancelled?.status !== 'cancelled') said('cancelling the resting order', cancel);
  }
  return problems;
}

/** A resting order, a crossing order that fills, and a cancel: trading goes on after the restart. */
async function tradeOn(server: ServerProcess, people: TestUser[], journal: Journal, round: number): Promise<string[]> {
  const problems: string[] = [];
  const [first, second] = people as [TestUser, TestUser];
  const rest = await call(server, first, 'POST', tradingPaths.orders, {
    symbol: SYMBOL,
    side: 'buy',
    type: 'limit',
    price: '3000.00',
    quantity: '0.0100',
  });
  const [resting] = journal.record(round, first, 'place', rest, false);
  if (rest.status !== 200 || resting?.status !== 'open') {
    problems.push(`after restart: a resting buy answered ${rest.status ?? rest.error} ${JSON.stringify(rest.body)}`);
  }
  // Sells into the best bids (the restored ones, or the resting buy just placed): fills at once. The
  // seller first cancels all its orders, so none of its own bids is in the way (self-trade prevention).
  const clear = await call(server, second, 'POST', tradingPaths.cancelAll, { symbol: SYMBOL });
  journal.record(round, second, 'cancel-all', clear, false);
  if (clear.status !== 200) problems.push(`after restart: cancel-all answered ${clear.status ?? clear.error}`);
  const cross = await call(server, second, 'POST', tradingPaths.orders, {
    symbol: SYMBOL,
    side: 'sell',
    type: 'limit',
    price: '3000.00',
    quantity: '0.0020',
  });
  const [crossing] = journal.record(round, second, 'place', cross, false);
  if (cross.status !== 200 || crossing?.status !== 'filled') {
    problems.push(
      `after restart: a crossing sell answered ${cross.status ?? cross.error} ${JSON.stringify(cross.body)}`,
    );
  }
  if (resting) {
    const cancel = await call(server, first, 'POST', tradingPaths.cancel(resting.id));
    const [cancelled] = journal.record(round, first, 'cancel', cancel, false);
    if (cancel.status !== 200 || cancelled?.status !== 'cancelled') {
      problems.push(
        `after restart: cancelling answered ${cancel.status ?? cancel.error} ${JSON.stringify(cancel.body)}`,
      );
    }
  }
  return problems;
}

/**
 * A transfer to the futures wallet and one back, each answered from the restored wallets (`state`,
 * read before this start): transferring goes on after the restart.
 */
async function transferOn(
  server: ServerProcess,
  people: TestUser[],
  journal: Journal,
  round: number,
  state: State,
): Promise<string[]> {
  const problems: string[] = [];
  const user = people[2] ?? (people[0] as TestUser);
  const before = dec(
    state.futuresBalances.find((row) => row.userId === user.id && row.asset === MARGIN_ASSET)?.available ?? '0',
  );
  const send = async (direction: TransferRequest['direction'], amount: string, futuresAfter: Big) => {
    const request: TransferRequest = { direction, asset: MARGIN_ASSET, amount };
    const answer = await call(server, user, 'POST', futuresAccountPaths.transfers, request);
    journal.record(round, user, 'transfer', answer, false);
    const parsed = transferResponseSchema.safeParse(answer.body);
    if (
      answer.status !== 200 ||
      !parsed.success ||
      parsed.data.transfer.direction !== direction ||
      !same(parsed.data.transfer.amount, amount) ||
      !same(parsed.data.futures.available, futuresAfter.toFixed())
    ) {
      problems.push(
        `after restart: a transfer ${direction} ${amount} (futures wallet ${futuresAfter} after it) answered ${answer.status ?? answer.error} ${JSON.stringify(answer.body)}`,
      );
      return undefined;
    }
    return parsed.data;
  };
  const out = await send('to-futures', '12.5', before.plus('12.5'));
  const back = await send('to-spot', '5.25', before.plus('7.25'));
  if (out && back && !dec(back.spot.available).eq(dec(out.spot.available).plus('5.25'))) {
    problems.push(
      `after restart: the spot wallet went from ${out.spot.available} to ${back.spot.available} on 5.25 back`,
    );
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

for (const { driver, available } of drivers) {
  describe.skipIf(!available)(
    `kill -9 of the server under an order stream on ${driver}${available ? '' : ` (${skipPostgresReason})`}`,
    () => {
      let store: Store | undefined;
      let current: ServerProcess | undefined;
      /** The latest server, killed or not: its output explains a failure. */
      let last: ServerProcess | undefined;

      afterAll(async () => {
        // Whatever is still running (a failed or timed-out test, a server still starting) goes.
        const left = [...running];
        for (const server of left) server.kill();
        await Promise.all(left.map((server) => server.exited));
        await store?.dispose();
      });

      it(
        'keeps every answered order, transfer and futures command as answered, applies nothing by halves, conserves balances and trades on',
        async () => {
          const seed = baseSeed + (driver === 'pglite' ? 0 : 1_000_003);
          const timings: string[] = [];
          const started = Date.now();
          const lap = (what: string) => timings.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)}s`);
          store = await createStore(driver);
          const setup = await store.open();
          await applyMigrations(setup);
          await seedDemoData(setup);
          const people = await createUsers(setup, USERS);
          await setup.close();

          // A first start and a clean stop: the server sets up what it needs (its platform accounts),
          // and the totals from then on must never change. The futures set-up (the perpetual's
          // index, futures wallets, settings) only moves funds around.
          const journal = new Journal();
          const context = (round: number) =>
            `${driver}, seed ${seed}, round ${round}; server output:\n${last?.output().slice(-3_000) ?? ''}`;
          current = last = await startServer(store);
          lap('first start');
          expect(await futuresSetup(current, people, journal), context(0)).toEqual([]);
          const firstStop = await stopServer(current);
          current = undefined;
          expect(firstStop, 'a clean stop exits 0').toEqual({ code: 0, signal: null });
          let state = await readState(store);
          expect(checkState(state, journal), context(0)).toEqual([]);
          const baseline = totalsByAsset(state);

          for (let round = 1; round <= ROUNDS; round += 1) {
            current = last = await startServer(store);
            lap(`round ${round} start`);
            const mark = await waitForMark(current);
            expect(await checkApiAgainst(current, people, state), context(round)).toEqual([]);
            expect(await tradeOn(current, people, journal, round), context(round)).toEqual([]);
            expect(await transferOn(current, people, journal, round, state), context(round)).toEqual([]);
            expect(await futuresTradeOn(current, people, journal, round, state), context(round)).toEqual([]);
            lap(`round ${round} stream`);
            const roundSeed = seed * 7 + round;
            const { killAtMs, calls, futuresCalls } = await runStream(current, people, journal, round, roundSeed);
            const killedServer = current;
            current = undefined;
            const exit = await killedServer.exited;
            lap(`round ${round} killed`);
            expect(exit.signal, `the server died of the kill, ${context(round)}`).toBe('SIGKILL');
            state = await readState(store);
            const answered = journal.calls.filter((c) => c.round === round && c.answer.status !== undefined).length;
            const cutOff = journal.calls.filter((c) => c.round === round && c.answer.error !== undefined).length;
            const accepted = new Set(journal.observations.map((o) => o.order.id));
            const unansweredOrders = state.orders.filter((row) => !accepted.has(row.id)).length;
            const transfersAnswered = journal.transfers.filter((t) => t.round === round).length;
            const transfersRefused = journal.calls.filter(
              (c) => c.round === round && c.action === 'transfer' && c.answer.status === 400,
            ).length;
            const transfersStored = state.futuresLedger.filter((row) => FUTURES_TRANSFER_KINDS.has(row.kind)).length;
            const futuresAnswered = journal.calls.filter(
              (c) => c.round === round && c.action.startsWith('futures-') && c.answer.status !== undefined,
            );
            const futuresAccepted = new Set(journal.futuresObservations.map((o) => o.order.id));
            const positions = state.futures.positions.filter((row) => dec(row.size).gt(0));
            console.info(
              `trading-kill ${driver} round ${round}: seed ${roundSeed}, kill at ${killAtMs} ms, ${calls} spot calls ` +
                `in the stream (this round ${answered} calls answered, ${cutOff} cut off by the kill, futures included), ${state.orders.length} orders in the database ` +
                `(${unansweredOrders} never answered), ${state.fills.length} fills, ` +
                `${state.orders.filter((row) => row.status === 'open').length} open, ` +
                `${journal.refusals.filter((r) => r.round === round).length} refused places to check; ` +
                `transfers this round ${transfersAnswered} answered, ${transfersRefused} refused, ${transfersStored} in the database in all; ` +
                `futures (mark ${mark}): ${futuresCalls} calls in the stream, ` +
                `this round answered 2xx/refused: ${[...groupBy(futuresAnswered, (c) => c.action.replace('futures-', ''))].map(([action, list]) => `${action} ${list.filter((c) => (c.answer.status ?? 0) < 300).length}/${list.filter((c) => (c.answer.status ?? 0) >= 400).length}`).join(', ')}; ` +
                `${state.futures.orders.length} orders in the database (${state.futures.orders.filter((row) => !futuresAccepted.has(row.id)).length} never answered, ` +
                `${state.futures.orders.filter((row) => row.status === 'open').length} open, ${state.futures.orders.filter((row) => row.status === 'untriggered').length} untriggered), ` +
                `${state.futures.fills.length} fills, ${positions.length} positions (${positions.map((row) => `${row.side} ${dec(row.size).toFixed()} ${row.marginMode}`).join(', ')})`,
            );
            expect(journal.problems, `answers of the stream, ${context(round)}`).toEqual([]);
            expect(checkState(state, journal, baseline), `after the kill, ${context(round)}`).toEqual([]);
            lap(`round ${round} checked`);
            expect(state.fills.length, 'the stream made fills').toBeGreaterThan(0);
            expect(transfersStored, 'transfers are in the database').toBeGreaterThan(0);
            expect(state.futures.fills.length, 'the futures stream made fills').toBeGreaterThan(0);
          }

          // Restart once more: the API shows the data, trading goes on, and a clean stop keeps it all.
          current = last = await startServer(store);
          lap('last start');
          await waitForMark(current);
          expect(await checkApiAgainst(current, people, state), context(ROUNDS + 1)).toEqual([]);
          expect(await tradeOn(current, people, journal, ROUNDS + 1), context(ROUNDS + 1)).toEqual([]);
          expect(await transferOn(current, people, journal, ROUNDS + 1, state), context(ROUNDS + 1)).toEqual([]);
          expect(await futuresTradeOn(current, people, journal, ROUNDS + 1, state), context(ROUNDS + 1)).toEqual([]);
          const lastStop = await stopServer(current);
          current = undefined;
          expect(lastStop, 'a clean stop exits 0').toEqual({ code: 0, signal: null });
          state = await readState(store);
          expect(checkState(state, journal, baseline), `after the clean stop (${driver}, seed ${seed})`).toEqual([]);
          expect(corruptionsMissed(state, journal, baseline), 'the checks catch a broken store').toEqual([]);
          lap('done');
          console.info(`trading-kill ${driver}: ${timings.join(', ')}`);
        },
        TEST_TIMEOUT_MS,
      );
    },
  );
}
