// `npm run fuzz`: the fuzz suites (docs/fuzzing.md) with a larger budget than `npm test` gives them.
// FUZZ_SCALE multiplies every suite's number of runs (default here 20); FUZZ_SEED and FUZZ_PATH
// replay a failure. Extra arguments go to Vitest (e.g. `npm run fuzz -- server/test/api-fuzz.test.ts`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const suites = ['server/test/api-fuzz.test.ts', 'server/test/page-fuzz.test.ts', 'server/test/feed-fuzz.test.ts'];
const chosen = process.argv.slice(2);
const env = { ...process.env, FUZZ_SCALE: process.env.FUZZ_SCALE ?? '20' };
console.log(`fuzz: FUZZ_SCALE=${env.FUZZ_SCALE}${env.FUZZ_SEED ? ` FUZZ_SEED=${env.FUZZ_SEED}` : ''}`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'integration', ...(chosen.length > 0 ? chosen : suites)],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
process.exit(result.status ?? 1);
