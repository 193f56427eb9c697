// The batch writer before and after its statement was prepared once, in ONE run and one process:
// the trading core without HTTP (server/test/support/engine.ts: seeded markets, no simulated
// liquidity) under 50 loops of place+cancel of a resting ETH_USDT buy, in rounds that alternate
// (old, new, new, old, ...). "old" gives the core a wrapper of `db` that the batch writer does not
// know (server/src/db/client.ts `databaseOf`), so it runs its statement as before: Drizzle builds
// the text, sent unnamed (parsed and planned every batch). "new" gives it the database's own `db`:
// the text taken in one walk and run as a statement prepared once. Prints commands/s and this
// process's CPU per command (on PGlite the database's too) per round, then the medians and their
// ratios; round 0 warms up (the JIT), uncounted. Run with `node --import tsx bench/batch-write-ab.mjs` (PGlite in memory), or with
// DATABASE_URL set to a scratch PostgreSQL database (it creates tables and users in it).
// BENCH_ROUND_MS (4000), BENCH_ROUNDS (8).
import { openDatabase } from '../server/src/db/client.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { createFundedUser, startEngine } from '../server/test/support/engine.ts';

const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 4000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const LOOPS = 50;
const ORDER = { symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '100.00', quantity: '1.0000' };

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
await applyMigrations(database);
const unknownToWriter = new Proxy(database.db, {});
const users = [];
const results = { old: [], new: [] };

/** Each loop places the order and cancels it, until the deadline; answers the commands done. */
async function placeAndCancel(trading, until) {
  let commands = 0;
  await Promise.all(
    users.map(async (userId) => {
      do {
        const placed = await trading.place(userId, ORDER);
        await trading.cancel(userId, placed.order.id);
        commands += 2;
      } while (performance.now() < until);
    }),
  );
  return commands;
}

for (let round = 0; round < ROUNDS; round += 1) {
  const kind = round % 4 === 1 || round % 4 === 2 ? 'new' : 'old';
  const engine = await startEngine(database, { db: kind === 'old' ? unknownToWriter : database.db });
  while (users.length < LOOPS) {
    users.push(await createFundedUser(database.db, `batch-ab-${users.length}@example.com`, { USDT: '100000000' }));
  }
  await placeAndCancel(engine.trading, 0); // warm-up: one turn per loop
  const cpu = process.cpuUsage();
  const started = performance.now();
  const commands = await placeAndCancel(engine.trading, started + ROUND_MS);
  await engine.trading.settled();
  const used = process.cpuUsage(cpu);
  const result = {
    rate: commands / ((performance.now() - started) / 1000),
    cpuMs: (used.user + used.system) / 1000 / commands,
  };
  if (round > 0) results[kind].push(result);
  console.log(
    `${kind} round ${round}${round > 0 ? '' : ' (warm-up, uncounted)'}: ${result.rate.toFixed(0)} commands/s, CPU ${result.cpuMs.toFixed(3)} ms/command`,
  );
  await engine.close();
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const of = (kind, key) => median(results[kind].map((result) => result[key]));
for (const kind of ['old', 'new']) {
  console.log(
    `${kind}: median ${of(kind, 'rate').toFixed(0)} commands/s, CPU ${of(kind, 'cpuMs').toFixed(3)} ms/command`,
  );
}
console.log(
  `new / old: ${(of('new', 'rate') / of('old', 'rate')).toFixed(2)}x commands/s, ` +
    `${(of('new', 'cpuMs') / of('old', 'cpuMs')).toFixed(2)}x CPU per command`,
);
await database.close();
