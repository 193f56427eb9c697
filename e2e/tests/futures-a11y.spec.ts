import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { completeKycLevelOneByApi, signInByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue #14: axe finds no serious or critical violation on /futures/BTC_USDT in either theme, for
 * a visitor and for a signed-in trader with an open position (its row, its figures, its buttons),
 * on a desktop and (positions as cards) on a 360 px phone.
 */

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/** A fresh page in `theme`, at the given size. */
async function themedPage(browser: Browser, baseURL: string, theme: Theme, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addCookies([{ name: 'theme', value: theme, url: baseURL }]);
  return context.newPage();
}

/** A POST with the Origin header the cookie-authenticated calls want. */
async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: { origin: baseURL } });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
}

/**
 * A signed-in trader (in this page's context) with 1,000 USDT in futures, a 0.01 BTC long on
 * BTC_USDT and a 0.1 ETH short on ETH_USDT (so both sides' badges and figures are on the page).
 */
async function traderWithPosition(page: Page, baseURL: string): Promise<void> {
  await signInByApi(page, baseURL);
  await completeKycLevelOneByApi(page.request, baseURL);
  await post(page.request, baseURL, '/futuresapi/v1/transfers', {
    direction: 'to-futures',
    asset: 'USDT',
    amount: '1000',
  });
  await post(page.request, baseURL, '/futuresapi/v1/orders', {
    symbol: 'BTC_USDT',
    side: 'buy',
    type: 'market',
    quantity: '0.01',
  });
  await post(page.request, baseURL, '/futuresapi/v1/orders', {
    symbol: 'ETH_USDT',
    side: 'sell',
    type: 'market',
    quantity: '0.1',
  });
}

/** The terminal settled: the theme applied, the chart drawn, the funding countdown running. */
async function terminalReady(page: Page, theme: Theme): Promise<void> {
  await page.goto('/futures/BTC_USDT');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-status', /ready|empty/, { timeout: 20_000 });
  await expect(page.getByTestId('funding-countdown')).toHaveText(/\d/);
}

/** axe's serious and critical violations, one line per element: rule, impact, selector, what fails. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`,
      ),
    );
}

test.describe('futures terminal accessibility (axe)', () => {
  for (const theme of themes) {
    test(`a visitor: no serious or critical violation (${theme})`, async ({ browser, baseURL }) => {
      const page = await themedPage(browser, baseURL as string, theme);
      await terminalReady(page, theme);
      // The form asks a visitor to log in.
      await expect(page.locator('.trade-terminal__form a[href^="/login?forwardUrl="]').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    test(`a trader with an open position: no serious or critical violation (${theme})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const page = await themedPage(browser, baseURL as string, theme);
      await traderWithPosition(page, baseURL as string);
      await terminalReady(page, theme);
      const row = page.getByTestId('futures-positions').locator('tbody tr[data-symbol="BTC_USDT"]');
      await expect(row.getByTestId('futures-position-mark')).toHaveText(/\d/);
      // A small cross long on a 1,000 USDT wallet may have no liquidation price ("—").
      await expect(row.getByTestId('futures-position-liquidation')).toHaveText(/\d|—/);
      await expect(
        page.getByTestId('futures-positions').locator('tbody tr[data-symbol="ETH_USDT"][data-side="short"]'),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    test(`a trader with an open position on a 360 px phone: no serious or critical violation (${theme})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const page = await themedPage(browser, baseURL as string, theme, { width: 360, height: 740 });
      await traderWithPosition(page, baseURL as string);
      await terminalReady(page, theme);
      const cards = page.getByTestId('futures-position-cards');
      await expect(cards.locator('li[data-symbol="BTC_USDT"]')).toBeVisible();
      await expect(cards.locator('li[data-symbol="ETH_USDT"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
