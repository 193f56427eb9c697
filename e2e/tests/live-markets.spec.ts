import { expect, test } from '../support/fixtures.ts';
import { startServer, temporaryDataDir } from '../support/server-process.ts';

test.describe('live markets on the home page', () => {
  test('the table is server-rendered, then tickers move from the feed', async ({ page }) => {
    await page.goto('/');
    const btc = page.locator('tr[data-symbol="BTC_USDT"]');
    await expect(btc.getByTestId('last-price')).toHaveText(/\d/);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live', { timeout: 20_000 });
    const prices = page.getByTestId('last-price');
    const before = await prices.allTextContents();
    await expect(async () => {
      expect(await prices.allTextContents()).not.toEqual(before);
    }).toPass({ timeout: 30_000 });
  });

  test('survives a server restart: reconnecting, then live again with moving tickers, without a reload', async ({
    browser,
  }) => {
    // Two starts of a server of its own, the first filling a fresh database's market history:
    // about 50 s alone on a 2-core machine, twice that beside the suite's other worker.
    test.setTimeout(180_000);
    // Its servers and data directory are stopped and removed after it (fixtures.ts `ownServers`).
    const dataDir = await temporaryDataDir();
    let server = await startServer({ dataDir: dataDir.path });
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.evaluate(() => {
        (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
      });
      const state = page.getByTestId('connection-state');
      await expect(state).toHaveAttribute('data-state', 'live', { timeout: 20_000 });

      expect(await server.stop()).toBe(0);
      await expect(state).toHaveAttribute('data-state', /reconnecting|offline/, { timeout: 20_000 });

      server = await startServer({ dataDir: dataDir.path, port: server.port });
      await expect(state).toHaveAttribute('data-state', 'live', { timeout: 40_000 });
      const prices = page.getByTestId('last-price');
      const before = await prices.allTextContents();
      await expect(async () => {
        expect(await prices.allTextContents()).not.toEqual(before);
      }).toPass({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  test('the futures terminal’s recent trades move again after a restart on a new database', async ({ browser }) => {
    // Two first starts of a server of its own (see above); the second on a new data directory,
    // where every market's trade ids start again from 1, below those the page already lists.
    test.setTimeout(300_000);
    // A busy first server: its ids run far ahead of what the second one reaches during the test.
    let server = await startServer({
      dataDir: (await temporaryDataDir()).path,
      env: { SIMULATOR_TRADES_PER_SECOND: '20' },
    });
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    try {
      await page.goto('/futures/BTC_USDT');
      const state = page.getByTestId('connection-state');
      await expect(state).toHaveAttribute('data-state', 'live', { timeout: 20_000 });
      const rows = page.getByTestId('recent-trades').locator('tbody tr');
      await expect(async () => {
        expect(Number(await rows.first().getAttribute('data-id'))).toBeGreaterThanOrEqual(300);
      }).toPass({ timeout: 60_000 });

      expect(await server.stop()).toBe(0);
      await expect(state).toHaveAttribute('data-state', /reconnecting|offline/, { timeout: 20_000 });
      const restartedAt = Date.now();
      server = await startServer({ dataDir: (await temporaryDataDir()).path, port: server.port });
      await expect(state).toHaveAttribute('data-state', 'live', { timeout: 40_000 });
      // Every row is the new server's: the list was replaced on the reconnect, not left waiting
      // until the new ids passed the old ones.
      await expect(async () => {
        const times = await rows
          .locator('time')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
        expect(times.length).toBeGreaterThan(0);
        for (const time of times) expect(Date.parse(time)).toBeGreaterThanOrEqual(restartedAt);
      }).toPass({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});
