// The database's own ceiling for the orders bench: the rows of spot place and cancel commands
// (an order inserted or updated, its user's balance row changed, one ledger entry per command),
// written in Vela's own batch statement at the batch sizes Vela committed, straight through the
// driver (PGlite's `query`, node-postgres' pool, or the server's own prepared statement) with no
// Vela around the write: no HTTP, no sequencer, no engine. Each batch's statement (text and values)
// comes from the server's batch writer itself (server/src/trading/batch-write.ts `BatchWrite`,
// with the spot desk's rows and an empty futures part, as the server's desks give them), built
// before the batch's clock and CPU count start, so the text is Vela's by construction and the
// figures are the database's and the driver's alone. Forked by orders.bench.mjs with an IPC
// channel (`node --import tsx`), so its CPU time is the writer's alone (on PGlite that includes
// the database, which runs in this process).
//
// Set-up (not timed) uses the server's migrations and seed, so the tables, indexes, triggers and
// checks are Vela's: a scratch database (PostgreSQL) or data directory (PGlite), BENCH_ORDER_USERS
// users each with a USDT balance row. Then it answers { id, type, ... } with { id, result }:
//   run     { sizes, seconds, prepared } -> writes batches of sizes[0], sizes[1], ... (round and
//           round) one after another until the writes took `seconds`: each batch takes the next
//           users in turn, and each user's command is a place when it has no open order, else the
//           cancel of it (so a batch is about half of each, as in Vela's closed loops). prepared:
//           through the server's `Database.prepared` (parsed once), as Vela runs it; otherwise
//           unnamed (parsed and planned every batch). Answers commands, batches, seconds, CPU, each
//           batch's time and the statement's text (for the bench to compare with Vela's).
//   explain { size, times } -> `times` batches of `size` under EXPLAIN ANALYZE: the median time
//           the database took to plan the statement and to run it (the rows are written too).
//   finish  -> checks that every user's USDT total (available + frozen) is what it was and that
//           there is one ledger entry per command, closes the database; then exits
// Options come as JSON in BENCH_CEILING: { databaseUrl?, dataDir?, users, symbol }.
import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import { openDatabase } from '../server/src/db/client.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { futuresRows } from '../server/src/desks/futures/futures-state.ts';
import { SpotRows, spotLedgerRows } from '../server/src/desks/spot/spot-rows.ts';
import { FuturesStateWrite } from '../server/src/futures/futures-settle.ts';
import { seedDemoData } from '../server/src/seeding.ts';
import { BatchWrite } from '../server/src/trading/batch-write.ts';
import { answerRequests, ownedByParent, send } from './child-ipc.mjs';

const options = JSON.parse(process.env.BENCH_CEILING ?? '{}');
const symbol = options.symbol ?? 'BTC_USDT';
const ASSET = 'USDT';
const GRANT = '10000';
/** A resting buy of 0.0005 BTC at 38,400.00 USDT, as the bench's orders are: what it freezes. */
const ORDER = { price: '38400.00', quantity: '0.0005', frozen: '19.2' };
const STATEMENT = 'vela_ceiling_batch';

ownedByParent();

const median = (list) => Float64Array.from(list).sort()[Math.floor(list.length / 2)];

/** The raw driver under the set-up's drizzle, or the server's prepared statement: one `exec(text, values, prepared)`. */
function driverOf(database) {
  const client = database.db.$client;
  return async (text, values, prepared) =>
    prepared ? await database.prepared(STATEMENT, text)(values) : (await client.query(text, values)).rows;
}

/** One command of a user: the place of a new order (its freeze), or the cancel of its open one. */
function command(user, bookSeq, at) {
  if (user.open) {
    const order = user.open;
    user.open = undefined;
    Object.assign(order, { frozen: new Big(0), status: 'cancelled', cancelReason: 'user', version: 2, updatedAt: at });
    const release = ORDER.frozen;
    return {
      order,
      movement: {
        kind: 'done',
        orderId: order.id,
        userId: user.id,
        symbol,
        status: 'cancelled',
        cancelReason: 'user',
        releaseAsset: ASSET,
        release,
      },
    };
  }
  const order = {
    id: randomUUID(),
    userId: user.id,
    clientOrderId: null,
    symbol,
    side: 'buy',
    type: 'limit',
    price: ORDER.price,
    quantity: ORDER.quantity,
    filledQuantity: new Big(0),
    filledQuote: new Big(0),
    frozen: new Big(ORDER.frozen),
    status: 'open',
    cancelReason: null,
    stop: null,
    timeInForce: 'GTC',
    postOnly: false,
    ocoGroup: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    persisted: false,
    bookSeq,
  };
  user.open = order;
  return {
    order,
    movement: { kind: 'freeze', orderId: order.id, userId: user.id, asset: ASSET, amount: ORDER.frozen },
  };
}

