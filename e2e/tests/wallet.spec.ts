import type { Page } from '@playwright/test';
import Big from 'big.js';
import { signInByApi as signIn } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');
const HIDE_SMALL_BALANCES_KEY = 'vela_hide_small_balances';
const SHOW_ZERO_BALANCES_KEY = 'vela_show_zero_balances';

const assetRow = (page: Page, asset: string) => page.locator(`[data-testid="wallet-asset"][data-asset="${asset}"]`);
const ledgerEntries = (page: Page) => page.getByTestId('ledger-entry');

/** The total and every row's value as shown, read at one instant: live prices move them every second. */
function shownValues(page: Page) {
  return page.evaluate(() => ({
    total: document.querySelector('[data-testid="wallet-total"]')?.getAttribute('data-value') ?? '',
    totalText: document.querySelector('[data-testid="wallet-total"]')?.textContent ?? '',
    rows: Array.from(document.querySelectorAll('[data-testid="asset-value"]'), (cell) =>
      cell.getAttribute('data-value'),
    ),
  }));
}

test.describe('wallet', () => {
  test('a visitor is sent to log in and back to the wallet', async ({ page, baseURL }) => {
    await page.goto('/wallet');
    await expect(page).toHaveURL(`${baseURL}/login?forwardUrl=%2Fwallet`);
  });

  test('is one click from the header, the account menu and the trade page', async ({ page, baseURL }) => {
    await signIn(page, baseURL as string);
    const heading = page.getByRole('heading', { level: 1, name: en('wallet.heading') });
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    await page
      .getByTestId('account-panel')
      .getByRole('link', { name: en('header.wallet') })
      .click();
    await expect(heading).toBeVisible();

    await page.goto('/events-courses');
    await hydrated(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: en('account.menuLabel') })
      .click();
    await page
      .locator('.account-menu')
      .getByRole('link', { name: en('header.wallet') })
      .click();
    await expect(heading).toBeVisible();

    await page.goto('/events-courses');
    await hydrated(page);
    await page.getByTestId('header-wallet').click();
    await expect(heading).toBeVisible();
  });

  test('shows the demo grant, and the total is the sum of the rows in the pricing currency', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL as string);
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: en('wallet.heading') })).toBeVisible();
    await expect(page.getByText(en('wallet.demoNote'))).toBeVisible();
    await expect(assetRow(page, 'USDT').getByTestId('asset-total')).toHaveText('10,000');
    await expect(assetRow(page, 'BTC').getByTestId('asset-total')).toHaveText('0.1');
    await expect(assetRow(page, 'ETH').getByTestId('asset-available')).toHaveText('1');
    await expect(assetRow(page, 'ETH').getByTestId('asset-frozen')).toHaveText('0');
    // The most valuable first.
    await expect(page.getByTestId('wallet-asset').first()).toHaveAttribute('data-asset', 'USDT');

    await expect(async () => {
      const shown = await shownValues(page);
      expect(shown.total).not.toBe('');
      expect(shown.totalText).toMatch(/^\$[\d,]+\.\d\d$/);
      const sum = shown.rows.reduce((total, value) => total.plus(value || '0'), new Big(0));
      expect(sum.toFixed(2)).toBe(shown.total);
      expect(new Big(shown.total).gt(10_000)).toBe(true);
    }).toPass();

    await expect(ledgerEntries(page)).toHaveCount(3);
    for (const entry of await ledgerEntries(page).all()) {
      await expect(entry).toHaveAttribute('data-kind', 'demo-grant');
    }
    await expect(ledgerEntries(page).first()).toContainText(en('wallet.kinds.demo-grant'));
  });

  test('a demo deposit raises USDT, counts down and shows in the ledger', async ({ page, baseURL }) => {
    await signIn(page, baseURL as string);
    await page.goto('/wallet');
    const usdt = page.locator('[data-testid="demo-deposit"][data-asset="USDT"]');
    await expect(usdt.getByTestId('deposit-remaining')).toHaveText(
      en('wallet.deposit.remaining', { left: '3', perDay: '3' }),
    );

    // The ledger is loaded by the browser: once it shows, the page is hydrated and buttons work.
    await expect(ledgerEntries(page)).toHaveCount(3);
    await usdt.getByRole('button', { name: en('wallet.deposit.button', { amount: '1,000', asset: 'USDT' }) }).click();
    await expect(assetRow(page, 'USDT').getByTestId('asset-total')).toHaveText('11,000');
    await expect(usdt.getByTestId('deposit-remaining')).toHaveText(
      en('wallet.deposit.remaining', { left: '2', perDay: '3' }),
    );
    await expect(page.getByTestId('deposit-outcome')).toHaveText(
      en('wallet.deposit.done', { amount: '1,000', asset: 'USDT' }),
    );

    const newest = ledgerEntries(page).first();
    await expect(newest).toHaveAttribute('data-kind', 'demo-deposit');
    await expect(newest).toHaveAttribute('data-asset', 'USDT');
    await expect(newest.getByTestId('ledger-amount')).toHaveText('+1,000');

    await page.getByLabel(en('wallet.ledger.kind'), { exact: true }).selectOption('demo-deposit');
    await expect(ledgerEntries(page)).toHaveCount(1);
    await page.getByLabel(en('wallet.ledger.asset'), { exact: true }).selectOption('BTC');
    await expect(page.getByText(en('wallet.ledger.emptyFiltered'))).toBeVisible();
    await page.getByRole('button', { name: en('wallet.ledger.reset') }).click();
    await expect(ledgerEntries(page)).toHaveCount(4);

    // A deposit made elsewhere (another tab, the API) reaches the open page over the private feed.
    const elsewhere = await page.request.post('/api/v1/wallet/demo-deposit', {
      data: { asset: 'BTC' },
      headers: { origin: baseURL as string },
    });
    expect(elsewhere.ok()).toBe(true);
    await expect(assetRow(page, 'BTC').getByTestId('asset-total')).toHaveText('0.11');
    const btc = page.locator('[data-testid="demo-deposit"][data-asset="BTC"]');
    await expect(btc.getByTestId('deposit-remaining')).toHaveText(
      en('wallet.deposit.remaining', { left: '2', perDay: '3' }),
    );
    await expect(ledgerEntries(page)).toHaveCount(5);
    await expect(ledgerEntries(page).first()).toHaveAttribute('data-asset', 'BTC');

    // The platform kept it: a new page load shows the same.
    await page.reload();
    await expect(assetRow(page, 'USDT').getByTestId('asset-total')).toHaveText('11,000');
    await expect(usdt.getByTestId('deposit-remaining')).toHaveText(
      en('wallet.deposit.remaining', { left: '2', perDay: '3' }),
    );
  });

  test('hides zero balances until asked, hides small balances, remembers both, and searches', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL as string);
    await page.goto('/wallet');
    await expect(ledgerEntries(page)).toHaveCount(3);
    // SOL is held at zero: not listed until the trader asks for zero balances.
    await expect(assetRow(page, 'BTC')).toBeVisible();
    await expect(assetRow(page, 'SOL')).toHaveCount(0);
    const showZero = page.getByLabel(en('wallet.assets.showZero'));
    await expect(showZero).not.toBeChecked();
    await showZero.check();
    await expect(assetRow(page, 'SOL')).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SHOW_ZERO_BALANCES_KEY)).toBe('1');

    const hideSmall = page.getByLabel(en('wallet.assets.hideSmall', { threshold: '1' }));
    await hideSmall.check();
    await expect(assetRow(page, 'SOL')).toHaveCount(0);
    await expect(page.getByTestId('wallet-asset')).toHaveCount(3);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), HIDE_SMALL_BALANCES_KEY)).toBe('1');

    await page.reload();
    await expect(ledgerEntries(page)).toHaveCount(3);
    await expect(hideSmall).toBeChecked();
    await expect(showZero).toBeChecked();
    await expect(page.getByTestId('wallet-asset')).toHaveCount(3);

    await page.getByLabel(en('wallet.assets.search')).fill('bt');
    await expect(page.getByTestId('wallet-asset')).toHaveCount(1);
    await expect(assetRow(page, 'BTC')).toBeVisible();
    await page.getByLabel(en('wallet.assets.search')).fill('sol');
    await expect(page.getByText(en('wallet.assets.noMatch'))).toBeVisible();
    await hideSmall.uncheck();
    await expect(assetRow(page, 'SOL')).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), HIDE_SMALL_BALANCES_KEY)).toBe('0');
    await showZero.uncheck();
    await expect(assetRow(page, 'SOL')).toHaveCount(0);
  });

  test('fits a 360 px phone: rows become cards, nothing runs off the screen', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, baseURL as string);
    // Every layout shift while the page loads, added up as the browser reports them.
    await page.addInitScript(() => {
      const shifts = window as unknown as { layoutShift: number };
      shifts.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/wallet');
    await expect(assetRow(page, 'BTC')).toBeVisible();
    await expect(ledgerEntries(page).first()).toBeVisible();
    await expect(page.getByTestId('wallet-total')).not.toHaveAttribute('data-value', '');
    // Loading the ledger, the earn holdings and the rates reserves its room: nothing below jumps.
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.02);
    const beyondTheScreen = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.wallet *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(beyondTheScreen).toEqual([]);
    // A card: the asset's name above its figures, not a row of columns.
    const name = await assetRow(page, 'BTC').getByRole('rowheader').boundingBox();
    const value = await assetRow(page, 'BTC').getByTestId('asset-value').boundingBox();
    expect(value?.y ?? 0).toBeGreaterThan((name?.y ?? 0) + (name?.height ?? 0) - 1);
  });
});
