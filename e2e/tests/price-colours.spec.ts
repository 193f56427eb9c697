import type { Locator } from '@playwright/test';
import { signInByApi as signIn } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');
// The light theme's fills (web/app/ui/tokens.css): buy buttons green, sell buttons red by default.
const GREEN_FILL = 'rgb(11, 122, 67)';
const RED_FILL = 'rgb(198, 40, 40)';

// The text colours of a rise and a fall: the same green and red.
const GREEN = GREEN_FILL;
const RED = RED_FILL;

const background = (target: Locator, pseudo?: string) =>
  target.evaluate((element, which) => getComputedStyle(element, which).backgroundColor, pseudo ?? null);
const colour = (target: Locator) => target.evaluate((element) => getComputedStyle(element).color);

test('the price colours switch makes buying and rising red, server-rendered after a reload', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signIn(page, baseURL as string);
  const first = await page.goto('/trade/BTC_USDT');
  expect(await first?.text()).toMatch(/<html[^>]* data-price-colours="upgreen"/);

  const form = page.getByRole('form', { name: en('trade.form.label') });
  const sides = form.locator('.order-form__sides');
  const buy = form.getByRole('button', { name: en('trade.form.submitBuy', { asset: 'BTC' }) });
  const sell = form.getByRole('button', { name: en('trade.form.submitSell', { asset: 'BTC' }) });
  const book = page.getByTestId('order-book');
  const bid = book
    .getByRole('list', { name: en('trade.book.bids') })
    .getByRole('button')
    .first();
  const ask = book
    .getByRole('list', { name: en('trade.book.asks') })
    .getByRole('button')
    .first();
  await expect(bid).toBeVisible();
  await expect(ask).toBeVisible();
  // A bid's price is a rising one (`.up`), as in the tickers and a profit.
  const bidPrice = bid.locator('.up');

  expect(await background(buy)).toBe(GREEN_FILL);
  expect(await colour(bidPrice)).toBe(GREEN);
  expect(await background(sides.getByRole('button', { name: en('trade.form.buy') }))).toBe(GREEN_FILL);
  const bidTint = await background(bid, '::before');
  const askTint = await background(ask, '::before');
  expect(bidTint).not.toBe(askTint);
  await sides.getByRole('button', { name: en('trade.form.sell') }).click();
  expect(await background(sell)).toBe(RED_FILL);
  await sides.getByRole('button', { name: en('trade.form.buy') }).click();

  // From the keyboard: the switch sits beside the theme's in the header.
  const toRed = en('header.priceColoursTo', { choice: en('header.priceColoursUpred') });
  await page.getByRole('banner').getByRole('button', { name: toRed }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-price-colours', 'upred');
  expect(await background(buy)).toBe(RED_FILL);

  // The first HTML answer already carries the choice: no green flash before hydration.
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toMatch(/<html[^>]* data-price-colours="upred"/);
  const fetched = await page.request.get('/trade/BTC_USDT');
  expect(await fetched.text()).toMatch(/<html[^>]* data-price-colours="upred"/);

  await expect(bid).toBeVisible();
  expect(await background(buy)).toBe(RED_FILL);
  expect(await background(sides.getByRole('button', { name: en('trade.form.buy') }))).toBe(RED_FILL);
  expect(await colour(bidPrice)).toBe(RED);
  expect(await background(bid, '::before')).toBe(askTint);
  expect(await background(ask, '::before')).toBe(bidTint);
  await sides.getByRole('button', { name: en('trade.form.sell') }).click();
  expect(await background(sell)).toBe(GREEN_FILL);

  const toGreen = en('header.priceColoursTo', { choice: en('header.priceColoursUpgreen') });
  await expect(page.getByRole('banner').getByRole('button', { name: toGreen })).toBeVisible();
});
