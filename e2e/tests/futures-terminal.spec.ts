import AxeBuilder from '@axe-core/playwright';
import { registerByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');
const ja = messages('ja_JP');

test.describe('futures terminal for everyone', () => {
  test('BTC_USDT is server-rendered, then its prices, funding countdown and book move live', async ({ page }) => {
    const response = await page.goto('/futures/BTC_USDT');
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    // The first paint carries the contract, its header and its book, before any script runs.
    expect(html).toContain('data-testid="order-book"');
    expect(html).toContain('data-testid="futures-mark-price"');
    await expect(page).toHaveTitle(en('futures.meta.title', { name: 'BTCUSDT' }));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('BTCUSDT');
    await expect(page.getByTestId('futures-mark-price')).toHaveText(/\d/);
    await expect(page.getByTestId('futures-index-price')).toHaveText(/\d/);
    await expect(page.getByTestId('futures-funding-rate')).toHaveText(/%/);
    await expect(page.getByTestId('futures-open-interest')).toHaveText(/\d/);

    // The countdown runs on its own one-second timer.
    const countdown = page.getByTestId('funding-countdown');
    await expect(countdown).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
    const shown = await countdown.textContent();
    await expect(countdown).not.toHaveText(shown ?? '', { timeout: 3_000 });

    const book = page.getByTestId('order-book');
    await expect(
      book
        .getByRole('list', { name: en('trade.book.bids') })
        .getByRole('button')
        .first(),
    ).toBeVisible();
    const seq = Number(await book.getAttribute('data-seq'));
    await expect(async () => {
      expect(Number(await book.getAttribute('data-seq'))).toBeGreaterThan(seq);
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-status', /ready|empty/, { timeout: 20_000 });
  });

  test('the chart opens on days of stored bars on a fresh server, not only those since it started', async ({
    page,
  }) => {
    const history = page.waitForResponse(
      (response) => /\/futuresapi\/v1\/klines\?/.test(response.url()) && !response.url().includes('price=mark'),
    );
    await page.goto('/futures/BTC_USDT');
    await hydrated(page);
    const { klines } = (await (await history).json()) as { klines: unknown[] };
    expect(klines.length).toBeGreaterThan(100);
    const chart = page.getByTestId('candle-chart');
    await expect(chart).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    // Bars reach the chart's left edge: the crosshair there is on one, and the readout shows it.
    const box = await chart.locator('.chart__canvas').boundingBox();
    if (!box) throw new Error('the chart has no box');
    await page.mouse.move(box.x + 20, box.y + box.height / 3);
    await expect(page.getByTestId('chart-readout')).toHaveAttribute('data-hovered', '');
  });

  test('the chart draws the mark price on demand, from its own bars', async ({ page }) => {
    await page.goto('/futures/BTC_USDT');
    const toggle = page.getByRole('button', { name: en('futures.chart.markPrice') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const markBars = page.waitForRequest((request) => /\/futuresapi\/v1\/klines\?.*price=mark/.test(request.url()));
    await toggle.click();
    await markBars;
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('/futures opens the contract opened last, in the locale; BTC_USDT the first time', async ({ page, baseURL }) => {
    await page.goto('/futures');
    await expect(page).toHaveURL(`${baseURL}/futures/BTC_USDT`);
    await page.goto('/futures/ETH_USDT');
    await expect(page.locator('.trade-terminal')).toHaveAttribute('data-symbol', 'ETH_USDT');
    // The terminal remembers its contract once it has hydrated: wait for that, as a user would.
    await expect(async () => {
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'lastFutures')?.value).toBe('ETH_USDT');
    }).toPass();
    await page.goto('/futures');
    await expect(page).toHaveURL(`${baseURL}/futures/ETH_USDT`);
    await page.goto('/ja_JP/futures');
    await expect(page).toHaveURL(`${baseURL}/ja_JP/futures/ETH_USDT`);
    await expect(page).toHaveTitle(ja('futures.meta.title', { name: 'ETHUSDT' }));
  });

  test('an unknown contract is a 404 by route validation; a lower-case one goes to its page', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto('/futures/NOPE_USDT');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText(
      en('errors.validationNotFound', { path: '/futures/NOPE_USDT' }),
    );
    await page.goto('/ko_KR/futures/eth_usdt');
    await expect(page).toHaveURL(`${baseURL}/ko_KR/futures/ETH_USDT`);
  });

  test('the contract switcher searches, stars and opens contracts from the keyboard', async ({ page, baseURL }) => {
    await page.goto('/futures/BTC_USDT');
    const name = en('futures.contract', { code: 'BTCUSDT' });
    await page.getByRole('button', { name: en('futures.switcher.switch', { name }) }).click();
    const search = page.getByRole('searchbox', { name: en('futures.switcher.search') });
    await expect(search).toBeFocused();
    const list = page.getByRole('list', { name: en('futures.switcher.contracts') });

    const eth = en('futures.contract', { code: 'ETHUSDT' });
    await list.getByRole('button', { name: en('futures.switcher.favourite', { name: eth }) }).click();
    await page.getByRole('button', { name: en('futures.switcher.favourites') }).click();
    await expect(list.getByRole('link')).toHaveText([/^ETHUSDT/]);
    await page.getByRole('button', { name: en('futures.switcher.all'), exact: true }).click();

    await search.fill('eth');
    await expect(list.getByRole('link')).toHaveText([/^ETHUSDT/]);
    await search.press('ArrowDown');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: en('futures.switcher.switch', { name }) })).toBeFocused();

    await page.keyboard.press('Enter');
    await page.getByRole('searchbox', { name: en('futures.switcher.search') }).fill('eth');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/futures/ETH_USDT`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ETHUSDT');
  });

  test('on a 360 px phone: chart, book and trades under tabs', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/futures/BTC_USDT');
    const chart = page.getByTestId('candle-chart');
    const book = page.getByTestId('order-book');
    const trades = page.getByTestId('recent-trades');
    await expect(chart).toBeVisible();
    await expect(book).toBeHidden();

    await page.getByRole('tab', { name: en('trade.phoneTabs.book') }).click();
    await expect(book).toBeVisible();
    await expect(chart).toBeHidden();
    // The arrow keys move along the tabs.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: en('trade.phoneTabs.trades') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(trades).toBeVisible();
    await expect(book).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('on a 360 px phone the order form opens in a bottom sheet', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/futures/BTC_USDT');
    await expect(page.locator('.trade-terminal__form')).toBeHidden();
    // The privacy choice sits at the bottom of the screen until it is made.
    await page.getByRole('button', { name: en('analytics.decline') }).click();
    await page.getByRole('button', { name: en('futures.sheet.open') }).click();
    const sheet = page.getByRole('dialog', {
      name: en('futures.sheet.title', { name: en('futures.contract', { code: 'BTCUSDT' }) }),
    });
    await expect(sheet).toBeVisible();
    // A visitor's form asks to log in, there as on the page.
    await expect(sheet.locator('a[href^="/login?forwardUrl="]').first()).toBeVisible();
    await sheet.getByRole('button', { name: en('futures.sheet.close') }).click();
    await expect(sheet).toBeHidden();
  });

  test('a visitor sees the terminal, the form asks to log in, and login comes back to the contract', async ({
    page,
    baseURL,
  }) => {
    const { account, password } = await registerByApi(page.request, baseURL as string);
    await page.context().clearCookies();
    await page.goto('/futures/ETH_USDT');
    const login = page.locator('.trade-terminal__form a[href^="/login?forwardUrl="]').first();
    await expect(login).toHaveAttribute('href', '/login?forwardUrl=%2Ffutures%2FETH_USDT');
    await login.click();
    await expect(page).toHaveURL(`${baseURL}/login?forwardUrl=%2Ffutures%2FETH_USDT`);
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
    await hydrated(page);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page).toHaveURL(`${baseURL}/futures/ETH_USDT`);
    await expect(page.locator('.trade-terminal__form a[href^="/login?forwardUrl="]')).toHaveCount(0);
  });

  test('the markets page lists the perpetuals under a futures tab, live', async ({ page, baseURL }) => {
    await page.goto('/markets');
    await page.getByRole('tab', { name: en('futures.markets.tab') }).click();
    const table = page.getByTestId('futures-market-list');
    const btc = table.locator('tr[data-symbol="BTC_USDT"]');
    await expect(btc.getByTestId('futures-mark')).toHaveText(/\d/);
    await expect(btc.getByTestId('futures-funding')).toHaveText(/%/);
    await expect(btc.getByTestId('futures-open-interest')).toHaveText(/\d|—/);
    await page.getByRole('searchbox').fill('eth');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await table.getByRole('link', { name: 'ETHUSDT' }).click();
    await expect(page).toHaveURL(`${baseURL}/futures/ETH_USDT`);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on the terminal (${theme})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL as string }]);
      const page = await context.newPage();
      await page.goto('/futures/BTC_USDT');
      await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-status', /ready|empty/, {
        timeout: 20_000,
      });
      await expect(page.getByTestId('funding-countdown')).toHaveText(/\d/);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      await context.close();
    });
  }
});
