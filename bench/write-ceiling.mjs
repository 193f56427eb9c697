// The database's own ceiling for the orders bench: the rows of spot place and cancel commands
// (an order inserted or updated, its user's balance row changed, one ledger entry per command),
// written in the statement Vela's batch writer sends (bench/ceiling-statement.mjs) at the batch
// sizes Vela committed, straight through the driver (PGlite's `query`, node-postgres' pool) with
// no Vela around it: no HTTP, no sequencer, no engine, no drizzle. Forked by orders.bench.mjs with
// an IPC channel (`node --import tsx`), so its CPU time is the writer's alone (on PGlite that
// includes the database, which runs in this process).
//
// Set-up (not timed) uses the server's migrations and seed, so the tables, indexes, triggers and
// checks are Vela's: a scratch database (PostgreSQL) or data directory (PGlite), BENCH_ORDER_USERS
// users each with a USDT balance row. Then it answers { id, type, ... } with { id, result }:
//   run     { sizes, seconds, prepared } -> writes batches of sizes[0], sizes[1], ... (round and
//           round) one after another for `seconds`: each batch takes the next users in turn, and
//           each user's command is a place when it has no open order, else the cancel of it (so a
//           batch is about half of each, as in Vela's closed loops). prepared: the same text as a
//           named statement, parsed once (the lever "prepared once", measured). Answers commands,
//           batches, seconds, CPU and each batch's time.
//   explain { size, times } -> `times` batches of `size` under EXPLAIN ANALYZE: the median time
//           the database took to plan the statement and to run it (the rows are written too).
//   finish  -> checks that every user's USDT total (available + frozen) is what it was and that
//           there is one ledger entry per command, closes the database; then exits
// Options come as JSON in BENCH_CEILING: { databaseUrl?, dataDir?, users, symbol }.
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../server/src/db/client.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { seedDemoData } from '../server/src/seeding.ts';
import { batchStatement } from './ceiling-statement.mjs';
import { answerRequests, ownedByParent, send } from './child-ipc.mjs';
import { preparedStatement } from './prepared-statement.mjs';

const options = JSON.parse(process.env.BENCH_CEILING ?? '{}');
const symbol = options.symbol ?? 'BTC_USDT';
const ASSET = 'USDT';
const GRANT = '10000';
/** A resting buy of 0.0005 BTC at 38,400.00 USDT, as the bench's orders are: what it freezes. */
const ORDER = { price: '38400.00', quantity: '0.0005', frozen: '19.2' };
const STATEMENT = 'vela_ceiling_batch';

ownedByParent();

const median = (list) => Float64Array.from(list).sort()[Math.floor(list.length / 2)];

/** The raw driver under the set-up's drizzle: one `exec(text, values, prepared)` over both. */
function driverOf(database) {
  const client = database.db.$client;
  const prepared = preparedStatement(database, STATEMENT);
  return async (text, values, named) => (named ? await prepared(text, values) : await client.query(text, values)).rows;
}

/** One command's rows, as settle.ts's BatchWrite holds them. */
function command(user, bookSeq, at) {
  const iso = at.toISOString();
  if (user.open) {
    const order = user.open;
    user.open = undefined;
    return {
      changed: { ...order, frozen: '0', status: 'cancelled', cancelReason: 'user', version: '2', updatedAt: iso },
      available: ORDER.frozen,
      frozen: `-${ORDER.frozen}`,
      entry: { amount: '0', frozenAmount: `-${ORDER.frozen}`, kind: 'order-release', reference: order.id },
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
    filledQuantity: '0',
    filledQuote: '0',
    frozen: ORDER.frozen,
    status: 'open',
    cancelReason: null,
    version: '1',
    createdAt: iso,
    updatedAt: iso,
    bookSeq: String(bookSeq),
    stopPrice: null,
    triggerDirection: null,
    trailingAmount: null,
    trailingPercent: null,
    trailingBest: null,
    triggeredAt: null,
    ocoGroup: null,
    timeInForce: 'GTC',
    postOnly: false,
  };
  user.open = order;
  return {
    added: order,
    available: `-${ORDER.frozen}`,
    frozen: ORDER.frozen,
    entry: { amount: '0', frozenAmount: ORDER.frozen, kind: 'order-freeze', reference: order.id },
  };
}

/** Net change of two decimal strings with at most 4 places (exact: integers of 1e-4). */
const addDecimal = (a, b) => {
  const units = (value) => {
    const [whole, fraction = ''] = value.replace('-', '').split('.');
    const n = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
    return value.startsWith('-') ? -n : n;
  };
  const sum = units(a) + units(b);
  const abs = sum < 0n ? -sum : sum;
  return `${sum < 0n ? '-' : ''}${abs / 10_000n}.${String(abs % 10_000n).padStart(4, '0')}`;
};

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

  /** Builds and writes one batch of `size` commands; `explain`: under EXPLAIN ANALYZE, answering its timings. */
  async function batch(size, prepared, explain = false) {
    const added = [];
    const changed = [];
    const rows = new Map();
    const entries = [];
    const at = new Date();
    for (let k = 0; k < size; k += 1) {
      const user = users[next % users.length];
      next += 1;
      const rowsOf = command(user, bookSeq, at);
      bookSeq += 1;
      if (rowsOf.added) added.push(rowsOf.added);
      else {
        // Placed in this batch too (a batch larger than the users): one row, inserted as it ends, as Vela writes it.
        const placed = added.find((order) => order.id === rowsOf.changed.id);
        if (placed) Object.assign(placed, rowsOf.changed);
        else changed.push(rowsOf.changed);
      }
      const row = rows.get(user.id) ?? { userId: user.id, asset: ASSET, available: '0', frozen: '0', persisted: true };
      row.available = addDecimal(row.available, rowsOf.available);
      row.frozen = addDecimal(row.frozen, rowsOf.frozen);
      rows.set(user.id, row);
      entries.push({ userId: user.id, asset: ASSET, ...rowsOf.entry });
    }
    const { text, values } = batchStatement({ added, changed, balances: [...rows.values()], entries });
    commandsWritten += size;
    if (!explain) return exec(text, values, prepared);
    const [row] = await exec(`explain (analyze, format json) ${text}`, values, false);
    const [plan] = row['QUERY PLAN'];
    return { planningMs: plan['Planning Time'], executionMs: plan['Execution Time'] };
  }

  const handlers = {
    run: async ({ sizes, seconds, prepared }) => {
      const list = sizes.length > 0 ? sizes : [1];
      const times = [];
      const fromUs = Number(process.hrtime.bigint() / 1000n);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const deadline = started + seconds * 1000;
      let commands = 0;
      for (let index = 0; performance.now() < deadline; index += 1) {
        const size = list[index % list.length];
        const t0 = performance.now();
        await batch(size, prepared === true);
        times.push(performance.now() - t0);
        commands += size;
      }
      const elapsed = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      return {
        commands,
        batches: times.length,
        seconds: elapsed,
        cpuMs: (cpu.user + cpu.system) / 1000,
        /** Each batch's time (ms), for the parent to pool over slices. */
        times,
        /** CLOCK_MONOTONIC µs, for the profile's window (BENCH_PROFILE=1). */
        window: { fromUs, toUs: Number(process.hrtime.bigint() / 1000n) },
      };
    },
    /** `times` batches of `size` under EXPLAIN ANALYZE: the medians of the planning and execution times. */
    explain: async ({ size, times }) => {
      const planning = [];
      const execution = [];
      for (let index = 0; index < times; index += 1) {
        const { planningMs, executionMs } = await batch(size, false, true);
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
