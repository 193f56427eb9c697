import type { Page } from '@playwright/test';
import { signInByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

/** The desktop terminal's five panels, as a trader looks for them. */
function panels(page: Page) {
  return {
    chart: page.getByTestId('candle-chart'),
    book: page.getByTestId('order-book'),
    trades: page.getByTestId('recent-trades'),
    form: page.locator('.trade-terminal__form'),
    orders: page.locator('.trade-terminal__account'),
  };
}

async function pageScrolls(page: Page): Promise<boolean> {
  return page.evaluate(() => (document.scrollingElement?.scrollHeight ?? 0) > window.innerHeight);
}

/** The levels of one side of the book wholly inside their list: the rest are drawn but cut off by the panel's height. */
function shownLevels(page: Page, side: 'asks' | 'bids'): Promise<number> {
  return page.locator(`.book__side--${side}`).evaluate((list) => {
    const box = list.getBoundingClientRect();
    return Array.from(list.querySelectorAll('li:not([hidden])')).filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.height > 0 && rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5;
    }).length;
  });
}

type Box = { x: number; y: number; width: number; height: number } | null;

/** Whether two boxes share more than a pixel's edge. */
function overlap(a: Box, b: Box): boolean {
  if (!a || !b) return false;
  return a.x + a.width > b.x + 1 && b.x + b.width > a.x + 1 && a.y + a.height > b.y + 1 && b.y + b.height > a.y + 1;
}

