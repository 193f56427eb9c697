import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import Big from 'big.js';
import { signInByApi as signIn } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');
const SYMBOL = 'BTC_USDT';

/** The middle of the simulated book's touch, on the tick grid: its takers trade on both sides of it. */
async function touchMiddle(request: APIRequestContext): Promise<Big> {
  const depth = (await (await request.get(`/api/v1/depth?symbol=${SYMBOL}&limit=1`)).json()) as {
    bids: [string, string][];
    asks: [string, string][];
  };
  const bid = new Big(depth.bids[0]?.[0] ?? '0');
  const ask = new Big(depth.asks[0]?.[0] ?? '0');
  return bid.plus(ask).div(2).round(2, Big.roundDown);
}

/**
 * A market buy of the whole best ask level and a little more: its last fill prints at the next
 * level up, above the top of the book, whatever the simulated takers traded just before.
 */
async function buyThroughTheBestAsk(page: Page, baseURL: string) {
  const depth = (await (await page.request.get(`/api/v1/depth?symbol=${SYMBOL}&limit=1`)).json()) as {
    asks: [string, string][];
  };
  const quantity = new Big(depth.asks[0]?.[1] ?? '0').plus('0.0002').toFixed();
  return placeByApi(page, baseURL, { side: 'buy', type: 'market', quantity });
}

