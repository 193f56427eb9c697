import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

// A document carries the core messages and its own screen's feature namespaces only (route-list
// `messages`); a client navigation to a screen with other namespaces brings them before it renders.

const en = messages('en_US');
const ja = messages('ja_JP');

/** A raw message key on the page: "futuresForm.openLong" instead of its text. */
const RAW_KEY =
  /\b(?:affiliate|futures|futuresAccount|futuresForm|home|marketList|trade|wallet|security|twoFactor|apiKeys|verification)\.[a-z]\w*/g;

async function rawKeysShown(page: Page): Promise<string[]> {
  return (await page.locator('body').innerText()).match(RAW_KEY) ?? [];
}

/** React has hydrated the header once its elements carry React's fiber properties. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
}

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

test.describe('messages per screen', () => {
  test("a document carries its own screen's namespaces, not the others", async ({ request }) => {
    // Texts no screen but the terminal shows, and one of the markets list's.
    const terminalTexts = [en('futuresForm.visitor'), en('futuresAccount.assetsVisitor')];
    const home = await (await request.get('/')).text();
    for (const text of terminalTexts) expect(home).not.toContain(text);
    const terminal = await (await request.get('/futures/BTC_USDT')).text();
    for (const text of terminalTexts) expect(terminal).toContain(text);
    expect(terminal).not.toContain(en('marketList.tabsLabel'));
  });

  test('client navigation brings the next screen its messages before it renders', async ({ page }) => {
    await page.goto('/ja_JP/events-courses');
    await hydrated(page);
    await markDocument(page);

    // Header link -> /ja_JP/futures -> the guard's redirect to the contract, all in the page.
    await page
      .getByRole('banner')
      .getByRole('link', { name: ja('nav.futures'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ja_JP\/futures\/BTC_USDT$/);
    await expect(page).toHaveTitle(ja('futures.meta.title', { name: 'BTCUSDT' }));
    await expect(page.getByRole('button', { name: ja('futures.chart.markPrice') })).toBeVisible();
    await expect(page.getByRole('list', { name: ja('trade.book.bids') })).toBeVisible();
    await expect(page.getByText(ja('futuresForm.visitor')).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: ja('futuresAccount.tabs.positions'), exact: true })).toBeVisible();
    expect(await rawKeysShown(page)).toEqual([]);
    expect(await stillSameDocument(page)).toBe(true);

    // Another screen with namespaces of its own, then back: every screen stays translated.
    await page
      .getByRole('banner')
      .getByRole('link', { name: ja('nav.markets'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ja_JP\/markets$/);
    await expect(page.getByRole('tablist', { name: ja('marketList.tabsLabel') })).toBeVisible();
    expect(await rawKeysShown(page)).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/ja_JP\/futures\/BTC_USDT$/);
    await expect(page.getByRole('list', { name: ja('trade.book.bids') })).toBeVisible();
    expect(await rawKeysShown(page)).toEqual([]);
    expect(await stillSameDocument(page)).toBe(true);
  });

  test("switching language on the terminal brings the new language's namespaces", async ({ page }) => {
    const fr = messages('fr_FR');
    await page.goto('/futures/BTC_USDT');
    await hydrated(page);
    const switcher = page.locator('.language-switcher');
    await expect(async () => {
      await switcher.getByRole('button').click();
      await expect(switcher.getByRole('link', { name: 'Français' })).toBeVisible({ timeout: 500 });
    }).toPass();
    await switcher.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr_FR\/futures\/BTC_USDT$/);
    await expect(page.getByRole('list', { name: fr('trade.book.bids') })).toBeVisible();
    await expect(page.getByText(fr('futuresForm.visitor')).first()).toBeVisible();
    expect(await rawKeysShown(page)).toEqual([]);
  });
});
