import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { localeCodes } from '@vela/contracts/locales';
import Big from 'big.js';
import { registerByApi, signInByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');
const prefix = (code: string) => (code === 'en_US' ? '' : `/${code}`);
const FLEXIBLE = 'usdt-flexible';

/** The wallet's total, its rows and its earn line as shown, read at one instant: live prices move them. */
function walletFigures(page: Page) {
  return page.evaluate(() => ({
    total: document.querySelector('[data-testid="wallet-total"]')?.getAttribute('data-value') ?? '',
    earn: document.querySelector('[data-testid="wallet-earn"]')?.getAttribute('data-value') ?? '',
    rows: Array.from(document.querySelectorAll('[data-testid="asset-value"]'), (cell) =>
      cell.getAttribute('data-value'),
    ),
  }));
}

/** The total is the spot rows plus the earn holding, to the cent, and the earn line holds `earn`. */
async function expectWalletWithEarn(page: Page, earn: string) {
  await expect(async () => {
    const shown = await walletFigures(page);
    expect(shown.earn).toBe(earn);
    const rows = shown.rows.reduce((sum, value) => sum.plus(value || '0'), new Big(0));
    expect(new Big(shown.total).eq(rows.plus(shown.earn))).toBe(true);
  }).toPass();
}

const assetTotal = (page: Page, asset: string) =>
  page.locator(`[data-testid="wallet-asset"][data-asset="${asset}"]`).getByTestId('asset-total');

test.describe('earn', () => {
  test('a visitor sees every product, and subscribing asks to log in and comes back', async ({ page, baseURL }) => {
    const { account, password } = await registerByApi(page.request, baseURL as string);
    await page.context().clearCookies();
    await page.goto('/earn');
    await expect(page.getByRole('heading', { level: 1, name: en('earn.heading') })).toBeVisible();
    await expect(page).toHaveTitle(en('meta.earn.title'));
    const row = page.locator(`[data-testid="earn-product"][data-product="${FLEXIBLE}"]`);
    await expect(row.getByTestId('product-apr')).toHaveText('1.00% – 8.00%');
    await row.getByRole('link', { name: en('earn.list.subscribeTo', { product: 'USDT flexible savings' }) }).click();
    await expect(page).toHaveURL(`${baseURL}/earn/${FLEXIBLE}`);
    await page.getByTestId('earn-login').click();
    await expect(page).toHaveURL(`${baseURL}/login?forwardUrl=%2Fearn%2F${FLEXIBLE}`);
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
    await hydrated(page);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page).toHaveURL(`${baseURL}/earn/${FLEXIBLE}`);
    await expect(page.getByTestId('subscribe-form')).toBeVisible();

    // My earn is for signed-in users only.
    await page.context().clearCookies();
    await page.goto('/earn/positions');
    await expect(page).toHaveURL(`${baseURL}/login?forwardUrl=%2Fearn%2Fpositions`);
  });

  test('an unknown product is a 404', async ({ page }) => {
    expect((await page.goto('/earn/no-such-product'))?.status()).toBe(404);
    expect((await page.goto('/earn/Not_A_Slug'))?.status()).toBe(404);
  });

  test('subscribe 100 USDT to flexible savings, see it in My earn and the wallet total, redeem half', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signInByApi(page, baseURL as string);
    await page.goto(`/earn/${FLEXIBLE}`);
    const form = page.getByTestId('subscribe-form');
    // The balance comes from the account session: once it shows, the page is hydrated and live.
    await expect(form.getByTestId('subscribe-available')).toHaveAttribute('data-value', '10000');
    await form.getByLabel(en('earn.subscribe.amount', { asset: 'USDT' })).fill('100');
    await expect(form.getByTestId('subscribe-estimate')).toHaveText(
      en('earn.subscribe.estimateDaily', { amount: '0.0219178', asset: 'USDT' }),
    );
    await form.getByRole('button', { name: en('earn.subscribe.submit'), exact: true }).click();
    await expect(form.getByTestId('subscribe-done')).toHaveText(
      en('earn.subscribe.done', { amount: '100', asset: 'USDT' }),
    );
    await expect(form.getByTestId('subscribe-available')).toHaveAttribute('data-value', '9900');
    const position = page.getByTestId('product-position');
    await expect(position.getByTestId('position-amount')).toHaveAttribute('data-value', '100');

    // My earn: the position and its history.
    await page.goto('/earn/positions');
    await expect(page.getByRole('heading', { level: 1, name: en('earn.positions.heading') })).toBeVisible();
    const row = page.locator(`[data-testid="earn-position"][data-product="${FLEXIBLE}"]`);
    await expect(row.getByTestId('position-amount')).toHaveAttribute('data-value', '100');
    await expect(page.getByTestId('earn-holdings-total')).toHaveAttribute('data-value', '100');
    await expect(page.locator('[data-testid="earn-history-entry"][data-kind="subscribe"]')).toHaveCount(1);

    // The wallet: 100 USDT left spot, and the total still holds it through the earn line.
    await page.goto('/wallet');
    await expect(assetTotal(page, 'USDT')).toHaveText('9,900');
    await expectWalletWithEarn(page, '100.00');

    // Redeem half: back in spot at once.
    await page.goto(`/earn/${FLEXIBLE}`);
    await expect(form.getByTestId('subscribe-available')).toHaveAttribute('data-value', '9900');
    await position.getByLabel(en('earn.redeem.amount', { asset: 'USDT' })).fill('50');
    await position.getByRole('button', { name: en('earn.redeem.submit'), exact: true }).click();
    await expect(page.getByTestId('redeem-done')).toHaveText(en('earn.redeem.done', { amount: '50', asset: 'USDT' }));
    await expect(form.getByTestId('subscribe-available')).toHaveAttribute('data-value', '9950');
    await expect(position.getByTestId('position-amount')).toHaveAttribute('data-value', '50');

    await page.goto('/wallet');
    await expect(assetTotal(page, 'USDT')).toHaveText('9,950');
    await expectWalletWithEarn(page, '50.00');
  });

  test('the sharkfin page shows the range, the live price and the payoff chart', async ({ page }) => {
    await page.goto('/earn/sharkfin');
    await expect(page.getByRole('heading', { level: 1, name: en('earn.sharkfin.heading') })).toBeVisible();
    const panel = page.getByTestId('sharkfin-panel').first();
    await expect(panel.getByTestId('sharkfin-price')).not.toHaveAttribute('data-value', '');
    await expect(panel.getByRole('img')).toBeVisible();
    await expect(panel.getByTestId('payoff-price')).toBeAttached();
  });

  test('on a 360 px phone the list and a product fit the screen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    for (const path of ['/earn', `/earn/${FLEXIBLE}`, '/earn/sharkfin']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on /earn (${theme})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL as string }]);
      const page = await context.newPage();
      for (const path of ['/earn', '/earn/sharkfin']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(serious, path).toEqual([]);
      }
      await context.close();
    });
  }

  for (const code of localeCodes) {
    test(`${code}: /earn renders translated`, async ({ browser, baseURL }) => {
      const t = messages(code);
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      await context.addCookies([{ name: 'i18n_redirected', value: code, url: baseURL as string }]);
      const page = await context.newPage();
      const response = await page.goto(`${prefix(code)}/earn`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('earn.heading'));
      await expect(page).toHaveTitle(t('meta.earn.title'));
      await expect(page.getByRole('columnheader', { name: t('earn.list.apr'), exact: true })).toBeAttached();
      await context.close();
    });
  }
});
