// Backups of the embedded database (docs/backups.md): a backup taken while users trade restores
// into a database where every asset is conserved and every wallet matches its ledger; with no
// server running `npm run backup` opens the directory itself; restore refuses a directory in use
// or not empty. The CLI runs as the operator runs it, `npm run backup` / `npm run restore`.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeOrderRequestSchema } from '@vela/contracts/trading';
import Big from 'big.js';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackupService, restoreDataDir, serveBackups } from '../src/db/backup.ts';
import { type DataDirLock, LOCK_FILE, lockDataDir } from '../src/db/backup-lock.ts';
import { type Database, type Db, openDatabase } from '../src/db/client.ts';
import { applyMigrations, migrationState } from '../src/db/migrations.ts';
import {
  balances,
  futuresBalances,
  futuresLedgerEntries,
  ledgerEntries,
  spotFills,
  spotMarkets,
  spotOrders,
  users,
} from '../src/db/schema.ts';
import { seedDemoData } from '../src/seeding.ts';
import { signUp } from './support/app.ts';
import { createFundedUser } from './support/engine.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';
import { Trader, totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';
const TRADERS = 4;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run <script> -- <args>` from the repository root, as an operator runs it. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repoRoot,
      env: { ...inherited, DATABASE_URL: '', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Every wallet (spot and futures) against its ledger: available + frozen and frozen are the entries' sums. */
async function walletsOffTheirLedgers(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const compare = (
    wallet: string,
    rows: { userId: string; asset: string; available: string; frozen: string }[],
    sums: { userId: string; asset: string; total: string | null; frozen: string | null }[],
  ) => {
    const byKey = new Map(sums.map((sum) => [`${sum.userId}|${sum.asset}`, sum]));
    for (const row of rows) {
      const sum = byKey.get(`${row.userId}|${row.asset}`);
      const total = new Big(row.available).plus(row.frozen);
      if (!total.eq(sum?.total ?? '0') || !new Big(row.frozen).eq(sum?.frozen ?? '0')) {
        problems.push(`${wallet} ${row.userId} ${row.asset}: ${total} (${row.frozen} frozen), ledger ${sum?.total}`);
      }
      byKey.delete(`${row.userId}|${row.asset}`);
    }
    for (const key of byKey.keys()) problems.push(`${wallet} ${key}: ledger entries without a wallet`);
  };
  const sumsOf = (ledger: typeof ledgerEntries | typeof futuresLedgerEntries) =>
    db
      .select({
        userId: ledger.userId,
        asset: ledger.asset,
        total: sql<string | null>`sum(${ledger.amount})::text`,
        frozen: sql<string | null>`sum(${ledger.frozenAmount})::text`,
      })
      .from(ledger)
      .groupBy(ledger.userId, ledger.asset);
  compare('spot', await db.select().from(balances), await sumsOf(ledgerEntries));
  compare('futures', await db.select().from(futuresBalances), await sumsOf(futuresLedgerEntries));
  return problems;
}

describe('backups of the embedded database', () => {
  let scratch: string;
  let dataDir: string;
  let lock: DataDirLock;
  let database: Database;
  let market: MarketApp;
  let backups: BackupService;
  let traders: Trader[];

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'vela-backup-test-'));
    dataDir = join(scratch, 'live');
    // As main.ts: the lock first, then the database, then the backup socket.
    lock = await lockDataDir(dataDir, 'server');
    database = await openDatabase({ dataDir });
    await applyMigrations(database);
    market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
    backups = await serveBackups({ lock, database });
    traders = [];
    for (let index = 0; index < TRADERS; index += 1) {
      traders.push(new Trader(market.app, (await signUp(market.app)).cookie));
    }
  }, 120_000);

  afterAll(async () => {
    await backups?.close();
    await market?.close();
    await database?.close();
    await lock?.release();
    await rm(scratch, { recursive: true, force: true });
  });

  it('restores a backup taken mid-trading into a database that conserves every asset and matches every ledger', async () => {
    await market.trading.settled();
    const deposited = await totalsByAsset(database.db);
    let trading = true;
    let answered = 0;
    const unexpected: string[] = [];
    // Buyers bid above where sellers ask, so the books cross and fill; now and then a cancel-all.
    const loops = traders.map(async (trader, index) => {
      for (let turn = 0; trading && unexpected.length === 0; turn += 1) {
        const side = (index + turn) % 2 === 0 ? 'buy' : 'sell';
        const response =
          turn % 5 === 4
            ? await trader.cancelAll(SYMBOL)
            : await trader.place(
                placeOrderRequestSchema.parse({
                  symbol: SYMBOL,
                  side,
                  type: 'limit',
                  price: side === 'buy' ? '3301.00' : '3299.00',
                  quantity: (0.01 + (turn % 7) / 1000).toFixed(4),
                }),
              );
        if (response.statusCode === 200 || response.statusCode === 400) answered += 1;
        else unexpected.push(`${response.statusCode} ${response.body.slice(0, 300)}`);
      }
    });
    const stopTrading = async () => {
      trading = false;
      await Promise.all(loops);
      await market.trading.settled();
    };
    try {
      while (answered < 40 && unexpected.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unexpected, 'answers other than 200 or 400').toEqual([]);
      const file = join(scratch, 'mid-trading.tar.gz');
      const before = answered;
      const backup = await npmRun('backup', ['--out', file], { DATA_DIR: dataDir });
      expect(backup.output).toContain('taken by the running server');
      expect(backup.code, backup.output).toBe(0);
      expect(answered, 'the users traded while the backup was taken').toBeGreaterThan(before);
      await stopTrading();
      expect(unexpected, 'answers other than 200 or 400').toEqual([]);

      const restoredDir = join(scratch, 'restored');
      const restore = await npmRun('restore', [file, '--into', restoredDir], {});
      expect(restore.code, restore.output).toBe(0);
      expect(await readdir(restoredDir)).not.toContain(LOCK_FILE);
      expect((await stat(restoredDir)).mode & 0o777).toBe(0o700);
      const restored = await openDatabase({ dataDir: restoredDir });
      try {
        expect(await totalsByAsset(restored.db)).toEqual(deposited);
        expect(await walletsOffTheirLedgers(restored.db)).toEqual([]);
        expect((await restored.db.select().from(spotFills)).length, 'the backup holds fills').toBeGreaterThan(0);
        // The migrations table came along: the restored database is as current as the live one.
        const { applied, expected } = await migrationState(restored);
        expect(applied).toBe(expected);
      } finally {
        await restored.close();
      }
      // The live database kept trading after the backup: its totals are the same deposits.
      expect(await totalsByAsset(database.db)).toEqual(deposited);
      expect(await walletsOffTheirLedgers(database.db)).toEqual([]);
    } finally {
      if (trading) await stopTrading();
    }
  }, 180_000);

  it('refuses to restore into a directory in use or not empty, and to write a backup inside the data directory', async () => {
    const file = join(scratch, 'any.tar.gz');
    await writeFile(file, 'not used: the checks come first');
    await expect(restoreDataDir(file, dataDir)).rejects.toThrow(/in use by a running server/);
    const occupied = join(scratch, 'occupied');
    await mkdir(occupied);
    await writeFile(join(occupied, 'something'), 'x');
    await expect(restoreDataDir(file, occupied)).rejects.toThrow(/not empty/);
    const inside = await npmRun('backup', ['--out', join(dataDir, 'backup.tar.gz')], { DATA_DIR: dataDir });
    expect(inside.code).toBe(1);
    expect(inside.output).toContain('inside');
  }, 60_000);
});

describe('npm run backup with no server running', () => {
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'vela-backup-cli-'));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('opens the directory itself, and the restore has the same rows', async () => {
    const dataDir = join(scratch, 'data');
    const setup = await openDatabase({ dataDir });
    await applyMigrations(setup);
    await seedDemoData(setup);
    await createFundedUser(setup.db, 'backup-cli@example.com', { USDT: '1234.5', ETH: '0.75' });
    const rowsOf = async (db: Db) => ({
      users: await db.select().from(users).orderBy(asc(users.id)),
      balances: await db.select().from(balances).orderBy(asc(balances.userId), asc(balances.asset)),
      ledger: await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id)),
      markets: await db.select().from(spotMarkets).orderBy(asc(spotMarkets.symbol)),
      orders: await db.select().from(spotOrders).orderBy(asc(spotOrders.id)),
    });
    const original = await rowsOf(setup.db);
    await setup.close();

    const file = join(scratch, 'offline.tar.gz');
    const backup = await npmRun('backup', ['--out', file], { DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('no server was running');
    expect(await readdir(dataDir), 'the lock is gone afterwards').not.toContain(LOCK_FILE);

    const into = join(scratch, 'restored');
    await mkdir(into); // an empty directory is fine too
    const restore = await npmRun('restore', [file, '--into', into], {});
    expect(restore.code, restore.output).toBe(0);
    const restored = await openDatabase({ dataDir: into });
    try {
      expect(await rowsOf(restored.db)).toEqual(original);
    } finally {
      await restored.close();
    }
    // A second restore into the now full directory is refused and changes nothing.
    const again = await npmRun('restore', [file, '--into', into], {});
    expect(again.code).toBe(1);
    expect(again.output).toContain('not empty');
  }, 180_000);
});
