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
});
