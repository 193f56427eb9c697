import type { Locator, Page } from '@playwright/test';
import { registerByApi, signInByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

/**
 * A fresh account signed in from a device it has never used (another browser name than its sign-up's):
 * the platform stores its "new sign-in" notice, which the next page toasts (its connect backlog).
 */
async function signInFromANewDevice(page: Page, baseURL: string): Promise<void> {
  const credentials = await registerByApi(page.request, baseURL);
  const response = await page.request.post('/api/v1/auth/login', {
    data: credentials,
    headers: { origin: baseURL, 'user-agent': 'Mozilla/5.0 (a new phone) Vela-e2e' },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
}

/** Whether a tap at the centre of `control` reaches it (nothing drawn over it takes the tap). */
async function takesTheTap(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** The account's unread count, as the platform holds it. */
async function unreadOnThePlatform(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/v1/notifications')).json()) as { unread: number }).unread;
}

/** Opens `path` and waits until its notification socket read the stored notices (the connect backlog). */
async function openAndReadTheBacklog(page: Page, path: string): Promise<void> {
  const backlog = page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/v1/notifications',
  );
  await page.goto(path);
  await backlog;
}

test.describe('notices never cover an order control', () => {
  // Sign-up, sign-in and a terminal or two per test: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('at 390x844 the toast leaves the Buy button its taps, a swipe dismisses it and the next page does not bring it back', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInFromANewDevice(page, baseURL as string);
    await openAndReadTheBacklog(page, '/trade/BTC_USDT');
    const notice = page.getByTestId('notice');
    await expect(notice).toBeVisible({ timeout: 15_000 });

    const buy = page.locator('.order-sheet__bar').getByRole('button', { name: en('trade.form.buy'), exact: true });
    await expect(buy).toBeVisible();
    expect(await takesTheTap(buy)).toBe(true);

    // A sideways swipe.
    const box = await notice.boundingBox();
    if (!box) throw new Error('the notice has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 140, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(notice).toHaveCount(0);

    // Read on the platform: neither the next page nor a reload toasts it again.
    await expect.poll(() => unreadOnThePlatform(page)).toBe(0);
    await openAndReadTheBacklog(page, '/markets');
    await page.waitForTimeout(500);
    await expect(notice).toHaveCount(0);
  });

  test('on a desktop the toast leaves an open order’s Cancel clickable, and a tap dismisses it for good', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInFromANewDevice(page, baseURL as string);
    const placed = await page.request.post('/api/v1/spot/orders', {
      data: { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', quantity: '0.01' },
      headers: { origin: baseURL as string },
    });
    expect(placed.ok()).toBe(true);
    await openAndReadTheBacklog(page, '/trade/BTC_USDT');
    const notice = page.getByTestId('notice');
    await expect(notice).toBeVisible({ timeout: 15_000 });

    const cancel = page.locator('.trade-terminal__account').getByRole('button', {
      name: new RegExp(`^${en('trade.account.cancelBuyOrder', { amount: '\\S+', asset: 'BTC' })}$`),
    });
    await expect(cancel).toBeVisible();
    expect(await takesTheTap(cancel)).toBe(true);
    await cancel.click();
    await expect(cancel).toHaveCount(0);
    await expect(notice).toBeVisible();

    await notice.getByText(/./).first().click();
    await expect(notice).toHaveCount(0);
    await expect.poll(() => unreadOnThePlatform(page)).toBe(0);
    await openAndReadTheBacklog(page, '/trade/BTC_USDT');
    await page.waitForTimeout(500);
    await expect(notice).toHaveCount(0);
  });

  test('Escape dismisses it', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInFromANewDevice(page, baseURL as string);
    await openAndReadTheBacklog(page, '/markets');
    const notice = page.getByTestId('notice');
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
  });
});

test.describe('the notifications page', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the bell’s “See all” lists every notice, older pages on demand, and marks one read', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInFromANewDevice(page, baseURL as string);
    // Fills: 21 notices and the sign-in's, more than a page (20).
    for (let order = 0; order < 21; order++) {
      const placed = await page.request.post('/api/v1/spot/orders', {
        data: { symbol: 'BTC_USDT', side: 'buy', type: 'market', quoteAmount: '6' },
        headers: { origin: baseURL as string },
      });
      expect(placed.ok(), await placed.text()).toBe(true);
    }
    await expect.poll(() => unreadOnThePlatform(page), { timeout: 20_000 }).toBe(22);

    // The newest is toasted on arrival: dismissed, it is read.
    await openAndReadTheBacklog(page, '/markets');
    await expect(page.getByTestId('notice')).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notice')).toHaveCount(0);
    await expect.poll(() => unreadOnThePlatform(page)).toBe(21);
    await page.getByRole('button', { name: new RegExp(`^${en('notifications.label')}`) }).click();
    await page.getByRole('link', { name: en('notifications.seeAll') }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: en('notificationsPage.heading') })).toBeVisible();
    const items = page.getByTestId('notification');
    await expect(items).toHaveCount(20);
    await page.getByRole('button', { name: en('notificationsPage.more') }).click();
    await expect(items).toHaveCount(22);
    await expect(page.getByRole('button', { name: en('notificationsPage.more') })).toHaveCount(0);

    await expect(items.first()).toHaveAttribute('data-read', 'true');
    const next = items.nth(1);
    await expect(next).toHaveAttribute('data-read', 'false');
    await next.getByRole('button', { name: /./ }).click();
    await expect(next).toHaveAttribute('data-read', 'true');
    await page.reload();
    await expect(items.nth(1)).toHaveAttribute('data-read', 'true');
    await expect(items.nth(2)).toHaveAttribute('data-read', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('an account without notices gets the empty state', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL as string);
    await page.goto('/notifications');
    await expect(page.getByText(en('notificationsPage.empty'))).toBeVisible();
  });
});
