import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** The production web bundle when it is built; otherwise the server mounts the app through Vite (development). */
export const serverNodeEnv = existsSync(join(repoRoot, 'web', 'build', 'server', 'index.js'))
  ? 'production'
  : 'development';

/**
 * The stop signal main.ts handles. In development Vite's own once-SIGTERM listener exits in the
 * middle of the graceful shutdown, so there it is SIGINT, which only the server handles.
 */
export const serverStopSignal: NodeJS.Signals = serverNodeEnv === 'development' ? 'SIGINT' : 'SIGTERM';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last 50,000 characters the process printed. */
  output(): string;
  /** SIGKILL of the whole process group (tsx's esbuild service included); no error if it is gone. */
  kill(): void;
}

/**
 * Spawns the real server (`node --import tsx server/src/main.ts`) in its own process group on a
 * free loopback port, without waiting for anything: the caller polls what it wants to see.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: serverNodeEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      REDIS_URL: '',
      SENTRY_DSN: '',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let text = '';
  const append = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-50_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const kill = () => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  return { baseUrl, child, exited, output: () => text, kill };
}
