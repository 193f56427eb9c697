// `npm run restore -- <backup file> [--into <dir>]`: unpacks a backup made by `npm run backup`
// into an empty or new directory (DATA_DIR by default), after checking that no server or backup
// uses it. Start the server on it afterwards (DATA_DIR=<dir> npm start). See docs/backups.md.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config.ts';
import { restoreDataDir } from '../server/src/db/backup.ts';

const { values, positionals } = parseArgs({ options: { into: { type: 'string' } }, allowPositionals: true });
const here = process.env.INIT_CWD ?? process.cwd();
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- <backup file> [--into <empty or new directory>]');
  process.exit(2);
}
const into = values.into ? resolve(here, values.into) : loadConfig().DATA_DIR;
try {
  const started = Date.now();
  const result = await restoreDataDir(resolve(here, positionals[0]), into);
  console.log(
    `restored into ${result.dataDir} (${result.migrations} migrations recorded, ${Date.now() - started} ms); ` +
      `start it with DATA_DIR=${result.dataDir} npm start`,
  );
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
