// Fault: the database is out of reach when the server starts. The real entry (`node --import tsx
// server/src/main.ts`, as trading-kill.test.ts runs it) with DATABASE_URL at a closed port and at a
// blackholed address: it keeps trying for DATABASE_CONNECT_TIMEOUT_MS, then prints one clear line
// naming the URL's host (never its password) and exits non-zero. Never a hang. Needs no PostgreSQL,
// so it runs everywhere.
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, spawnServer } from './support/server-process.ts';

const CONNECT_TIMEOUT_MS = 2_000;
/** Loading the server's modules under tsx on a busy machine, plus the connect timeout. */
const EXIT_WITHIN_MS = 30_000;
const PASSWORD = 'never-print-this-9f2c';

const started = new Set<ServerProcess>();
afterAll(() => {
  for (const server of started) server.kill();
});

/** Starts the server with this DATABASE_URL; its exit code, output and how long it ran (killed after EXIT_WITHIN_MS). */
async function start(databaseUrl: string): Promise<{ code: number | null; output: string; ms: number }> {
  const startedAt = Date.now();
  const server = await spawnServer({
    DATABASE_URL: databaseUrl,
    DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    LOG_LEVEL: 'warn',
  });
  started.add(server);
  // 'close': the process is gone and everything it printed has been read.
  const closed = new Promise<void>((resolve) => server.child.once('close', () => resolve()));
  const hang = setTimeout(() => server.kill(), EXIT_WITHIN_MS);
  const { code } = await server.exited;
  await closed;
  clearTimeout(hang);
  started.delete(server);
  return { code, output: server.output(), ms: Date.now() - startedAt };
}

describe('the database unreachable at start', () => {
  it.concurrent.each([
    ['a closed port', async () => ({ host: '127.0.0.1', port: await freePort() })],
    // TEST-NET-ish private address nothing answers on: connects time out (or the network says unreachable).
    ['a blackholed address', async () => ({ host: '10.255.255.1', port: 5432 })],
  ])(
    'exits non-zero within the connect timeout with an error naming the host, not the password: %s',
    async (_, where) => {
      const { host, port } = await where();
      const { code, output, ms } = await start(`postgres://vela:${PASSWORD}@${host}:${port}/vela`);
      console.info(`faults-database-unreachable ${host}:${port}: exit ${code} after ${ms} ms: ${output.trim()}`);
      expect(code, output).not.toBe(null);
      expect(code).not.toBe(0);
      expect(ms).toBeLessThan(EXIT_WITHIN_MS);
      expect(ms, 'it kept trying for the timeout').toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS);
      expect(output).toContain(`Cannot reach PostgreSQL at ${host}:${port}/vela`);
      expect(output).toContain('DATABASE_CONNECT_TIMEOUT_MS');
      expect(output).not.toContain(PASSWORD);
    },
    EXIT_WITHIN_MS + 5_000,
  );
});
