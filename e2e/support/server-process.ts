import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const READY_TIMEOUT_MS = 180_000;

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const serverEntry = join(repoRoot, 'server', 'dist', 'main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function temporaryDataDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'vela-e2e-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  /** Everything the process printed so far (JSON log lines). */
  output(): string;
  /** SIGTERM, then wait for the exit code (and for the log file, if any, to be written out). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the built production server (`node server/dist/main.js`) on loopback and waits until it is ready. */
export async function startServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** Also writes everything the process prints to this file (the secrets-in-logs check reads it). */
  logFile?: string;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logStream = options.logFile ? createWriteStream(options.logFile, { flags: 'w' }) : undefined;
  const output = captureOutput(child, logStream);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Once the process's pipes are closed, everything it printed is in the file.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let logFlushed: Promise<void> | undefined;
  const logWritten = () => {
    logFlushed ??= closed.then(() => new Promise<void>((resolve) => (logStream ? logStream.end(resolve) : resolve())));
    return logFlushed;
  };
  const baseUrl = `http://127.0.0.1:${port}`;

  // The port opens first; /readyz says 503 "starting" while a first start fills the markets'
  // history: seconds on a quiet machine, more than a minute on a loaded one.
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    port,
    process: child,
    output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      await logWritten();
      return code;
    },
  };
}

/** Runs the server to completion (for start-up failures) and returns its exit code and output. */
export async function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output: output() };
}

/** Everything a child process prints, stdout and stderr interleaved as they arrive (copied to `file`). */
function captureOutput(child: ChildProcess, file?: WriteStream): () => string {
  let text = '';
  const append = (chunk: Buffer) => {
    text += chunk;
    file?.write(chunk);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => text;
}
