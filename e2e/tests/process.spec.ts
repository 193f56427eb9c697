import { WebSocket } from 'ws';
import { expect, test } from '../support/fixtures.ts';
import { runServerToExit, startServer, temporaryDataDir } from '../support/server-process.ts';

// These tests start their own server processes (each fills a week of market history on its first
// start); they need no browser, but time on a busy machine.
test.describe('the server process', () => {
  test.describe.configure({ timeout: 120_000 });

  test('refuses bad configuration with a message naming the variable', async () => {
    for (const [name, value] of [
      ['PORT', 'abc'],
      ['DATABASE_URL', 'mysql://nope'],
    ] as const) {
      const { code, output } = await runServerToExit({ [name]: value });
      expect(code).not.toBe(0);
      expect(output).toContain(`${name}: `);
      expect(output).not.toContain('    at ');
    }
  });

  test('seeds on first start only and keeps its data across a restart', async () => {
    const dataDir = await temporaryDataDir();
    try {
      const first = await startServer({ dataDir: dataDir.path });
      const before = await (await fetch(`${first.baseUrl}/api/v1/markets`)).json();
      expect(first.output()).toContain('"seed":"seeded"');
      expect(await first.stop()).toBe(0);
      expect(first.output()).toContain('"msg":"stopped"');

      const second = await startServer({ dataDir: dataDir.path, port: first.port });
      expect(second.output()).toContain('"seed":"already-seeded"');
      expect(await (await fetch(`${second.baseUrl}/api/v1/markets`)).json()).toEqual(before);
      expect(await second.stop('SIGINT')).toBe(0);
    } finally {
      await dataDir.remove();
    }
  });

  test('shuts down gracefully on SIGTERM: open sockets are closed and the process exits 0', async () => {
    const dataDir = await temporaryDataDir();
    try {
      const server = await startServer({ dataDir: dataDir.path });
      const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/ws/spot`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      const exitCode = server.stop();
      expect(await closed).toBeGreaterThanOrEqual(1000);
      expect(await exitCode).toBe(0);
      expect(server.output()).toContain('shutting down');
      await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
    } finally {
      await dataDir.remove();
    }
  });
});
