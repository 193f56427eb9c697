import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import Big from 'big.js';
import { signInByApi as signIn } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

/** Serious or critical axe violations inside the open dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a limit order amended from the open orders, marked at its new level in the book, cancelled from the book', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signIn(page, baseURL as string);
  const { tickers } = (await (await page.request.get('/api/v1/tickers')).json()) as {
    tickers: { symbol: string; last: string }[];
  };
  const last = tickers.find((ticker) => ticker.symbol === 'BTC_USDT')?.last as string;
  // Well under the market on 1,000 USDT boundaries: the order rests, first at one level, then at the next one down.
  const placedAt = new Big(last).times('0.9').div(1000).round(0, Big.roundDown).times(1000);
  const amendedTo = placedAt.minus(1000);
  const amendedLabel = `${new Intl.NumberFormat('en-US').format(amendedTo.toNumber())}.00`;

  await page.goto('/trade/BTC_USDT');
  await hydrated(page);
  const form = page.getByRole('form', { name: en('trade.form.label') });
  await form.getByLabel(en('trade.form.price', { asset: 'USDT' })).fill(placedAt.toFixed());
  await form.getByLabel(en('trade.form.amount', { asset: 'BTC' })).fill('0.001');
  await form.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'BTC' }) }).click();
  const row = page.getByTestId('open-orders').locator('tbody tr');
  await expect(row).toHaveCount(1);

  // Edit: the price field has the focus; a refusal shows under its field and the dialog stays.
  await row
    .getByRole('button', { name: en('trade.account.amend.editBuy', { amount: '0.00100', asset: 'BTC' }) })
    .click();
  const editor = page.getByRole('dialog', { name: en('trade.account.amend.titleBuy', { pair: 'BTC/USDT' }) });
  const price = editor.getByLabel(en('trade.form.price', { asset: 'USDT' }));
  const amount = editor.getByLabel(en('trade.form.amount', { asset: 'BTC' }));
  await expect(price).toBeFocused();
  await amount.fill('1000');
  await amount.press('Enter');
  await expect(editor.getByTestId('amend-error')).toHaveText(en('trade.serverErrors.insufficient-balance'));
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(await dialogViolations(page)).toEqual([]);

  // Letters never enter the field (the order form's decimal filter); Enter saves both changes.
  await price.fill('');
  await price.pressSequentially(`${amendedTo.toFixed()}x`);
  await expect(price).toHaveValue(amendedTo.toFixed());
  await amount.fill('0.002');
  await amount.press('Enter');
  await expect(editor).toBeHidden();
  await expect(row).toHaveCount(1);
  await expect(row.first()).toContainText(amendedLabel);
  await expect(row.first()).toContainText('0.00200');

  // Escape closes the editor and changes nothing.
  await row
    .getByRole('button', { name: en('trade.account.amend.editBuy', { amount: '0.00200', asset: 'BTC' }) })
    .click();
  await editor.getByLabel(en('trade.form.amount', { asset: 'BTC' })).fill('0.003');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(row.first()).toContainText('0.00200');

  // The book, grouped by 1,000, marks the trader's own size on the new level only.
  await page.getByLabel(en('trade.book.step')).selectOption('1000');
  const bids = page.getByRole('list', { name: en('trade.book.bids') });
  const mark = bids.getByRole('button', { name: en('trade.book.own.mark', { amount: '0.00200', asset: 'BTC' }) });
  await expect(mark).toHaveCount(1);
  await expect(mark).toHaveText('0.00200');
  // On the row of the new level (the mark's row: its level button holds the row's price).
  await expect(mark.locator('xpath=..').locator('.book__level')).toHaveAttribute('data-price', amendedTo.toFixed());

  // Activating the mark offers its orders for cancelling: cancelled, the mark and the open order go.
  await mark.click();
  const own = page.getByRole('dialog', {
    name: en('trade.book.own.titleBuy', { price: amendedLabel, asset: 'USDT' }),
  });
  await expect(own).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);
  await own
    .getByRole('button', {
      name: en('trade.book.own.cancelOne', { amount: '0.00200', asset: 'BTC', price: amendedLabel }),
    })
    .click();
  await expect(own).toBeHidden();
  await expect(page.getByText(en('trade.account.noOpenOrders'))).toBeVisible();
  await expect(mark).toHaveCount(0);
});
