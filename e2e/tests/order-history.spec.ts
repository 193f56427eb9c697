import type { Locator, Page } from '@playwright/test';
import Big from 'big.js';
import { signInByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

/**
 * Issue #36 §5: the spot order history is sorted by the time it shows, newest first, live and
 * after a reload, even when an older order finishes after a newer one.
 */

const en = messages('en_US');
const SYMBOL = 'BTC_USDT';

async function place(page: Page, baseURL: string, order: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/v1/spot/orders', {
    data: { symbol: SYMBOL, ...order },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { order: { id: string } }).order.id;
}

/** The rows' order ids and the times they show, top to bottom. */
async function listed(history: Locator): Promise<{ ids: string[]; times: string[] }> {
  const rows = history.locator('tbody tr');
  return {
    ids: await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-order-id') ?? '')),
    times: await rows.evaluateAll((all) => all.map((row) => row.querySelector('td')?.textContent ?? '')),
  };
}

async function expectNewestFirst(history: Locator, ids: string[]) {
  await expect(async () => {
    const shown = await listed(history);
    expect(shown.ids).toEqual(ids);
    // YYYY/MM/DD HH:mm:ss sorts as text: each time is at or before the one above it.
    expect([...shown.times].sort().reverse()).toEqual(shown.times);
  }).toPass({ timeout: 15_000 });
}

test.describe('spot order history', () => {
  test('lists orders newest first by the time shown, when an older order finishes last', async ({ page, baseURL }) => {
    test.slow();
    await signInByApi(page, baseURL as string);
    await page.goto(`/trade/${SYMBOL}`);
    await page.getByRole('tab', { name: en('trade.account.tabs.history') }).click();
    const history = page.getByTestId('order-history');

    const depth = (await (await page.request.get(`/api/v1/depth?symbol=${SYMBOL}&limit=1`)).json()) as {
      bids: [string, string][];
    };
    const farBelow = new Big(depth.bids[0]?.[0] ?? '0').times('0.5').toFixed(0);
    // Placed first, finished last (cancelled); the market order between them is filled at once.
    const older = await place(page, baseURL as string, {
      side: 'buy',
      type: 'limit',
      price: farBelow,
      quantity: '0.001',
    });
    await page.waitForTimeout(1_100);
    const newer = await place(page, baseURL as string, { side: 'buy', type: 'market', quantity: '0.0002' });
    await page.waitForTimeout(1_100);
    const cancelled = await page.request.post(`/api/v1/spot/orders/${older}/cancel`, {
      headers: { origin: baseURL as string },
    });
    expect(cancelled.ok()).toBe(true);

    await expectNewestFirst(history, [newer, older]);
    await page.reload();
    await page.getByRole('tab', { name: en('trade.account.tabs.history') }).click();
    await expectNewestFirst(history, [newer, older]);
  });
});
