import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { registerByApi, signInByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

/**
 * Issue #16, the task centre: a new trader's first spot trade completes a task, the header's badge
 * says so, the claim pays a fee coupon that shows in the history and the coupon list, and the next
 * fill shows the coupon's rebate. A visitor sees the tasks and is asked to log in.
 */

const en = messages('en_US');
const locales = [
  'en_US',
  'es_ES',
  'fr_FR',
  'ja_JP',
  'ko_KR',
  'pt_PT',
  'ru_RU',
  'tr_TR',
  'uk_UA',
  'vi_VN',
  'zh_CN',
  'zh_TW',
] as const;

const card = (page: Page, taskId: string) => page.locator(`li.task-card[data-task-id="${taskId}"]`);

/** A market buy of 0.001 BTC from the spot terminal's form; its fill shows in the trade history. */
async function marketBuy(page: Page, fillsBefore: number) {
  await page.goto('/trade/BTC_USDT');
  const form = page.getByRole('form', { name: en('trade.form.label') });
  await expect(form.getByTestId('form-available')).toHaveText(/USDT$/);
  await form.getByRole('button', { name: en('trade.form.market'), exact: true }).click();
  await form.getByLabel(en('trade.form.amount', { asset: 'BTC' })).fill('0.001');
  await form.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'BTC' }) }).click();
  await page.getByRole('tab', { name: en('trade.account.tabs.fills') }).click();
  await expect(page.getByTestId('fills').locator('tbody tr')).toHaveCount(fillsBefore + 1);
}

