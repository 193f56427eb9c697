// The real server as a child process, for the server's integration tests (its TypeScript source
// under tsx) and for the e2e suite (the production build): one spawner, one readiness wait.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * What runs: `source` is `node --import tsx server/src/main.ts` (the server tests), `build` is
 * `node server/dist/main.js` (e2e, the production server).
 */
export type ServerEntry = 'source' | 'build';

const entryArguments: Record<ServerEntry, string[]> = {
  source: ['--import', 'tsx', join(repoRoot, 'server', 'src', 'main.ts')],
  build: [join(repoRoot, 'server', 'dist', 'main.js')],
};

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

export interface LaunchOptions {
  entry: ServerEntry;
  /** Over the inherited environment and the defaults of the entry. */
  env?: Record<string, string>;
  /** Also writes everything the process prints to this file. */
  logFile?: string;
  /** Keeps only the last this many characters of the output; by default all of it. */
  keepLastChars?: number;
}

export interface LaunchedServer {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The process is gone and everything it printed is read (and written to the log file, if any). */
  closed: Promise<void>;
  /** What the process printed so far, stdout and stderr interleaved as they arrived. */
  output(): string;
  /** SIGKILL (of the whole process group for `source`: tsx's esbuild service too); no error if it is gone. */
  kill(): void;
}

/**
 * Spawns the server without waiting for anything. A `source` server runs in its own process group,
 * so that a kill takes tsx's esbuild service with it.
 */
export function launchServer(options: LaunchOptions): LaunchedServer {
  const detached = options.entry === 'source';
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const child = spawn(process.execPath, entryArguments[options.entry], {
    cwd: repoRoot,
    detached,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: options.entry === 'source' ? serverNodeEnv : 'production',
      HOST: '127.0.0.1',
      ...options.env,
    },
  });
  const logStream = options.logFile ? createWriteStream(options.logFile, { flags: 'w' }) : undefined;
  let text = '';
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    if (options.keepLastChars !== undefined) text = text.slice(-options.keepLastChars);
    logStream?.write(chunk);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // Once the process's pipes are closed, everything it printed is read; then the log file is ended.
  const closed = new Promise<void>((resolve) =>
    child.once('close', () => (logStream ? logStream.end(resolve) : resolve())),
  );
  const kill = () => {
    if (child.pid === undefined) return;
    try {
      if (detached) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // already gone
    }
  };
  return { child, exited, closed, output: () => text, kill };
}

export interface ServerProcess extends LaunchedServer {
  baseUrl: string;
  port: number;
}

/**
 * Spawns the server on a loopback port (a free one unless `port` says), on the embedded database
 * and the in-process bus unless `env` names them, logging at info, without waiting for anything:
 * see `waitUntilReady`. The bus too: servers sharing the run's Redis would hear each other's
 * engines (books, trades, marks and forwarded commands of another server's markets).
 */
export async function launchServerOnLoopback(options: LaunchOptions & { port?: number }): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'info',
    ...options.env,
  };
  return { ...launchServer({ ...options, env }), baseUrl, port };
}

/**
 * The server tests' server: the source under tsx, without the machine's Redis or Sentry, the last
 * 50,000 characters of its output kept. Nothing is awaited: the caller polls what it wants to see.
 */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  return launchServerOnLoopback({
    entry: 'source',
    env: { REDIS_URL: '', SENTRY_DSN: '', ...env },
    keepLastChars: 50_000,
  });
}

/**
 * Waits until /readyz answers 200. The port opens first; /readyz says 503 "starting" while a first
 * start fills the markets' history: seconds on a quiet machine, more than a minute on a loaded one.
 * Throws (with the output) when the process exits first, or kills it after `timeoutMs`.
 */
export async function waitUntilReady(server: ServerProcess, timeoutMs: number): Promise<void> {
  const { child, baseUrl } = server;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
