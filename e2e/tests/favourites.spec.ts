import type { Page } from '@playwright/test';
import { signInByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

/** The pair switcher of the trade page, opened, with the star of `pair`. */
async function switcherStar(page: Page, pair: string) {
  const open = page.getByRole('button', { name: en('trade.pair.switch', { pair: 'BTC/USDT' }) });
  if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
  const list = page.getByRole('list', { name: en('trade.pair.markets') });
  return list.getByRole('button', { name: en('terminal.pair.favourite', { pair }) });
}

const marketsStar = (page: Page, pair: string) =>
  page.getByRole('button', { name: en('marketList.favourite', { pair }) });
const favouriteRows = (page: Page) => page.getByTestId('market-list').locator('tbody tr');

test.describe('one list of favourite pairs', () => {
  test('a star set in the switcher shows on /markets, and one taken off there is gone in the switcher', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, baseURL as string);
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    const star = await switcherStar(page, 'BTC/USDT');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/favourites/markets/add'));
    await star.click();
    expect((await saved).ok()).toBe(true);
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/markets');
    await hydrated(page);
    await page.getByRole('tab', { name: en('marketList.tabs.favourites') }).click();
    await expect(favouriteRows(page)).toHaveCount(1);
    await expect(favouriteRows(page).first()).toHaveAttribute('data-symbol', 'BTC_USDT');
    await page.getByRole('tab', { name: en('marketList.tabs.all') }).click();
    const removed = page.waitForResponse((response) => response.url().endsWith('/api/v1/favourites/markets/remove'));
    await marketsStar(page, 'BTC/USDT').click();
    expect((await removed).ok()).toBe(true);
    await expect(marketsStar(page, 'BTC/USDT')).toHaveAttribute('aria-pressed', 'false');

    // Without a reload: the row's link goes to the terminal in the page, whose switcher reads the same list.
    await page
      .getByTestId('market-list')
      .locator('tr[data-symbol="BTC_USDT"]')
      .getByRole('link', { name: 'BTC/USDT' })
      .click();
    await expect(page).toHaveURL(`${baseURL}/trade/BTC_USDT`);
    await expect(await switcherStar(page, 'BTC/USDT')).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: en('terminal.pair.favourites') }).click();
    await expect(page.getByText(en('terminal.pair.noFavourites'))).toBeVisible();
  });

  test('a visitor’s star in the switcher survives sign-in', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    const star = await switcherStar(page, 'ETH/USDT');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await signInByApi(page, baseURL as string);
    const joined = page.waitForResponse((response) => response.url().endsWith('/api/v1/favourites/markets/add'));
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    expect((await joined).ok()).toBe(true);
    await expect(await switcherStar(page, 'ETH/USDT')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => window.localStorage.getItem('vela_favourite_markets'))).toBeNull();

    await page.goto('/markets');
    await hydrated(page);
    await expect(marketsStar(page, 'ETH/USDT')).toHaveAttribute('aria-pressed', 'true');
  });
});