/** Places through the API as the signed-in page (its session cookie); returns the answer. */
async function placeByApi(page: Page, baseURL: string, order: Record<string, unknown>) {
  const response = await page.request.post('/api/v1/spot/orders', {
    data: { symbol: SYMBOL, ...order },
    headers: { origin: baseURL },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** Whether `orderId` has left the open orders within a few seconds (cancelled, here). */
async function leftTheOpenOrders(page: Page, orderId: string): Promise<boolean> {
  for (let poll = 0; poll < 20; poll++) {
    const { orders } = (await (await page.request.get('/api/v1/spot/orders')).json()) as { orders: { id: string }[] };
    if (!orders.some((order) => order.id === orderId)) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

async function openTerminal(page: Page) {
  await page.goto(`/trade/${SYMBOL}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: en('trade.form.label') });
  await expect(form.getByTestId('form-available')).toHaveText(/USDT$/);
  return form;
}

test.describe('spot stop, OCO and trailing-stop orders', () => {
  test('a stop-limit placed from the form waits, then triggers when the simulated price crosses its stop', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signIn(page, baseURL as string);
    const form = await openTerminal(page);
    await form.getByRole('button', { name: en('trade.form.sell'), exact: true }).click();
    await form.getByRole('button', { name: en('trade.form.stop-limit'), exact: true }).click();
    const middle = await touchMiddle(page.request);
    // The stop sits between the best bid and ask, where the simulated takers trade on either side.
    await form.getByLabel(en('trade.form.stopPrice', { asset: 'USDT' })).fill(middle.toFixed(2));
    // Its limit far above the market: once triggered it rests, so the row stays to be seen.
    await form.getByLabel(en('trade.form.limitPrice', { asset: 'USDT' })).fill(middle.times('1.2').toFixed(0));
    await form.getByLabel(en('trade.form.amount', { asset: 'BTC' })).fill('0.001');
    const axe = await new AxeBuilder({ page }).include('.order-form').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await form.getByRole('button', { name: en('trade.form.submitSell', { asset: 'BTC' }) }).click();
    await expect(form.getByTestId('order-placed')).toBeVisible();

    const row = page.getByTestId('open-orders').locator('tbody tr').first();
    await expect(row).toContainText(en('trade.form.stop-limit'));
    await expect(row.getByTestId('order-trigger')).toContainText(en('trade.account.triggered'), { timeout: 30_000 });
    // One feedback line: a new refusal replaces the "placed" line instead of joining it.
    await form.getByLabel(en('trade.form.amount', { asset: 'BTC' })).fill('5');
    await form.getByRole('button', { name: en('trade.form.submitSell', { asset: 'BTC' }) }).click();
    await expect(form.getByTestId('order-placed')).toHaveCount(0);
    await expect(form.getByTestId('order-form-error')).toContainText(
      en('trade.errors.insufficientBalance', { asset: 'BTC' }),
    );
  });

  test('a stop-limit whose limit is past its stop is warned of, and still placed', async ({ page, baseURL }) => {
    test.slow();
    await signIn(page, baseURL as string);
    const form = await openTerminal(page);
    await form.getByRole('button', { name: en('trade.form.stop-limit'), exact: true }).click();
    const middle = await touchMiddle(page.request);
    const stop = form.getByLabel(en('trade.form.stopPrice', { asset: 'USDT' }));
    const limit = form.getByLabel(en('trade.form.limitPrice', { asset: 'USDT' }));
    const warning = form.getByTestId('stop-limit-warning');

    // A buy's limit under its stop, a sell's above it; the usual way round says nothing.
    const cases = [
      { side: 'trade.form.buy', stopAt: '2', pastAt: '1.5', usualAt: '2.1', key: 'trade.form.limitBelowStop' },
      { side: 'trade.form.sell', stopAt: '0.5', pastAt: '0.6', usualAt: '0.4', key: 'trade.form.limitAboveStop' },
    ];
    for (const { side, stopAt, pastAt, usualAt, key } of cases) {
      await form.getByRole('button', { name: en(side), exact: true }).click();
      await stop.fill(middle.times(stopAt).toFixed(0));
      await limit.fill(middle.times(pastAt).toFixed(0));
      await expect(warning).toHaveText(en(key));
      await limit.fill(middle.times(usualAt).toFixed(0));
      await expect(warning).toHaveCount(0);
    }

    // A warning, not a refusal: the buy with its limit under its stop is placed.
    await form.getByRole('button', { name: en('trade.form.buy'), exact: true }).click();
    await stop.fill(middle.times('2').toFixed(0));
    await limit.fill(middle.times('1.5').toFixed(0));
    await form.getByLabel(en('trade.form.amount', { asset: 'BTC' })).fill('0.001');
    await expect(warning).toBeVisible();
    await form.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'BTC' }) }).click();
    await expect(form.getByTestId('order-placed')).toBeVisible();
  });

  test('an OCO: when its stop leg triggers, its limit leg is cancelled', async ({ page, baseURL }) => {
    test.slow();
    await signIn(page, baseURL as string);
    await openTerminal(page);
    // A small market buy makes the last price the best ask, above the middle of the touch, so a
    // sell OCO with its stop at the middle is valid (limit > last > stop); a small market sell
    // right after trades at the best bid, under the stop, and triggers it. The simulator may move
    // the book in between (the OCO is refused, or its stop is not reached): then it goes again.
    let limitLeg: string | undefined;
    for (let attempt = 0; attempt < 5 && limitLeg === undefined; attempt++) {
      const middle = await touchMiddle(page.request);
      await placeByApi(page, baseURL as string, { side: 'buy', type: 'market', quantity: '0.0002' });
      const answer = await placeByApi(page, baseURL as string, {
        side: 'sell',
        type: 'oco',
        price: middle.times('1.2').toFixed(0),
        stopPrice: middle.toFixed(2),
        quantity: '0.001',
      });
      if (answer.status !== 200) {
        expect(answer.body.reason).toBe('invalid-trigger');
        continue;
      }
      const placed = (answer.body as { order: { id: string } }).order.id;
      await placeByApi(page, baseURL as string, { side: 'sell', type: 'market', quantity: '0.0002' });
      if (await leftTheOpenOrders(page, placed)) limitLeg = placed;
      else await page.request.post(`/api/v1/spot/orders/${placed}/cancel`, { headers: { origin: baseURL as string } });
    }
    expect(limitLeg, 'the stop leg triggered in one of five tries').toBeDefined();

    await page.getByRole('tab', { name: en('trade.account.tabs.history') }).click();
    const cancelledLeg = page.getByTestId('order-history').locator(`tr[data-order-id="${limitLeg}"]`);
    await expect(cancelledLeg).toContainText(en('trade.account.cancelReasons.oco'), { timeout: 30_000 });
    await expect(cancelledLeg).toContainText(en('trade.form.limit'));
  });

  test('an OCO is one row with one cancel, in the open orders and in the history', async ({ page, baseURL }) => {
    test.slow();
    await signIn(page, baseURL as string);
    await openTerminal(page);
    const middle = await touchMiddle(page.request);
    // A buy OCO far from the market: its limit well below, its stop well above; neither trades.
    const answer = await placeByApi(page, baseURL as string, {
      side: 'buy',
      type: 'oco',
      price: middle.times('0.5').toFixed(0),
      stopPrice: middle.times('2').toFixed(0),
      stopLimitPrice: middle.times('2.1').toFixed(0),
      quantity: '0.001',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const group = (answer.body as { order: { id: string } }).order.id;

    await openTerminal(page);
    const open = page.getByTestId('open-orders').locator('tbody tr');
    await expect(open).toHaveCount(1);
    const row = open.first();
    await expect(row).toHaveAttribute('data-order-id', group);
    await expect(row).toHaveAttribute('data-oco', 'true');
    await expect(row).toContainText(`${en('trade.form.oco')} · ${en('trade.form.limit')}`);
    await expect(row).toContainText(en('trade.form.stop-limit'));
    await expect(row.getByRole('button')).toHaveCount(1);
    const cancel = row.getByRole('button', {
      name: en('trade.account.cancelBuyOco', { amount: '0.00100', asset: 'BTC' }),
    });
    await expect(cancel).toHaveText(en('trade.account.cancel'));

    // One cancel ends both legs.
    await cancel.click();
    await expect(page.getByText(en('trade.account.noOpenOrders'))).toBeVisible();
    const { orders } = (await (await page.request.get('/api/v1/spot/orders')).json()) as { orders: unknown[] };
    expect(orders).toEqual([]);

    await page.getByRole('tab', { name: en('trade.account.tabs.history') }).click();
    const history = page.getByTestId('order-history').locator('tbody tr');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toHaveAttribute('data-order-id', group);
    await expect(history.first().locator('.account-table__leg')).toHaveCount(2 * 5);
  });

  test('a trailing stop follows the price: its stop moves with the best price seen', async ({ page, baseURL }) => {
    test.slow();
    await signIn(page, baseURL as string);
    const form = await openTerminal(page);
    // A small market sell makes the last price the best bid: the next simulated buy trades higher.
    await placeByApi(page, baseURL as string, { side: 'sell', type: 'market', quantity: '0.0002' });
    await form.getByRole('button', { name: en('trade.form.sell'), exact: true }).click();
    await form.getByRole('button', { name: en('trade.form.trailing-stop'), exact: true }).click();
    await form.getByLabel(en('trade.form.trailingPercent')).fill('2');
    await form.getByLabel(en('trade.form.amount', { asset: 'BTC' })).fill('0.001');
    await form.getByRole('button', { name: en('trade.form.submitSell', { asset: 'BTC' }) }).click();
    await expect(form.getByTestId('order-placed')).toBeVisible();

    const trigger = page.getByTestId('open-orders').locator('tbody tr').first().getByTestId('order-trigger');
    await expect(trigger).toContainText(en('trade.account.statuses.untriggered'));
    const first = await trigger.textContent();
    // A buy through the best ask prints above the book's top, so the best price seen rises and the
    // stop follows, without waiting for the simulated flow. A simulated buy may already have traded
    // higher (the book then moved down again): the stop has not moved yet, so buy through once more.
    await expect(async () => {
      expect((await buyThroughTheBestAsk(page, baseURL as string)).status).toBe(200);
      await expect(trigger).not.toHaveText(first as string, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(trigger).toContainText(en('trade.account.statuses.untriggered'));
  });
});
