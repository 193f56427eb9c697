// The real server process on a fresh data directory: the port opens first, the probes and pages
// say "starting" (503, Retry-After) while the markets' history is filled, then everything serves;
// the demo account of the first start signs in; a stop signal during start-up shuts down cleanly.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readinessSchema } from '@vela/contracts/health';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/accounts/demo-account.ts';
import { FeedClient } from './support/market.ts';
import { type ServerProcess, serverStopSignal, spawnServer } from './support/server-process.ts';

const START_TIMEOUT_MS = 150_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ServerProcess | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  server?.kill();
  server = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function freshServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  dataDir = await mkdtemp(join(tmpdir(), 'vela-start-up-'));
  server = await spawnServer({ DATA_DIR: dataDir, ENGINE: 'on', SIMULATOR: 'on', SEED: 'on', ...env });
  return server;
}

/** A request that may meet a closed port: undefined then. */
async function get(url: string, headers: Record<string, string> = {}): Promise<Response | undefined> {
  try {
    return await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  } catch {
    return undefined;
  }
}

/** Polls until the port answers /healthz; fails if the process exits first. */
async function untilLive(running: ServerProcess): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (running.child.exitCode !== null) throw new Error(`the server exited early:\n${running.output()}`);
    if ((await get(`${running.baseUrl}/healthz`))?.status === 200) return Date.now() - started;
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`no /healthz:\n${running.output()}`);
    await sleep(50);
  }
}

describe('start-up of the real server process', () => {
  it(
    'opens the port first: /healthz 200, /readyz 503 "starting" then 200, pages and the API 503 with Retry-After meanwhile',
    async () => {
      const running = await freshServer();
      const liveAfterMs = await untilLive(running);
      console.info(`start-up: /healthz answered ${liveAfterMs} ms after the spawn`);

      // The first start fills the markets' history: seconds, so the port is open well before it ends.
      const first = await get(`${running.baseUrl}/readyz`);
      expect(first?.status).toBe(503);
      expect(first?.headers.get('retry-after')).toBe('5');
      const starting = readinessSchema.parse(await first?.json());
      expect(starting.status).toBe('starting');
      expect(starting.checks.startup?.ok).toBe(false);

      const page = await get(`${running.baseUrl}/trade/BTC_USDT`, {
        accept: 'text/html,application/xhtml+xml',
        'accept-language': 'ja,en;q=0.5',
      });
      expect(page?.status).toBe(503);
      expect(page?.headers.get('retry-after')).toBe('5');
      expect(page?.headers.get('content-type')).toMatch(/^text\/html/);
      const html = (await page?.text()) ?? '';
      expect(html).toContain('<html lang="ja-JP">');
      expect(html).toContain('<meta http-equiv="refresh" content="5">');
      // The locale of the path wins over the browser's.
      const french = await get(`${running.baseUrl}/fr_FR/markets`, { accept: 'text/html', 'accept-language': 'ja' });
      expect(await french?.text()).toContain('Vela démarre');

      const api = await get(`${running.baseUrl}/api/v1/markets`, { accept: 'application/json' });
      expect(api?.status).toBe(503);
      expect(api?.headers.get('retry-after')).toBe('5');
      expect(await api?.json()).toMatchObject({ code: 503, message: expect.stringContaining('starting') });

      // 503 until ready, then 200. On a loaded machine a probe may time out while the history's
      // bars are drawn (CPU work): that counts as not ready, never as anything else.
      const deadline = Date.now() + START_TIMEOUT_MS;
      let ready: Response | undefined;
      for (;;) {
        ready = await get(`${running.baseUrl}/readyz`);
        if (ready?.status === 200) break;
        if (ready) expect(ready.status).toBe(503);
        if (Date.now() > deadline) throw new Error(`never ready:\n${running.output()}`);
        await sleep(200);
      }
      const body = readinessSchema.parse(await ready.json());
      expect(body.status).toBe('ready');
      expect(body.checks.startup).toMatchObject({ ok: true, phase: 'ready' });
      expect((await get(`${running.baseUrl}/api/v1/markets`))?.status).toBe(200);

      // The markets this first start listed after the port opened are known to the feed at once.
      const feed = await FeedClient.open(`${running.baseUrl.replace(/^http/, 'ws')}/ws/spot`);
      feed.send({ event: 'sub', params: { channel: 'depth', symbol: 'BTC_USDT' } });
      const ack = await feed.waitFor((frame) => frame.event === 'sub', { timeoutMs: 10_000 });
      expect(ack).toMatchObject({ channel: 'depth:BTC_USDT', data: { result: true } });
      await feed.waitFor((frame) => frame.event === 'push' && frame.type === 'depth.snapshot', { timeoutMs: 10_000 });
      feed.close();

      // The demo account of the first start signs in with what the log prints.
      expect(running.output()).toContain(`${DEMO_ACCOUNT.account} / ${DEMO_ACCOUNT.password}`);
      const login = await fetch(`${running.baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: running.baseUrl },
        body: JSON.stringify(DEMO_ACCOUNT),
      });
      expect(login.status).toBe(200);

      running.child.kill(serverStopSignal);
      expect((await running.exited).code).toBe(0);
    },
    START_TIMEOUT_MS * 2,
  );

  it(
    'a stop signal during start-up stops what started and exits 0',
    async () => {
      const running = await freshServer();
      await untilLive(running);
      expect((await get(`${running.baseUrl}/readyz`))?.status).toBe(503);
      running.child.kill(serverStopSignal);
      const exit = await running.exited;
      expect(exit, running.output()).toEqual({ code: 0, signal: null });
      expect(running.output()).toContain('"msg":"stopped"');
      expect(running.output()).not.toContain('Vela failed to start');
    },
    START_TIMEOUT_MS * 2,
  );
});
