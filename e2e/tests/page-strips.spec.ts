import type { Locator, Page } from '@playwright/test';
import { signInByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

/** Whether the element itself is what the user hits at its centre (nothing lies over it). */
function hitAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** A trader not yet verified, who has not made the privacy choice: both strips show. */
async function traderWithBothStrips(page: Page, baseURL: string) {
  await signInByApi(page, baseURL);
  await page.goto('/trade/BTC_USDT');
  await hydrated(page);
  await expect(page.getByTestId('tracking-banner')).toBeVisible();
  await expect(page.getByTestId('kyc-prompt')).toBeVisible();
}

test.describe('page strips never cover what the trader came for', () => {
  test('desktop 1440x900: the order button and the orders panel are uncovered, and the page does not scroll', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await traderWithBothStrips(page, baseURL as string);
    const form = page.getByRole('form', { name: en('trade.form.label') });
    const submit = form.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'BTC' }) });
    const orders = page.getByTestId('account-panel');
    await expect(submit).toBeInViewport({ ratio: 1 });
    await expect(orders).toBeInViewport();
    expect(await hitAtCentre(submit)).toBe(true);
    expect(await hitAtCentre(orders)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(900);
  });

  test('phone 360x780: Buy and Sell, the order button and the orders panel are uncovered', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await traderWithBothStrips(page, baseURL as string);
    const buy = page.getByRole('button', { name: en('trade.form.buy'), exact: true });
    expect(await hitAtCentre(buy)).toBe(true);
    const orders = page.getByTestId('account-panel');
    await orders.scrollIntoViewIfNeeded();
    expect(await hitAtCentre(orders)).toBe(true);

    await buy.click();
    const sheet = page.getByRole('dialog', { name: en('trade.sheet.title', { pair: 'BTC/USDT' }) });
    const submit = sheet.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'BTC' }) });
    await submit.scrollIntoViewIfNeeded();
    expect(await hitAtCentre(submit)).toBe(true);
  });

  test('the verification prompt shows once per session, and never on the verification page', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL as string);
    await page.goto('/account/verification');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: en('verification.heading') })).toBeVisible();
    await expect(page.getByTestId('kyc-prompt')).toHaveCount(0);

    // The server renders it with the page (it never pushes the page down after loading)...
    const html = await (await page.request.get('/events-courses')).text();
    expect(html).toContain('data-testid="kyc-prompt"');
    await page.goto('/events-courses');
    await expect(page.getByTestId('kyc-prompt')).toBeVisible();
    // ...and once it has been shown, not again in this browser session.
    await page.reload();
    await hydrated(page);
    // Once the page answers a click, the prompt would have had its chance to show.
    await page.getByRole('button', { name: en('account.menuLabel') }).click();
    await expect(page.getByRole('link', { name: en('account.heading') })).toBeVisible();
    await expect(page.getByTestId('kyc-prompt')).toHaveCount(0);
  });
});