/** axe's findings, one line per element: every impact counts (Lighthouse's accessibility score is axe's). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
  );
}

async function themedPage(browser: Browser, baseURL: string, theme: 'light' | 'dark', width = 1280) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
  await context.addCookies([{ name: 'theme', value: theme, url: baseURL }]);
  return context.newPage();
}

test.describe('task centre', () => {
  test('first trade, the badge, the claim of a fee coupon, then a fill with its rebate', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await signInByApi(page, baseURL as string);

    // 1. A new trader: signing up is done, the first trade is not.
    const response = await page.goto('/task-center');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-task-id="first-spot-trade"');
    await expect(page).toHaveTitle(en('tasks.meta.title'));
    const firstTrade = card(page, 'first-spot-trade');
    await expect(firstTrade).toHaveAttribute('data-status', 'in-progress');
    await expect(firstTrade.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(firstTrade.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 / 1');
    await expect(firstTrade).toContainText(en('tasks.reward.coupon', { amount: '5.00', asset: 'USDT' }));
    await expect(card(page, 'sign-up')).toHaveAttribute('data-status', 'claimable');
    const badge = page.getByTestId('rewards-badge');
    await expect(badge).toHaveText('1');

    // 2. The first spot trade.
    await marketBuy(page, 0);

    // 3. Back through the badge: the task is done and waits to be claimed.
    await expect(badge).toHaveText('2');
    await expect(badge).toHaveAccessibleName(en('header.rewardsToClaim', { number: '2' }));
    await badge.click();
    await expect(page).toHaveURL(`${baseURL}/task-center`);
    await expect(firstTrade).toHaveAttribute('data-status', 'claimable');
    await expect(firstTrade.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    // 4. The claim: a fee coupon, in the history and the coupon list; the badge counts one less.
    await firstTrade.getByRole('button', { name: en('tasks.claim') }).click();
    await expect(firstTrade.getByRole('status')).toContainText(/^Claimed: a 5\.00 USDT fee coupon, valid until/);
    await expect(firstTrade).toHaveAttribute('data-status', 'claimed');
    await expect(firstTrade.getByRole('button', { name: en('tasks.claim') })).toHaveCount(0);
    await expect(page.getByTestId('reward-history')).toContainText(en('tasks.kindNames.first-spot-trade'));
    const coupons = page.getByTestId('coupons');
    await expect(coupons.getByTestId('coupon-left')).toHaveText(
      en('tasks.coupons.left', { amount: '5.00', asset: 'USDT' }),
    );
    await expect(badge).toHaveText('1');
    // Claimed once: after a reload the task stays claimed and the button does not come back.
    await page.reload();
    await expect(firstTrade).toHaveAttribute('data-status', 'claimed');
    await expect(firstTrade.getByRole('button')).toHaveCount(0);

    // 5. The next fill: the coupon pays back its fee, which the trade history shows.
    await marketBuy(page, 1);
    const newest = page.getByTestId('fills').locator('tbody tr').first();
    await expect(async () => {
      if ((await newest.getByTestId('fill-rebate').count()) === 0) {
        await page.reload();
        await page.getByRole('tab', { name: en('trade.account.tabs.fills') }).click();
      }
      await expect(newest.getByTestId('fill-rebate')).toHaveText(/^Rebate \d+(\.\d+)? USDT$/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.goto('/task-center');
    await expect(coupons.getByTestId('coupon-left')).not.toHaveText(
      en('tasks.coupons.left', { amount: '5.00', asset: 'USDT' }),
    );
    expect(problems).toEqual([]);
  });

  test('a visitor sees the tasks, is asked to log in and comes back', async ({ page, baseURL }) => {
    const { account, password } = await registerByApi(page.request, baseURL as string);
    await page.context().clearCookies();
    await page.goto('/task-center');
    await expect(card(page, 'first-spot-trade')).toHaveAttribute('data-status', 'in-progress');
    await expect(page.getByTestId('coupons')).toHaveCount(0);
    await expect(page.getByTestId('rewards-badge')).toHaveCount(0);
    const prompt = page.getByTestId('tasks-visitor');
    await expect(prompt).toContainText(en('tasks.visitor.text'));
    await prompt.getByRole('link', { name: en('tasks.visitor.login') }).click();
    await expect(page).toHaveURL(`${baseURL}/login?forwardUrl=%2Ftask-center`);
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
    await hydrated(page);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page).toHaveURL(`${baseURL}/task-center`);
    await expect(card(page, 'sign-up')).toHaveAttribute('data-status', 'claimable');
    await expect(page.getByTestId('coupons')).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing for a visitor and for a trader (${theme})`, async ({ browser, baseURL }) => {
      test.setTimeout(60_000);
      const page = await themedPage(browser, baseURL as string, theme);
      await page.goto('/task-center');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByTestId('tasks-visitor')).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await signInByApi(page, baseURL as string);
      await page.goto('/task-center');
      await expect(page.getByTestId('rewards-badge')).toBeVisible();
      await card(page, 'sign-up')
        .getByRole('button', { name: en('tasks.claim') })
        .click();
      await expect(card(page, 'sign-up').getByRole('status')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }

  test('on a 360 px phone in every language: the header with its badge and the screen fit', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await signInByApi(page, baseURL as string);
    for (const locale of locales) {
      await page.goto(locale === 'en_US' ? '/task-center' : `/${locale}/task-center`);
      await expect(page.getByTestId('rewards-badge')).toBeVisible();
      await expect(page.locator('.account-menu')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages(locale)('tasks.heading'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${locale} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('the task list works from the keyboard: tab to the claim and press Enter', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL as string);
    await page.goto('/task-center');
    const claim = card(page, 'sign-up').getByRole('button', { name: en('tasks.claim') });
    await expect(async () => {
      await claim.focus();
      await page.keyboard.press('Enter');
      await expect(card(page, 'sign-up')).toHaveAttribute('data-status', 'claimed', { timeout: 2_000 });
    }).toPass();
    const result = card(page, 'sign-up').getByRole('status');
    await expect(result).toHaveText(en('tasks.claimed.bonus', { amount: '2.00', asset: 'USDT' }));
    await expect(result).toBeFocused();
  });
});
