import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');
const FAVOURITES_KEY = 'vela_favourite_markets';

const row = (page: Page, symbol: string) => page.getByTestId('market-list').locator(`tr[data-symbol="${symbol}"]`);
const rows = (page: Page) => page.getByTestId('market-list').locator('tbody tr');
const star = (page: Page, pair: string) => page.getByRole('button', { name: en('marketList.favourite', { pair }) });

/** Stars a pair once the page has hydrated (a click before that would do nothing). */
async function starPair(page: Page, pair: string) {
  await hydrated(page);
  await star(page, pair).click();
  await expect(star(page, pair)).toHaveAttribute('aria-pressed', 'true');
}

async function logIn(request: APIRequestContext, baseURL: string, account: string, password: string) {
  const response = await request.post('/api/v1/auth/login', {
    data: { account, password },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
}

test.describe('markets page', () => {
  test('lists every pair server-rendered, with live prices in the pricing currency', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/markets');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: en('marketList.heading') })).toBeVisible();
    expect(await rows(page).count()).toBeGreaterThanOrEqual(10);
    await expect(row(page, 'BTC_USDT').getByTestId('last-price')).toHaveText(/^\$[\d,]+\.\d+$/);
    await expect(row(page, 'BTC_USDT').getByRole('link', { name: 'BTC/USDT' })).toHaveAttribute(
      'href',
      '/trade/BTC_USDT',
    );
    await context.close();
  });

  test('search narrows the list, and says so when nothing matches', async ({ page }) => {
    await page.goto('/markets');
    const all = await rows(page).count();
    const search = page.getByLabel(en('marketList.searchLabel'));
    await hydrated(page);
    await search.fill('eth/usdt');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'ETH_USDT')).toBeVisible();

    await search.fill('doge/us');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'DOGE_USDT')).toBeVisible();

    // The field drops what no pair contains.
    await search.fill('<sol>!');
    await expect(search).toHaveValue('sol');
    await expect(row(page, 'SOL_USDT')).toBeVisible();

    await search.fill('zzz');
    await expect(page.getByText(en('marketList.empty.searchTitle', { query: 'zzz' }))).toBeVisible();
    await page.getByRole('button', { name: en('marketList.empty.clearSearch') }).click();
    await expect(search).toHaveValue('');
    await expect(rows(page)).toHaveCount(all);
  });

  test('sorting by 24 h change orders the rows, both ways, from the keyboard too', async ({ page }) => {
    await page.goto('/markets');
    const header = page.getByRole('columnheader', { name: en('markets.change24h') });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    // One click once the page has hydrated: a second click (a retry) would sort the other way.
    await hydrated(page);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');

    const changes = () =>
      page
        .getByTestId('market-list')
        .getByTestId('change')
        .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));
    const isOrdered = (values: number[], direction: 1 | -1) =>
      values.every((value, index) => index === 0 || direction * (value - (values[index - 1] as number)) >= 0);
    // Prices move every second: wait for a moment where the order and the shown values agree.
    await expect(async () => expect(isOrdered(await changes(), -1)).toBe(true)).toPass({ timeout: 10_000 });

    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(async () => expect(isOrdered(await changes(), 1)).toBe(true)).toPass({ timeout: 10_000 });

    await page.keyboard.press('Space');
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(rows(page).first()).toHaveAttribute('data-symbol', 'BTC_USDT');
  });

  test('a visitor’s favourite survives a reload', async ({ page }) => {
    await page.goto('/markets');
    await starPair(page, 'SOL/USDT');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), FAVOURITES_KEY)).toBe('["SOL_USDT"]');

    await page.reload();
    await expect(star(page, 'SOL/USDT')).toHaveAttribute('aria-pressed', 'true');
    await expect(star(page, 'BTC/USDT')).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('tab', { name: en('marketList.tabs.favourites') }).click();
    await expect(page.getByRole('tab', { name: en('marketList.tabs.favourites') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'SOL_USDT')).toBeVisible();
    await expect(page.getByText(en('marketList.favourites.visitorNote'))).toBeVisible();

    await star(page, 'SOL/USDT').click();
    await expect(page.getByText(en('marketList.empty.noFavouritesTitle'))).toBeVisible();
  });

  test('a visitor’s stars join the account at sign-in, and favourites follow the user to a new browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/markets');
    await starPair(page, 'SOL/USDT');

    const { account, password } = await registerByApi(page.request, baseURL as string);
    await logIn(page.request, baseURL as string, account, password);
    const merged = page.waitForResponse((response) => response.url().endsWith('/api/v1/favourites/markets/add'));
    await page.goto('/markets');
    expect((await merged).ok()).toBe(true);
    await expect(star(page, 'SOL/USDT')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), FAVOURITES_KEY)).toBeNull();

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/favourites/markets/add'));
    await star(page, 'ETH/USDT').click();
    expect((await saved).ok()).toBe(true);

    const elsewhere = await browser.newContext({ baseURL });
    const other = await elsewhere.newPage();
    await logIn(other.request, baseURL as string, account, password);
    await other.goto('/markets');
    await expect(star(other, 'SOL/USDT')).toHaveAttribute('aria-pressed', 'true');
    await expect(star(other, 'ETH/USDT')).toHaveAttribute('aria-pressed', 'true');
    await expect(star(other, 'BTC/USDT')).toHaveAttribute('aria-pressed', 'false');
    await expect(async () => {
      await other.getByRole('tab', { name: en('marketList.tabs.favourites') }).click({ timeout: 1_000 });
      await expect(rows(other)).toHaveCount(2, { timeout: 1_000 });
    }).toPass();
    // In the order they were added.
    await expect(rows(other).nth(0)).toHaveAttribute('data-symbol', 'SOL_USDT');
    await expect(rows(other).nth(1)).toHaveAttribute('data-symbol', 'ETH_USDT');
    await expect(other.getByText(en('marketList.favourites.visitorNote'))).toHaveCount(0);
    await elsewhere.close();
  });

  test('a row opens its trade page, by click or from the keyboard, in the active locale', async ({ page, baseURL }) => {
    await page.goto('/markets');
    await hydrated(page);
    await row(page, 'BTC_USDT').getByTestId('change').click();
    await expect(page).toHaveURL(`${baseURL}/trade/BTC_USDT`);

    await page.goto('/ja_JP/markets');
    await row(page, 'ETH_USDT').getByRole('link', { name: 'ETH/USDT' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/ja_JP/trade/ETH_USDT`);
  });

  test('ranking tabs and the quote filter: gainers by 24 h change, BTC pairs only, newest listing first', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/markets');
    await hydrated(page);
    const tab = (name: string) => page.getByRole('tab', { name: en(`marketList.tabs.${name}`) });
    const changes = () =>
      page
        .getByTestId('market-list')
        .getByTestId('change')
        .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));

    await tab('gainers').click();
    await expect(tab('gainers')).toHaveAttribute('aria-selected', 'true');
    // Prices move every second: wait for a moment where the rows and their shown values agree.
    await expect(async () => {
      const values = await changes();
      expect(values.length).toBeGreaterThan(0);
      expect(values.every((value) => value > 0)).toBe(true);
      expect(values.every((value, index) => index === 0 || value <= (values[index - 1] as number))).toBe(true);
    }).toPass({ timeout: 10_000 });

    // One tab stop: the arrow keys move to the next tab and select it.
    await page.keyboard.press('ArrowRight');
    await expect(tab('losers')).toBeFocused();
    await expect(tab('losers')).toHaveAttribute('aria-selected', 'true');

    await tab('all').click();
    await page.getByRole('radio', { name: 'BTC' }).check();
    const symbols = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-symbol') ?? ''));
    expect(symbols.length).toBeGreaterThanOrEqual(5);
    expect(symbols.every((symbol) => symbol.endsWith('_BTC'))).toBe(true);

    // The newest BTC listing first, with its listing day.
    await tab('newListings').click();
    await expect(rows(page).first()).toHaveAttribute('data-symbol', 'LINK_BTC');
    await expect(rows(page).first().getByTestId('listed-on')).toHaveText('2026/11/10');

    await rows(page).first().getByTestId('change').click();
    await expect(page).toHaveURL(`${baseURL}/trade/LINK_BTC`);
  });

  test('fits a 360 px screen with pair, price and change', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/markets');
    const btc = row(page, 'BTC_USDT');
    await expect(btc.getByRole('link', { name: 'BTC/USDT' })).toBeVisible();
    await expect(btc.getByTestId('last-price')).toBeVisible();
    await expect(btc.getByTestId('change')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: en('markets.volume24h') })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  test('the futures tab lists every contract with its funding, open interest and volume, each opening its terminal', async ({
    page,
    baseURL,
  }) => {
    const listed = await page.request.get('/futuresapi/v1/contracts');
    const { contracts } = (await listed.json()) as { contracts: { symbol: string; base: string; quote: string }[] };
    expect(contracts.length).toBeGreaterThan(1);
    await page.goto('/markets');
    await page.getByRole('tab', { name: en('futures.markets.tab') }).click();
    const table = page.getByTestId('futures-market-list');
    await expect(
      table.getByRole('columnheader', { name: en('futures.markets.volume', { currency: 'USD' }) }),
    ).toBeVisible();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(contracts.length);
    for (const contract of contracts) {
      const line = table.locator(`tr[data-symbol="${contract.symbol}"]`);
      await expect(line.getByRole('link', { name: `${contract.base}${contract.quote}` })).toHaveAttribute(
        'href',
        `/futures/${contract.symbol}`,
      );
      await expect(line.getByTestId('futures-funding')).toHaveText(/%$/);
    }
    // The perpetuals trade against the simulated liquidity: BTC's volume shows once it has.
    const btc = table.locator('tr[data-symbol="BTC_USDT"]');
    await expect(btc.getByTestId('futures-open-interest')).toHaveText(/\d|—/);
    await expect(btc.getByTestId('futures-volume')).toHaveText(/^\$[\d.,]+[KMB]?$/, { timeout: 30_000 });
    await btc.getByTestId('futures-volume').click();
    await expect(page).toHaveURL(`${baseURL}/futures/BTC_USDT`);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation (${theme})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL as string }]);
      const page = await context.newPage();
      await page.goto('/markets');
      await starPair(page, 'BTC/USDT');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      await context.close();
    });
  }
});
