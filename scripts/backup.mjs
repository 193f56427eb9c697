// `npm run backup [-- --out <file>] [--data-dir <dir>]`: a consistent copy of the embedded
// database's directory (DATA_DIR) as a gzip'd tarball. A running server takes it itself (asked
// over its private backup socket); with no server running, this process opens the directory.
// PostgreSQL (DATABASE_URL set) is backed up with pg_dump instead: docs/backups.md.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config.ts';
import { backupDataDir } from '../server/src/db/backup.ts';

const { values } = parseArgs({ options: { out: { type: 'string' }, 'data-dir': { type: 'string' } } });
// Paths the user typed are theirs (npm runs scripts from the repository root; INIT_CWD is where they were).
const here = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();
if (config.DATABASE_URL && !values['data-dir']) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with `pg_dump -Fc` and DATA_DIR (secrets.key, kyc/) with a file copy; see docs/backups.md.',
  );
  process.exit(2);
}
const dataDir = values['data-dir'] ? resolve(here, values['data-dir']) : config.DATA_DIR;
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const out = resolve(here, values.out ?? `vela-backup-${stamp}.tar.gz`);
try {
  const started = Date.now();
  const result = await backupDataDir(dataDir, out);
  const how = result.via === 'server' ? 'taken by the running server' : 'no server was running: taken directly';
  console.log(
    `backup of ${dataDir} written to ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB, ${how}, ${Date.now() - started} ms)`,
  );
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
