// `npm test`: typecheck, lint, build, unit + integration (Vitest), browser (Playwright). Every step runs
// even after a failure so one run shows everything; the last line totals the test runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds}s`);
  return ok;
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const steps = [];
steps.push(['typecheck', run('typecheck', 'npm', ['run', 'typecheck'])]);
steps.push(['lint', run('lint', 'npm', ['run', 'lint'])]);
// Before the test runners: the server tests of production documents need the build, and the
// build fails on a warning (--strict) like the e2e run's (which then finds it fresh).
steps.push(['build', run('build', process.execPath, ['scripts/build.mjs', '--strict'])]);
steps.push([
  'vitest',
  run('unit + integration', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest.json')}`,
  ]),
]);
steps.push([
  'playwright',
  run('browser', 'npm', ['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_FILE: join(reports, 'playwright.json') }),
]);

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(join(reports, 'vitest.json'));
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(join(reports, 'playwright.json'));
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
// A step that failed without reporting a test (typecheck, lint, a crashed runner) still counts.
for (const [name, ok] of steps) {
  const reported = (name === 'vitest' && vitest) || (name === 'playwright' && playwright);
  if (!ok && !reported) failed += 1;
}
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
console.log(`\nsteps: ${steps.map(([name, ok]) => `${name} ${ok ? 'ok' : 'FAILED'}`).join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length === 0 ? 0 : 1);
