import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import Big from 'big.js';
import { registerByApi, signInByApi as signIn } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

/** Marks the page so a later check can tell it was never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });
}

async function stillTheSamePage(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage);
}

test.describe('spot terminal for everyone', () => {
  test('BTC_USDT is server-rendered, then its book and trades move live', async ({ page }) => {
    const response = await page.goto('/trade/BTC_USDT');
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    // The first paint carries the pair, the book and the trades, before any script runs.
    expect(html).toContain('data-testid="order-book"');
    expect(html).toMatch(/class="book__level book__level--bid"/);
    await expect(page).toHaveTitle(en('trade.meta.title', { pair: 'BTC/USDT' }));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('BTC');
    await expect(page.getByTestId('pair-last-price')).toHaveText(/\d/);

    const book = page.getByTestId('order-book');
    const bids = book.getByRole('list', { name: en('trade.book.bids') }).getByRole('button');
    const asks = book.getByRole('list', { name: en('trade.book.asks') }).getByRole('button');
    await expect(bids.first()).toBeVisible();
    await expect(asks.first()).toBeVisible();
    const seq = Number(await book.getAttribute('data-seq'));
    await expect(async () => {
      expect(Number(await book.getAttribute('data-seq'))).toBeGreaterThan(seq);
    }).toPass({ timeout: 20_000 });

    const trades = page.getByTestId('recent-trades').locator('tbody tr');
    await expect(trades.first()).toBeVisible();
    const newest = await trades.first().textContent();
    await expect(async () => {
      expect(await trades.first().textContent()).not.toBe(newest);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  });

  test('/trade shows BTC_USDT and names its page as canonical; a click on a level fills the price', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/trade');
    await expect(page).toHaveURL(`${baseURL}/trade`);
    await expect(page.locator('.trade-terminal')).toHaveAttribute('data-symbol', 'BTC_USDT');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/trade\/BTC_USDT$/);

    // The book moves under the pointer: group it by 100 so any ask level has a price ending in 00.
    await hydrated(page);
    await page.getByLabel(en('trade.book.step')).selectOption('100');
    const price = page.getByLabel(en('trade.form.price', { asset: 'USDT' }));
    await price.fill('1');
    await page
      .getByRole('list', { name: en('trade.book.asks') })
      .getByRole('button')
      .first()
      .click();
    await expect(price).toHaveValue(/^[1-9]\d*00$/);
  });

  test('the pair switcher lists, filters and opens markets from the keyboard', async ({ page, baseURL }) => {
    await page.goto('/trade/BTC_USDT');
    await page.getByRole('button', { name: en('trade.pair.switch', { pair: 'BTC/USDT' }) }).click();
    const search = page.getByRole('searchbox', { name: en('trade.pair.search') });
    await expect(search).toBeFocused();
    await search.fill('eth/usdt');
    await expect(page.getByRole('list', { name: en('trade.pair.markets') }).getByRole('link')).toHaveText([
      /^ETH\/USDT/,
    ]);
    await search.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/trade/ETH_USDT`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ETH');
  });

  test('an unlisted pair is a 404 by route validation; a lower-case one goes to its page', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto('/trade/NOPE_USDT');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText(
      en('errors.validationNotFound', { path: '/trade/NOPE_USDT' }),
    );
    await page.goto('/ja_JP/trade/eth_usdt');
    await expect(page).toHaveURL(`${baseURL}/ja_JP/trade/ETH_USDT`);
  });

  test('a visitor is sent to log in and comes back to the pair', async ({ page, baseURL }) => {
    const { account, password } = await registerByApi(page.request, baseURL as string);
    await page.context().clearCookies();
    await page.goto('/trade/ETH_USDT');
    const form = page.getByRole('form', { name: en('trade.form.label') });
    await expect(form.getByTestId('form-available')).toHaveText('—');
    await form.getByRole('link', { name: en('trade.form.login') }).click();
    await expect(page).toHaveURL(`${baseURL}/login?forwardUrl=%2Ftrade%2FETH_USDT`);
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
    await hydrated(page);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page).toHaveURL(`${baseURL}/trade/ETH_USDT`);
    await expect(form.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'ETH' }) })).toBeVisible();
    await expect(form.getByTestId('form-available')).toHaveText(/USDT$/);
  });

  test('on a 360 px phone: chart, book and trades under tabs, the form in a bottom sheet', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/trade/BTC_USDT');
    const chart = page.getByTestId('candle-chart');
    const book = page.getByTestId('order-book');
    const trades = page.getByTestId('recent-trades');
    await expect(chart).toBeVisible();
    await expect(book).toBeHidden();

    await page.getByRole('tab', { name: en('trade.phoneTabs.book') }).click();
    await expect(book).toBeVisible();
    await expect(chart).toBeHidden();
    await page.getByRole('tab', { name: en('trade.phoneTabs.trades') }).click();
    await expect(trades).toBeVisible();
    await expect(book).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await expect(page.getByRole('form', { name: en('trade.form.label') })).toBeHidden();
    // The privacy choice is made first (a strip at the top of the page until then).
    await page.getByRole('button', { name: en('analytics.decline') }).click();
    await page.getByRole('button', { name: en('trade.form.sell'), exact: true }).click();
    const sheet = page.getByRole('dialog', { name: en('trade.sheet.title', { pair: 'BTC/USDT' }) });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: en('trade.form.sell'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await sheet.getByLabel(en('trade.form.amount', { asset: 'BTC' })).fill('0.5');
    await expect(sheet.getByRole('link', { name: en('trade.form.login') })).toBeVisible();
    await sheet.getByRole('button', { name: en('trade.sheet.close') }).click();
    await expect(sheet).toBeHidden();
    // The sheet keeps what was typed: it shares the page's order draft.
    await page.getByRole('button', { name: en('trade.form.buy'), exact: true }).click();
    await expect(sheet.getByLabel(en('trade.form.amount', { asset: 'BTC' }))).toHaveValue('0.5');
  });
});

test.describe('spot terminal accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on the terminal (${theme})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL as string }]);
      const page = await context.newPage();
      await page.goto('/trade/BTC_USDT');
      await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      await context.close();
    });
  }
});

test.describe('spot terminal for a signed-in trader', () => {
  test('a resting limit buy, its cancel, then a market buy that fills: all live, without a reload', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signIn(page, baseURL as string);
    const { tickers } = (await (await page.request.get('/api/v1/tickers')).json()) as {
      tickers: { symbol: string; last: string }[];
    };
    const last = tickers.find((ticker) => ticker.symbol === 'BTC_USDT')?.last as string;
    // Ten percent under the market, on a 1,000 USDT boundary: it rests, and groups alone in the book.
    const restingPrice = new Big(last).times('0.9').div(1000).round(0, Big.roundDown).times(1000);
    const restingLabel = new Intl.NumberFormat('en-US').format(restingPrice.toNumber());

    await page.goto('/trade/BTC_USDT');
    await markPage(page);
    const form = page.getByRole('form', { name: en('trade.form.label') });
    const available = form.getByTestId('form-available');
    await expect(available).toHaveText(/^[\d,]+(\.\d+)? USDT$/);
    const startingUsdt = await available.textContent();

    // 1. A limit buy that rests.
    await form.getByLabel(en('trade.form.price', { asset: 'USDT' })).fill(restingPrice.toFixed());
    await form.getByLabel(en('trade.form.amount', { asset: 'BTC' })).fill('0.001');
    await expect(form.getByTestId('form-total')).toHaveText(/\d/);
    await form.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'BTC' }) }).click();
    await expect(form.getByTestId('order-placed')).toBeVisible();
    const openOrders = page.getByTestId('open-orders').locator('tbody tr');
    await expect(openOrders).toHaveCount(1);
    await expect(openOrders.first()).toContainText(`${restingLabel}.00`);
    await expect(available).not.toHaveText(startingUsdt as string);

    // ...and shows in the book, grouped by 1,000.
    await page.getByLabel(en('trade.book.step')).selectOption('1000');
    const bids = page.getByRole('list', { name: en('trade.book.bids') }).getByRole('button');
    const ourLevel = bids.filter({ hasText: new RegExp(`^${restingLabel}`) });
    await expect(ourLevel).toHaveCount(1);

    // 2. Cancel it: the funds come back and the level goes.
    await openOrders
      .first()
      .getByRole('button', { name: en('trade.account.cancelBuyOrder', { amount: '0.00100', asset: 'BTC' }) })
      .click();
    await expect(page.getByText(en('trade.account.noOpenOrders'))).toBeVisible();
    await expect(available).toHaveText(startingUsdt as string);
    await expect(ourLevel).toHaveCount(0);

    // 3. A market buy that fills.
    await form.getByRole('button', { name: en('trade.form.market'), exact: true }).click();
    await form.getByLabel(en('trade.form.amount', { asset: 'BTC' })).fill('0.001');
    await form.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'BTC' }) }).click();
    await page.getByRole('tab', { name: en('trade.account.tabs.fills') }).click();
    const fills = page.getByTestId('fills').locator('tbody tr');
    await expect(fills).toHaveCount(1);
    await expect(fills.first()).toContainText(en('trade.account.roles.taker'));
    await expect(fills.first()).toContainText('BTC');
    await expect(available).not.toHaveText(startingUsdt as string);

    await page.getByRole('tab', { name: en('trade.account.tabs.history') }).click();
    await expect(page.getByTestId('order-history').locator('tbody tr')).toHaveCount(2);
    await page.getByRole('tab', { name: en('trade.account.tabs.balances') }).click();
    // 0.1 BTC of demo funds, plus what was bought less the taker fee.
    await expect(
      page.getByTestId('balances').locator('tr[data-asset="BTC"] [data-testid="balance-available"]'),
    ).toHaveText(/^0\.100\d+$/);

    // The platform's fill notice reaches the bell.
    await expect(page.getByTestId('unread-badge')).toBeVisible({ timeout: 15_000 });
    expect(await stillTheSamePage(page)).toBe(true);
  });

  test('the form checks price, amount and balance before anything is sent', async ({ page, baseURL }) => {
    await signIn(page, baseURL as string);
    await page.goto('/trade/BTC_USDT');
    const form = page.getByRole('form', { name: en('trade.form.label') });
    await expect(form.getByTestId('form-available')).toHaveText(/USDT$/);
    let orderCalls = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/spot/orders')) orderCalls += 1;
    });
    const price = form.getByLabel(en('trade.form.price', { asset: 'USDT' }));
    const amount = form.getByLabel(en('trade.form.amount', { asset: 'BTC' }));
    await price.fill('1000');
    // The decimal filter holds the market's precision: two decimals for the price.
    await price.pressSequentially('.12345');
    await expect(price).toHaveValue('1000.12');
    await amount.fill('0.000001');
    await expect(amount).toHaveValue('0.00000');
    await amount.fill('1000');
    await amount.blur();
    await expect(form.getByTestId('order-form-error')).toContainText(
      en('trade.errors.insufficientBalance', { asset: 'USDT' }),
    );
    await form.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'BTC' }) }).click();
    await amount.fill('0.00001');
    await expect(form.getByTestId('order-form-error')).toContainText(
      en('trade.errors.notionalMin', { min: '5', asset: 'USDT' }),
    );
    await form.getByRole('button', { name: '100 percent of the available balance' }).click();
    await expect(form.getByTestId('order-form-error')).toHaveCount(0);
    expect(orderCalls).toBe(0);
  });
});
