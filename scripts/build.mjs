// Builds the web app and the server bundle. Without --force only what is older than its sources
// is rebuilt, so `npm start` is quick after the first time and never serves a stale build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const targets = [
  {
    name: 'web',
    output: 'web/build/server/index.js',
    sources: [
      'web/app',
      'web/vite.config.ts',
      'web/vite-precompress.ts',
      'web/vite-chunks.ts',
      'web/react-router.config.ts',
      'packages/contracts/src',
      'package-lock.json',
    ],
    command: ['npm', ['run', 'build', '-w', '@vela/web']],
  },
  {
    name: 'server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/build.mjs', 'packages/contracts/src', 'package-lock.json'],
    command: [process.execPath, ['server/build.mjs']],
  },
];

function newestModification(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

export function buildIfNeeded({ force = false } = {}) {
  for (const target of targets) {
    const output = join(root, target.output);
    const stale =
      force ||
      !existsSync(output) ||
      statSync(output).mtimeMs < Math.max(...target.sources.map((source) => newestModification(source)));
    if (!stale) continue;
    console.log(`[build] ${target.name}`);
    const [command, args] = target.command;
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      throw new Error(`[build] ${target.name} failed (exit ${result.status ?? result.signal})`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildIfNeeded({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