/** The futures desk's part of a spot batch: nothing changed. */
const noFutures = () =>
  futuresRows(new FuturesStateWrite({ orders: [], positions: [], settings: [], fills: [], rounds: [] }));

async function main() {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir ?? '' });
  await applyMigrations(database);
  await seedDemoData(database);
  const client = database.db.$client;
  const users = [];
  for (let index = 0; index < options.users; index += 1) {
    const email = `ceiling-${index}-${Date.now()}@example.com`;
    const inserted = await client.query('insert into users (email, password_hash) values ($1, $2) returning id', [
      email,
      'bench',
    ]);
    const id = inserted.rows[0].id;
    await client.query('insert into balances (user_id, asset, available, version) values ($1, $2, $3, 1)', [
      id,
      ASSET,
      GRANT,
    ]);
    users.push({ id, open: undefined });
  }
  const exec = driverOf(database);
  let next = 0;
  let bookSeq = 1;
  let commandsWritten = 0;

  /**
   * The statement of one batch of `size` commands, by the server's batch writer: orders as they
   * stand at the end of the batch (one placed and cancelled in it is inserted as it ends), each
   * balance row's net change, one ledger entry per command.
   */
  function statement(size) {
    const at = new Date();
    const movements = [];
    const orders = new Set();
    for (let k = 0; k < size; k += 1) {
      const user = users[next % users.length];
      next += 1;
      const { order, movement } = command(user, bookSeq, at);
      bookSeq += 1;
      movements.push(movement);
      orders.add(order);
    }
    const write = new BatchWrite(movements, (kind) => spotLedgerRows[kind], { spot: () => true, futures: () => true }, [
      new SpotRows(movements, [...orders]),
      noFutures(),
    ]);
    for (const order of orders) order.persisted = true;
    commandsWritten += size;
    return write.statement();
  }

  /** Writes one batch; answers its time and CPU (µs), the statement built before either counts. */
  async function batch(size, prepared) {
    const { text, values } = statement(size);
    const cpu = process.cpuUsage();
    const started = performance.now();
    await exec(text, values, prepared);
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - started, cpuUs: used.user + used.system, text };
  }

  const handlers = {
    run: async ({ sizes, seconds, prepared }) => {
      const list = sizes.length > 0 ? sizes : [1];
      const times = [];
      const fromUs = Number(process.hrtime.bigint() / 1000n);
      let writing = 0;
      let cpuUs = 0;
      let commands = 0;
      let text = '';
      for (let index = 0; writing < seconds * 1000; index += 1) {
        const size = list[index % list.length];
        const written = await batch(size, prepared === true);
        times.push(written.ms);
        writing += written.ms;
        cpuUs += written.cpuUs;
        commands += size;
        text = written.text;
      }
      return {
        commands,
        batches: times.length,
        /** The time the writes took (the statements' building aside). */
        seconds: writing / 1000,
        cpuMs: cpuUs / 1000,
        /** Each batch's time (ms), for the parent to pool over slices. */
        times,
        /** CLOCK_MONOTONIC µs, for the profile's window (BENCH_PROFILE=1). */
        window: { fromUs, toUs: Number(process.hrtime.bigint() / 1000n) },
        /** The statement's text, as the server's batch writer built it. */
        text,
      };
    },
    /** `times` batches of `size` under EXPLAIN ANALYZE: the medians of the planning and execution times. */
    explain: async ({ size, times }) => {
      const planning = [];
      const execution = [];
      for (let index = 0; index < times; index += 1) {
        const { text, values } = statement(size);
        const [row] = await exec(`explain (analyze, format json) ${text}`, values, false);
        const [plan] = row['QUERY PLAN'];
        const { 'Planning Time': planningMs, 'Execution Time': executionMs } = plan;
        planning.push(planningMs);
        execution.push(executionMs);
      }
      return { size, times, planningMs: median(planning), executionMs: median(execution) };
    },
    finish: async () => {
      const totals = await client.query(
        'select count(*)::int as rows, count(*) filter (where available + frozen = $1::numeric)::int as intact from balances where asset = $2 and user_id = any($3::uuid[])',
        [GRANT, ASSET, `{${users.map((user) => user.id).join(',')}}`],
      );
      const ledger = await client.query(
        "select count(*)::int as entries from ledger_entries where user_id = any($1::uuid[]) and kind in ('order-freeze', 'order-release')",
        [`{${users.map((user) => user.id).join(',')}}`],
      );
      await database.close();
      const { rows, intact } = totals.rows[0];
      const { entries } = ledger.rows[0];
      return { conserved: rows === users.length && intact === rows, entries, commands: commandsWritten };
    },
  };
  answerRequests(handlers);
  await send({ type: 'ready', driver: database.driver });
}

main().catch(async (error) => {
  console.error('write-ceiling failed:', error);
  await send({ type: 'fatal', error: String(error?.stack ?? error) });
  process.exit(1);
});
