// `npm run bench`: runs every *.bench.mjs in this folder in turn. Each prints its own results,
// measured side by side in one run, as ratios.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];
const NAMED_ONLY = new Set(['soak.bench.mjs']);
for (const file of readdirSync(here)
  .filter((name) => name.endsWith('.bench.mjs'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  // Long-running benches run only when named (`npm run bench -- soak`).
  if (!only && NAMED_ONLY.has(file)) continue;
  console.log(`\n## ${file}`);
  await import(new URL(file, import.meta.url).href);
}
