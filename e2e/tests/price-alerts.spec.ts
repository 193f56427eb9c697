import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');
const VISITOR_ALERTS_KEY = 'vela_price_alerts';

/** Serious and critical axe violations within `selector` (the whole page without it). */
async function axeProblems(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function openAlerts(page: Page) {
  await page.getByRole('button', { name: en('alerts.button', { pair: 'BTC/USDT' }) }).click();
  return page.getByRole('region', { name: en('alerts.panel.heading', { pair: 'BTC/USDT' }) });
}

test.describe('price alerts', () => {
  test('an alert set on the terminal fires on the simulated price: a notice without reload, then listed as fired', async ({
    page,
    baseURL,
  }) => {
    // The simulated price may take most of a minute to move 0.01 % on a loaded machine (the wait below).
    test.slow();
    await signInByApi(page, baseURL as string);
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    const panel = await openAlerts(page);
    await expect(panel.getByTestId('alert-last-price')).toHaveText(/\d/);

    // 0.01 % either way of the last price: a few ticks above and below, crossed within seconds.
    await panel.getByLabel(en('alerts.form.condition')).selectOption('move');
    await panel.getByLabel(en('alerts.form.percent')).fill('0.01');
    await panel.getByRole('button', { name: en('alerts.form.submit') }).click();
    await expect(panel.getByTestId('alert-form-result')).toHaveText(en('alerts.form.created'));
    await expect(panel.getByTestId('price-alert-row')).toHaveAttribute('data-status', 'active');

    // The notice arrives on the same page without a reload: as a toast when the notification socket
    // was already open when the alert fired, else in the bell's unread count when the socket opens
    // (the simulated price can move 0.01 % within a second of the alert being set).
    const toast = page.getByRole('alert').filter({ hasText: /BTC\/USDT is (up|down) 0\.01%/ });
    const bell = page.getByRole('button', {
      name: `${en('notifications.label')}: ${en('notifications.unread', { count: '1' })}`,
    });
    await expect(toast.or(bell).first()).toBeVisible({ timeout: 60_000 });
    // The panel left open says so without being reopened: fired, and when, no longer "Active".
    const row = panel.getByTestId('price-alert-row');
    await expect(row).toHaveAttribute('data-status', 'fired');
    await expect(row).toContainText(en('alerts.list.fired'));
    await expect(row).not.toContainText(en('alerts.list.active'));
    await expect(row).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} UTC/);
    await page.keyboard.press('Escape');
    const reopened = await openAlerts(page);
    await expect(reopened.getByTestId('price-alert-row')).toHaveAttribute('data-status', 'fired');
    await expect(reopened.getByTestId('price-alert-row')).toContainText(en('alerts.list.fired'));
  });

  test('a visitor’s alert is kept in the browser and joins the account at sign-in', async ({ page, baseURL }) => {
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    const panel = await openAlerts(page);
    await expect(panel.getByTestId('alert-last-price')).toHaveText(/\d/);
    const price = panel.getByLabel(en('alerts.form.price', { asset: 'USDT' }));
    await price.fill('1');
    await panel.getByRole('button', { name: en('alerts.form.submit') }).click();
    // A price under the last one cannot be an "above" alert: said at the field, nothing stored.
    await expect(panel.getByText(en('alerts.form.problems.priceNotAbove'))).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await price.fill('9999999.5');
    await panel.getByRole('button', { name: en('alerts.form.submit') }).click();
    await expect(panel.getByTestId('price-alert-row')).toContainText('Rises to 9,999,999.5');
    await expect(panel.getByText(en('alerts.panel.visitor'))).toBeVisible();
    expect(await axeProblems(page, '.price-alerts__panel')).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITOR_ALERTS_KEY)).toContain('9999999.5');

    await signInByApi(page, baseURL as string);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), VISITOR_ALERTS_KEY)).toBeNull();
    await page.goto('/account/alerts');
    await expect(page.getByRole('heading', { level: 1, name: en('alerts.heading') })).toBeVisible();
    const rows = page.getByTestId('price-alert-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Rises to 9,999,999.5');
    await expect(rows).toHaveAttribute('data-status', 'active');
  });

  test('at 360 px in the dark theme the panel fits the screen and the alert list is axe clean', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL as string }]);
    const page = await context.newPage();
    try {
      await signInByApi(page, baseURL as string);
      await page.goto('/trade/BTC_USDT');
      await hydrated(page);
      const panel = await openAlerts(page);
      await expect(panel.getByTestId('alert-last-price')).toHaveText(/\d/);
      await panel.getByLabel(en('alerts.form.price', { asset: 'USDT' })).fill('9999999');
      await panel.getByRole('button', { name: en('alerts.form.submit') }).click();
      await expect(panel.getByTestId('price-alert-row')).toHaveCount(1);
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(await axeProblems(page, '.price-alerts__panel')).toEqual([]);

      await page.goto('/account/alerts');
      await expect(page.getByTestId('price-alert-row')).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axeProblems(page, 'main')).toEqual([]);
      // Removed from the list with the keyboard: the empty state follows.
      await page.getByRole('button', { name: /Rises to 9,999,999/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(en('alerts.list.empty'))).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('an alert on a perpetual’s mark price is set on the futures terminal and listed as the perpetual', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, baseURL as string);
    await page.goto('/futures/BTC_USDT');
    await hydrated(page);
    const name = en('alerts.list.perpetual', { code: 'BTCUSDT' });
    await page.getByRole('button', { name: en('alerts.button', { pair: name }) }).click();
    const panel = page.getByRole('region', { name: en('alerts.panel.heading', { pair: name }) });
    await panel.getByLabel(en('alerts.form.priceSource')).selectOption('mark');
    await expect(panel.getByTestId('alert-last-price')).toHaveText(/\d/);
    await panel.getByLabel(en('alerts.form.price', { asset: 'USDT' })).fill('9999999');
    await panel.getByRole('button', { name: en('alerts.form.submit') }).click();
    await expect(panel.getByTestId('alert-form-result')).toHaveText(en('alerts.form.created'));
    await expect(panel.getByTestId('price-alert-row')).toContainText('Rises to 9,999,999 (mark price)');

    await page.goto('/account/alerts');
    const row = page.getByTestId('price-alert-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', '/futures/BTC_USDT');
    await expect(row).toContainText('Rises to 9,999,999 (mark price)');
  });
});
