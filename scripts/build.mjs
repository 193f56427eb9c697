// Builds the web app and the server bundle. Without --force only what is older than its sources
// is rebuilt, so `npm start` is quick after the first time and never serves a stale build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

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
      'web/vite-logger.ts',
      'web/react-router.config.ts',
      'packages/contracts/src',
      'package-lock.json',
    ],
    command: ['npm', ['run', 'build', '-w', '@vela/web']],
    // @react-router/dev 7.18.4, the last 7.x, starts Vite servers of its own with `envFile: false`,
    // which Vite 8 calls deprecated, once per server. The fix is in React Router 8 (Node 22 only).
    // Its child compilers use web/vite-logger.ts; the two that load its own config cannot, so
    // this one known line is dropped; every other line of the build's error output is kept.
    dropFromStderr: [/^The `envFile` option is deprecated, please use `envDir: false` instead\.$/],
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

/** `text` without the lines matching one of `patterns` (ANSI colours ignored when matching). */
export function withoutLines(text, patterns) {
  return text
    .split(/(?<=\n)/)
    .filter((line) => {
      const plain = stripVTControlCharacters(line).trim();
      return !patterns.some((pattern) => pattern.test(plain));
    })
    .join('');
}

/** What a build may not print with `--strict`: warnings, deprecations, Rolldown's `(!)` notices. */
const WARNING = /\bwarn(ing)?s?\b|deprecat|^\(!\)/i;
/** Vite's list of written files ("build/client/assets/x.js  1.20 kB │ gzip: 0.60 kB"): names, not messages. */
const WRITTEN_FILE = /^\S+\s+[\d.,]+ kB(\s|$)/;

/** The lines of `text` that read as a warning. */
export function warningLines(text) {
  return text
    .split('\n')
    .map((line) => stripVTControlCharacters(line).trim())
    .filter((line) => WARNING.test(line) && !WRITTEN_FILE.test(line));
}

/**
 * Builds what is stale. `strict` (the e2e run's build, `--strict`) fails when a build printed a
 * warning: `npm start` on a fresh clone prints none, and a new one should not slip in unseen.
 */
export function buildIfNeeded({ force = false, strict = false } = {}) {
  for (const target of targets) {
    const output = join(root, target.output);
    const stale =
      force ||
      !existsSync(output) ||
      statSync(output).mtimeMs < Math.max(...target.sources.map((source) => newestModification(source)));
    if (!stale) continue;
    console.log(`[build] ${target.name}`);
    const [command, args] = target.command;
    const dropped = target.dropFromStderr ?? [];
    const result = spawnSync(command, args, {
      cwd: root,
      stdio: ['inherit', strict ? 'pipe' : 'inherit', strict || dropped.length > 0 ? 'pipe' : 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const stdout = result.stdout?.toString() ?? '';
    const stderr = withoutLines(result.stderr?.toString() ?? '', dropped);
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    if (result.status !== 0) {
      throw new Error(`[build] ${target.name} failed (exit ${result.status ?? result.signal})`);
    }
    const warnings = strict ? warningLines(stdout + stderr) : [];
    if (warnings.length > 0) {
      throw new Error(`[build] ${target.name} printed warnings (--strict):\n${warnings.join('\n')}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildIfNeeded({ force: process.argv.includes('--force'), strict: process.argv.includes('--strict') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
