import type { Page } from '@playwright/test';
import Big from 'big.js';
import { signInByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

/** Waits for the market's last price on the form and returns it. */
async function lastPrice(page: Page): Promise<string> {
  const price = page.getByTestId('grid-price');
  await expect(price).not.toHaveAttribute('data-value', '');
  return (await price.getAttribute('data-value')) as string;
}

/** The suggested ladder filled in, with an investment comfortably above its minimum. */
async function useSuggested(page: Page): Promise<void> {
  await page.getByRole('button', { name: en('grid.suggestion.use') }).click();
  await expect(page.getByTestId('grid-lower')).not.toHaveValue('');
  await expect(page.getByTestId('grid-min-investment')).toBeVisible();
  const minimum = (await page.getByTestId('grid-min-investment').getAttribute('data-value')) as string;
  const doubled = new Big(minimum).times(2);
  const investment = (doubled.gt(300) ? doubled : new Big(300)).round(2, Big.roundUp).toFixed();
  await page.getByTestId('grid-investment').fill(investment);
}

test.describe('grid trading', () => {
  test('a visitor sees the create form and is asked to sign in to create', async ({ page }) => {
    await page.goto('/grid-trading');
    await expect(page.getByRole('heading', { level: 1, name: en('grid.heading') })).toBeVisible();
    await expect(page).toHaveTitle(en('grid.meta.title'));
    await expect(page.getByTestId('grid-form')).toBeVisible();
    await expect(page.getByTestId('grid-login')).toBeVisible();
    await expect(page.getByRole('button', { name: en('grid.form.submit') })).toHaveCount(0);
    await expect(page.getByTestId('grid-bots')).toHaveCount(0);
  });

  test('create from the suggestion after a backtest, see it running in My bots, stop it selling the base', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, baseURL as string);
    await page.goto('/grid-trading');
    await expect(page.getByTestId('grid-bots').getByRole('status')).toHaveText(
      new RegExp(en('grid.bots.empty').replace('.', '\\.')),
    );
    await lastPrice(page);
    await expect(page.getByTestId('grid-available')).not.toHaveAttribute('data-value', '');
    await useSuggested(page);
    await expect(page.getByTestId('grid-profit-per-grid')).toHaveText(/%.*–.*%/);
    await expect(page.getByTestId('grid-order-quantity')).toHaveText(/\d BTC$/);

    await page.getByRole('button', { name: en('grid.backtest.run') }).click();
    const result = page.getByTestId('grid-backtest-result');
    await expect(result).toBeVisible({ timeout: 20_000 });
    for (const label of ['gridProfit', 'rounds', 'finalValue', 'totalPnl', 'maxDrawdown', 'span']) {
      await expect(result).toContainText(en(`grid.backtest.${label}`));
    }
    await expect(page.getByTestId('backtest-rounds')).toHaveText(/^\d+$/);

    await page.getByRole('button', { name: en('grid.form.submit') }).click();
    await expect(page.getByTestId('grid-created')).toHaveText(en('grid.form.created', { symbol: 'BTC/USDT' }));
    const bot = page.getByTestId('grid-bot').first();
    await expect(bot).toHaveAttribute('data-status', 'running', { timeout: 20_000 });
    await expect(bot.getByTestId('grid-bot-status')).toHaveText(en('grid.bots.states.running'));

    await bot.getByRole('button', { name: en('grid.bots.details') }).click();
    const detail = page.getByTestId('grid-bot-detail');
    await expect(detail.getByTestId('grid-levels').locator('li').first()).toBeVisible();
    await detail.getByRole('button', { name: en('grid.stop.open') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: en('grid.stopAction.sell-base', { base: 'BTC' }) }).check();
    await dialog.getByRole('button', { name: en('grid.stop.confirm') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(bot).toHaveAttribute('data-status', 'stopped');
    await expect(bot.getByTestId('grid-bot-status')).toContainText(en('grid.bots.states.stopped'));

    // The list read again from the server says the same.
    await page.reload();
    await expect(page.getByTestId('grid-bot').first()).toHaveAttribute('data-status', 'stopped');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the create form fits and its fields are reachable', async ({ page, baseURL }) => {
      await signInByApi(page, baseURL as string);
      await page.goto('/grid-trading');
      await lastPrice(page);
      await useSuggested(page);
      for (const id of ['grid-market', 'grid-lower', 'grid-upper', 'grid-count', 'grid-investment', 'grid-stop-loss']) {
        await page.getByTestId(id).scrollIntoViewIfNeeded();
        await expect(page.getByTestId(id)).toBeInViewport();
      }
      await expect(page.getByTestId('grid-profit-per-grid')).toBeVisible();
      await expect(page.getByRole('button', { name: en('grid.form.submit') })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
