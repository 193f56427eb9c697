import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchServer, launchServerOnLoopback, waitUntilReady } from '../../server/test/support/server-process.ts';

export { freePort, repoRoot } from '../../server/test/support/server-process.ts';

const READY_TIMEOUT_MS = 180_000;

// What a test started: stopped and removed after it (the `ownServers` fixture), also when the
// test timed out before its own `finally` ran. A server left running loads the machine for the
// rest of the suite, and the tests that wait on the market simulation then time out.
const runningServers = new Set<RunningServer>();
const dataDirs = new Set<string>();

export async function temporaryDataDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'vela-e2e-'));
  dataDirs.add(path);
  return {
    path,
    remove: async () => {
      dataDirs.delete(path);
      await rm(path, { recursive: true, force: true });
    },
  };
}

/**
 * Called as a test starts; the function it returns stops the servers started since and removes
 * their data directories. What a `beforeAll` started before the test is left to its `afterAll`.
 */
export function cleanUpWhatTheTestStarts(): () => Promise<void> {
  const serversBefore = new Set(runningServers);
  const dirsBefore = new Set(dataDirs);
  return async () => {
    for (const server of [...runningServers].filter((running) => !serversBefore.has(running))) await server.stop();
    for (const path of [...dataDirs].filter((dir) => !dirsBefore.has(dir))) {
      dataDirs.delete(path);
      await rm(path, { recursive: true, force: true });
    }
  };
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
  const server = await launchServerOnLoopback({
    entry: 'build',
    port: options.port,
    env: { DATA_DIR: options.dataDir, ...options.env },
    logFile: options.logFile,
  });
  await waitUntilReady(server, READY_TIMEOUT_MS);
  const { baseUrl, port, child, output } = server;
  const running: RunningServer = {
    baseUrl,
    port,
    process: child,
    output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      const { code } = await server.exited;
      await server.closed;
      runningServers.delete(running);
      return code;
    },
  };
  runningServers.add(running);
  return running;
}

/**
 * The funding-rounds server the global set-up starts once the main one is ready, shared by the
 * specs that need a funding round every minute (a fresh server of their own took its start-up and
 * a wait for the first round each): production build, the development outbox, a day of history,
 * and a quiet market (makers requote once a minute, takers nearly never come) so that running
 * through the whole suite it does not load the machine the other specs share.
 */
const FUNDING_ROUNDS_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  DEV_OUTBOX: 'on',
  TRUST_PROXY: 'loopback',
  FUNDING_INTERVAL_MINUTES: '1',
  SIMULATOR_HISTORY_DAYS: '1',
  SIMULATOR_REQUOTE_MS: '60000',
  SIMULATOR_TRADES_PER_SECOND: '0.001',
};
export const FUNDING_ROUNDS_URL_VARIABLE = 'VELA_FUNDING_ROUNDS_URL';

/** Launches the funding-rounds server without waiting for it to be ready; `stop` waits for its exit. */
export async function launchFundingRoundsServer(
  dataDir: string,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server = await launchServerOnLoopback({ entry: 'build', env: { DATA_DIR: dataDir, ...FUNDING_ROUNDS_ENV } });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await server.exited;
      await server.closed;
    },
  };
}

/** The shared funding-rounds server's address, once it answers /readyz 200 (it may still be starting). */
export async function fundingRoundsServer(timeoutMs = READY_TIMEOUT_MS): Promise<string> {
  const baseUrl = process.env[FUNDING_ROUNDS_URL_VARIABLE];
  if (!baseUrl) throw new Error(`${FUNDING_ROUNDS_URL_VARIABLE} is unset: the global set-up starts that server`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return baseUrl;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the funding-rounds server was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs the server to completion (for start-up failures) and returns its exit code and output. */
export async function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string }> {
  const server = launchServer({ entry: 'build', env });
  const timer = setTimeout(() => server.kill(), timeoutMs);
  const { code } = await server.exited;
  clearTimeout(timer);
  return { code, output: server.output() };
}