test.describe('the desktop terminal', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 720 },
  ]) {
    test(`fits ${viewport.width}x${viewport.height} without the footer, spot and futures`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/trade/BTC_USDT', '/futures/BTC_USDT']) {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('.site-footer')).toHaveCount(0);
        for (const panel of Object.values(panels(page))) await expect(panel).toBeInViewport({ ratio: 0.95 });
        expect(await pageScrolls(page)).toBe(false);
      }
    });
  }

  test('at 1440x900 the book shows 15 to 20 levels a side at once, spot and futures', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ['/trade/BTC_USDT', '/futures/BTC_USDT']) {
      await page.goto(path);
      await hydrated(page);
      for (const side of ['asks', 'bids'] as const) {
        await expect(page.locator(`.book__side--${side}`), `${path} ${side}`).toBeInViewport({ ratio: 1 });
        await expect.poll(() => shownLevels(page, side), `${path} ${side}`).toBeGreaterThanOrEqual(15);
        expect(await shownLevels(page, side), `${path} ${side}`).toBeLessThanOrEqual(20);
      }
    }
  });

  test('at 1440x900 a trader sees the order buttons whole, spot and futures, with the deep book', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, baseURL as string);
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    const spot = page.getByRole('form', { name: en('trade.form.label') });
    const buy = spot.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'BTC' }) });
    await expect(buy).toBeInViewport({ ratio: 1 });
    await page.goto('/futures/BTC_USDT');
    await hydrated(page);
    const futures = page.getByRole('form', { name: en('futuresForm.label') });
    for (const name of ['openLong', 'openShort']) {
      const button = futures.getByRole('button', { name: en(`futuresForm.${name}`), exact: true });
      await expect(button, name).toBeInViewport({ ratio: 1 });
    }
    for (const side of ['asks', 'bids'] as const) {
      await expect.poll(() => shownLevels(page, side), side).toBeGreaterThanOrEqual(15);
    }
    expect(await pageScrolls(page)).toBe(false);
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1399, height: 900 },
    { width: 1280, height: 800 },
    { width: 1200, height: 600 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} no two panels overlap, spot and futures`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/trade/BTC_USDT', '/futures/BTC_USDT']) {
        await page.goto(path);
        await hydrated(page);
        const boxes = await Promise.all(
          ['chart', 'book', 'trades', 'form', 'account'].map(async (name) => ({
            name,
            box: await page.locator(`.trade-terminal__${name}`).boundingBox(),
          })),
        );
        for (const [index, { name, box }] of boxes.entries()) {
          expect(box && box.width > 0 && box.height > 0, `${path} ${name} is drawn`).toBe(true);
          for (const other of boxes.slice(index + 1)) {
            expect(overlap(box, other.box), `${path}: ${name} and ${other.name}`).toBe(false);
          }
        }
      }
    });
  }

  test('at 1280x720 every order type’s submit button is reachable inside the form panel, and the page never scrolls', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signInByApi(page, baseURL as string);
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    const form = page.getByRole('form', { name: en('trade.form.label') });
    const panel = page.locator('.trade-terminal__form');
    const submit = form.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'BTC' }) });
    for (const type of ['limit', 'market', 'stop-limit', 'stop-market', 'oco', 'trailing-stop']) {
      await form.getByRole('button', { name: en(`trade.form.${type}`), exact: true }).click();
      // The panel may scroll to it; the page may not.
      await submit.scrollIntoViewIfNeeded();
      await expect(submit, type).toBeInViewport();
      const [button, box] = await Promise.all([submit.boundingBox(), panel.boundingBox()]);
      expect(button && box && button.y >= box.y && button.y + button.height <= box.y + box.height + 1, type).toBe(true);
      expect(await pageScrolls(page), type).toBe(false);
      expect(await page.evaluate(() => window.scrollY), type).toBe(0);
    }
  });

  test('a panel resized from the keyboard keeps its size after a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    const splitter = page.getByRole('separator', { name: en('terminal.layout.resizeBook') });
    const book = page.locator('.trade-terminal__book');
    const before = Number(await splitter.getAttribute('aria-valuenow'));
    const widthBefore = (await book.boundingBox())?.width ?? 0;
    await splitter.focus();
    // The splitter is the book's left edge: moving it left widens the book.
    await splitter.press('ArrowLeft');
    await splitter.press('ArrowLeft');
    await expect(splitter).toHaveAttribute('aria-valuenow', String(before + 40));
    await expect
      .poll(async () => Math.round((await book.boundingBox())?.width ?? 0))
      .toBe(Math.round(widthBefore + 40));

    await page.reload();
    await hydrated(page);
    await expect(splitter).toHaveAttribute('aria-valuenow', String(before + 40));
    await expect
      .poll(async () => Math.round((await book.boundingBox())?.width ?? 0))
      .toBe(Math.round(widthBefore + 40));
    expect(await pageScrolls(page)).toBe(false);
  });

  test('from 1400 px the trades’ column beside the chart has its own splitter, kept after a reload; narrower, the book/trades one', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/futures/BTC_USDT');
    await hydrated(page);
    const widthSplitter = page.getByRole('separator', { name: en('terminal.layout.resizeTradesWidth') });
    const shareSplitter = page.getByRole('separator', { name: en('terminal.layout.resizeTrades') });
    const trades = page.locator('.trade-terminal__trades');
    const chart = page.locator('.trade-terminal__chart');
    await expect(shareSplitter).toBeHidden();
    const before = Number(await widthSplitter.getAttribute('aria-valuenow'));
    const [tradesBefore, chartBefore] = await Promise.all([trades.boundingBox(), chart.boundingBox()]);
    // The splitter is the trades' left edge: moving it left widens the trades, the chart gives the room.
    await widthSplitter.focus();
    await widthSplitter.press('ArrowLeft');
    await expect(widthSplitter).toHaveAttribute('aria-valuenow', String(before + 20));
    await expect
      .poll(async () => Math.round((await trades.boundingBox())?.width ?? 0))
      .toBe(Math.round((tradesBefore?.width ?? 0) + 20));
    expect(Math.round((await chart.boundingBox())?.width ?? 0)).toBe(Math.round((chartBefore?.width ?? 0) - 20));

    // Remembered in this browser, for the spot terminal too.
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    await expect(widthSplitter).toHaveAttribute('aria-valuenow', String(before + 20));
    await expect
      .poll(async () => Math.round((await trades.boundingBox())?.width ?? 0))
      .toBe(Math.round((tradesBefore?.width ?? 0) + 20));
    expect(await pageScrolls(page)).toBe(false);

    // Below 1400 px the trades are under the book: their splitter is the book/trades one.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(widthSplitter).toBeHidden();
    await expect(shareSplitter).toBeVisible();
  });

  test('B, S, Escape and ? act on the form and the shortcut list, never while typing', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    const form = page.getByRole('form', { name: en('trade.form.label') });
    const side = (name: 'buy' | 'sell') => form.getByRole('button', { name: en(`trade.form.${name}`), exact: true });
    const price = form.getByLabel(en('trade.form.price', { asset: 'USDT' }));
    const amount = form.getByLabel(en('trade.form.amount', { asset: 'BTC' }));

    await page.keyboard.press('s');
    await expect(side('sell')).toHaveAttribute('aria-pressed', 'true');
    await expect(price).toBeFocused();
    // Typing in a field is typing: the letter does not change the side.
    await page.keyboard.press('b');
    await expect(side('sell')).toHaveAttribute('aria-pressed', 'true');
    await amount.fill('0.5');
    await amount.blur();
    await page.keyboard.press('Escape');
    await expect(amount).toHaveValue('');
    await price.blur();
    await page.keyboard.press('b');
    await expect(side('buy')).toHaveAttribute('aria-pressed', 'true');
    await expect(price).toBeFocused();

    await amount.fill('0.3');
    await amount.blur();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: en('terminal.shortcuts.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('definition')).toHaveText(
      ['buy', 'sell', 'clear', 'help', 'chartMove', 'chartSet', 'chartSelect', 'chartDelete'].map((action) =>
        en(`terminal.shortcuts.${action}`),
      ),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // That Escape was the dialog's: the amount stays.
    await expect(amount).toHaveValue('0.3');

    // Futures: one form places both sides, B and S go to its size; Escape clears it.
    await page.goto('/futures/BTC_USDT');
    await hydrated(page);
    const size = page.getByTestId('futures-size');
    await page.keyboard.press('b');
    await expect(size).toBeFocused();
    await size.fill('0.01');
    await size.blur();
    await page.keyboard.press('Escape');
    await expect(size).toHaveValue('');
  });
});

test.describe('the time zone of the times shown', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("is the viewer's by default, labelled, and a setting the next page is served in", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    const trades = page.getByTestId('recent-trades');
    const heading = (zone: string) => en('timeZone.heading', { heading: en('trade.trades.time'), zone });
    await expect(trades.getByRole('columnheader', { name: heading('UTC+9') })).toBeVisible();
    const firstTime = trades.locator('tbody time').first();
    const timeOfDay = async (zone: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }).format(new Date((await firstTime.getAttribute('datetime')) ?? ''));
    await expect.poll(async () => (await firstTime.textContent()) === (await timeOfDay('Asia/Tokyo'))).toBe(true);

    await page.getByLabel(en('timeZone.label')).selectOption('utc');
    await expect(trades.getByRole('columnheader', { name: heading('UTC') })).toBeVisible();
    await expect.poll(async () => (await firstTime.textContent()) === (await timeOfDay('UTC'))).toBe(true);

    // The server renders the next page in the zone chosen: no flash, no hydration mismatch.
    const response = await page.reload();
    expect(await response?.text()).toContain(heading('UTC'));
    await hydrated(page);
    await expect(page.getByLabel(en('timeZone.label'))).toHaveValue('utc');

    await page.getByLabel(en('timeZone.label')).selectOption('locale');
    await expect(trades.getByRole('columnheader', { name: /^Time \(UTC-[45]\)$/ })).toBeVisible();
  });
});

test.describe('the pair switcher', () => {
  test('searches, stars and opens pairs from the keyboard', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    const open = page.getByRole('button', { name: en('trade.pair.switch', { pair: 'BTC/USDT' }) });
    await open.click();
    const search = page.getByRole('searchbox', { name: en('trade.pair.search') });
    await expect(search).toBeFocused();
    await search.fill('eth/usdt');
    const list = page.getByRole('list', { name: en('trade.pair.markets') });
    await expect(list.getByRole('link')).toHaveText([/^ETH\/USDT/]);
    const star = list.getByRole('button', { name: en('terminal.pair.favourite', { pair: 'ETH/USDT' }) });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await search.fill('');
    await page.getByRole('button', { name: en('terminal.pair.favourites') }).click();
    await expect(list.getByRole('link')).toHaveText([/^ETH\/USDT/]);
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();

    // Remembered in this browser, and the keys lead there: down into the list, Enter on the pair.
    await page.reload();
    await hydrated(page);
    await open.click();
    await page.getByRole('button', { name: en('terminal.pair.favourites') }).click();
    await search.press('ArrowDown');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/trade/ETH_USDT`);
  });
});
