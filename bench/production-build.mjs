// A checkout's production build, run from a copy for a bench: the server on a fresh PGlite data
// directory, on a free loopback port.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on (other servers may run on this machine). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });

/**
 * A checkout's server and web builds, copied aside and run from there (other work may rebuild the
 * checkout while the bench runs, and a page whose chunks vanished mid-run measures nothing): the
 * production server on PGlite, simulated liquidity on for the REST snapshots and chart history.
 */
export async function startBuild(checkout) {
  const copy = mkdtempSync(join(tmpdir(), 'vela-bench-build-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'vela-bench-data-'));
  for (const path of [
    'package.json',
    'server/package.json',
    'server/dist',
    'server/drizzle',
    'server/src/content/help',
    'web/build',
  ]) {
    cpSync(join(checkout, path), join(copy, path), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  const port = await freePort();
  const server = spawn(process.execPath, [join(copy, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The mailed sign-up code, for the trader's account (GET /api/v1/auth/outbox).
      DEV_OUTBOX: 'on',
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    async ready() {
      for (let i = 0; i < 300; i++) {
        try {
          if ((await fetch(`${base}/readyz`)).ok) return;
        } catch {}
        await sleep(200);
      }
      throw new Error('server did not become ready');
    },
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
