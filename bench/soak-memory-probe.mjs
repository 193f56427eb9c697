// Preloaded into the soak bench's server (`node --import ./soak-memory-probe.mjs main.js`): every
// BENCH_SOAK_SAMPLE_MS (5 s) appends the process's memory (process.memoryUsage(): rss, heapUsed,
// heapTotal, external, arrayBuffers) as a JSON line to BENCH_SOAK_MEMORY_FILE. The server's code
// is unchanged and no inspector is attached: one synchronous append of ~150 bytes per sample.
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_SOAK_MEMORY_FILE;
if (file) {
  const sample = () => appendFileSync(file, `${JSON.stringify({ time: Date.now(), ...process.memoryUsage() })}\n`);
  sample();
  setInterval(sample, Number(process.env.BENCH_SOAK_SAMPLE_MS ?? 5_000)).unref();
}
