// A newcomer follows only the README's Quick start: signs in with the demo account it prints,
// looks at the markets, places a market order on the trade page it links and sees it fill, then
// finds the bought coins in the wallet. The credentials and the paths are read from README.md
// itself, so the test fails when the README and the product part ways.
import { tradingPaths } from '@vela/contracts/trading';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';
import { readQuickStart } from '../support/quick-start.ts';

const en = messages('en_US');
const quickStart = readQuickStart();

test('the Quick start of the README: sign in with the demo account, a market buy fills, the wallet holds it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const { account, password, paths } = quickStart;

  await page.goto('/login');
  await page.getByLabel(en('auth.account')).fill(account);
  await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
  await hydrated(page);
  await page.getByRole('button', { name: en('auth.submitLogin') }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(paths.markets);
  await expect(page.getByTestId('market-list').locator('tbody tr').first()).toBeVisible();

  await page.goto(paths.trade);
  await expect(page).toHaveURL(`${baseURL}${paths.trade}`);
  const [base = ''] = paths.trade.split('/').at(-1)?.split('_') ?? [];
  const form = page.getByRole('form', { name: en('trade.form.label') });
  // The demo account's funds are there.
  await expect(form.getByTestId('form-available')).toHaveText(/^[\d,]+(\.\d+)? USDT$/);
  await hydrated(page);
  await form.getByRole('button', { name: en('trade.form.market'), exact: true }).click();
  await form.getByLabel(en('trade.form.amount', { asset: base })).fill('0.001');
  const placed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === tradingPaths.orders,
  );
  await form.getByRole('button', { name: en('trade.form.submitBuy', { asset: base }) }).click();
  expect((await placed).ok()).toBe(true);

  // It fills against the simulated liquidity: a taker fill, and the order in the history.
  await page.getByRole('tab', { name: en('trade.account.tabs.fills') }).click();
  const fills = page.getByTestId('fills').locator('tbody tr');
  await expect(fills.first()).toContainText(en('trade.account.roles.taker'));
  await expect(fills.first()).toContainText(base);
  await page.getByRole('tab', { name: en('trade.account.tabs.history') }).click();
  await expect(page.getByTestId('order-history').locator('tbody tr').first()).toBeVisible();

  await page.goto(paths.wallet);
  await expect(page.getByRole('heading', { level: 1, name: en('wallet.heading') })).toBeVisible();
  await expect(page.locator(`[data-testid="wallet-asset"][data-asset="${base}"]`)).toBeVisible();
});
