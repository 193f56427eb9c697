// Server-side rendering cost: the home page (React render + in-process API call) against the JSON
// API call it makes, on the production build, same server, same connection pool, same run.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuild } from './production-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = 16;

if (spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' }).status !== 0)
  process.exit(1);

const server = await startBuild(root);
const { base } = server;

async function measure(path) {
  const latencies = [];
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(base + path);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return { path, perSecond: latencies.length / seconds, p50: pick(0.5), p99: pick(0.99) };
}

try {
  await server.ready();
  await measure('/'); // warm-up
  const json = await measure('/api/v1/markets');
  const page = await measure('/');
  console.log(
    `machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log(`concurrency ${concurrency}, ${seconds} s each`);
  for (const result of [json, page]) {
    console.log(
      `${result.path.padEnd(18)} ${result.perSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms`,
    );
  }
  console.log(
    `ratio: a server-rendered home page costs ${(json.perSecond / page.perSecond).toFixed(2)}x the JSON call behind it`,
  );
} finally {
  await server.stop();
}
