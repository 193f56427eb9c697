import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { type SentryEvent, startSentryReceiver } from '../support/sentry-receiver.ts';
import { type RunningServer, repoRoot, startServer, temporaryDataDir } from '../support/server-process.ts';

const FAULT_PATH = '/__fault/render';
const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
const release = `vela@${version}`;

/** A server of its own (fresh data directory) with the given settings, stopped after `use`. */
async function withServer(env: Record<string, string>, use: (server: RunningServer) => Promise<void>) {
  const dataDir = await temporaryDataDir();
  const server = await startServer({ dataDir: dataDir.path, env: { FAULT_ROUTES: 'on', ...env } });
  try {
    await use(server);
  } finally {
    await server.stop();
    await dataDir.remove();
  }
}

/** Opens the fault route and checks the generic error page (status 500) is what the visitor sees. */
async function openFaultRoute(page: Page, server: RunningServer) {
  const response = await page.goto(`${server.baseUrl}${FAULT_PATH}`);
  expect(response?.status()).toBe(500);
  const errorPage = page.locator('.error-page[data-status="500"]');
  await expect(errorPage).toBeVisible();
  await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
}

/** The reports POST /api/v1/client-errors logged, from the server's JSON log lines. */
const clientErrorLines = (server: RunningServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"client error"'))
    .map((line) => JSON.parse(line) as { level: number; clientError: Record<string, unknown> });

const names = (event: SentryEvent) =>
  [event.transaction, event.request?.url, event.tags?.route, event.tags?.path].filter(Boolean).join(' ');
const exceptionText = (event: SentryEvent) =>
  (event.exception?.values ?? []).map((value) => `${value.type}: ${value.value}`).join('\n');

test.describe('error reporting', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the fault route does not exist unless FAULT_ROUTES=on', async ({ request }) => {
    for (const path of [FAULT_PATH, `${FAULT_PATH}.data`]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('with SENTRY_DSN a render error reaches Sentry from the browser and the server, with route and release', async ({
    page,
  }) => {
    const receiver = await startSentryReceiver();
    try {
      await withServer({ SENTRY_DSN: receiver.dsn('42') }, async (server) => {
        await openFaultRoute(page, server);

        const browserEvent = await receiver.waitForEvent(
          (event) => event.tags?.runtime === 'browser' && exceptionText(event) !== '',
        );
        expect(browserEvent.release).toBe(release);
        expect(browserEvent.environment).toBe('production');
        expect(names(browserEvent)).toContain(FAULT_PATH);

        // The server rendered the page first and reports the original error, unsanitized.
        const serverEvent = await receiver.waitForEvent((event) => exceptionText(event).includes('Fault route'));
        expect(serverEvent.platform).toBe('node');
        expect(serverEvent.release).toBe(release);
        expect(serverEvent.transaction).toBe(`GET ${FAULT_PATH}`);
        expect(receiver.envelopes().every((envelope) => envelope.project === '42')).toBe(true);
      });
    } finally {
      await receiver.close();
    }
  });

  test('without SENTRY_DSN the browser posts the error to the platform, which logs it; no Sentry code loads', async ({
    page,
  }) => {
    await withServer({}, async (server) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await openFaultRoute(page, server);

      await expect.poll(() => clientErrorLines(server), { timeout: 15_000 }).toHaveLength(1);
      const [logged] = clientErrorLines(server);
      expect(logged?.level).toBe(50);
      expect(logged?.clientError).toMatchObject({
        name: 'Error',
        url: `${server.baseUrl}${FAULT_PATH}`,
        route: FAULT_PATH,
        release,
      });
      expect(requested.filter((url) => /sentry/i.test(url))).toEqual([]);
    });
  });

  test('with SENTRY_DSN but the Sentry chunk blocked (an ad blocker), the page loads once and the platform gets the error', async ({
    page,
  }) => {
    const receiver = await startSentryReceiver();
    try {
      await withServer({ SENTRY_DSN: receiver.dsn('42') }, async (server) => {
        await page.route('**/assets/sentry-client-*.js', (route) => route.abort('blockedbyclient'));
        let documentLoads = 0;
        page.on('request', (request) => {
          if (request.isNavigationRequest()) documentLoads += 1;
        });
        await openFaultRoute(page, server);

        await expect.poll(() => clientErrorLines(server), { timeout: 15_000 }).toHaveLength(1);
        expect(clientErrorLines(server)[0]?.clientError).toMatchObject({ route: FAULT_PATH, release });
        // The stale-deploy guard would reload on a failed chunk; this failure is not one.
        expect(documentLoads).toBe(1);
        expect(receiver.events().filter((event) => event.tags?.runtime === 'browser')).toEqual([]);
      });
    } finally {
      await receiver.close();
    }
  });
});
