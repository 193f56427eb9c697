import type { Page } from '@playwright/test';
import Big from 'big.js';
import { completeKycLevelOneByApi, registerByApi, signInByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';
import { startServer, temporaryDataDir } from '../support/server-process.ts';

const en = messages('en_US');

/** The contract's mark price as the platform publishes it. */
async function markPrice(page: Page): Promise<Big> {
  const response = await page.request.get('/futuresapi/v1/tickers?symbol=BTC_USDT');
  const { tickers } = (await response.json()) as { tickers: { markPrice: string }[] };
  const ticker = tickers[0];
  if (!ticker) throw new Error('BTC_USDT has no ticker yet');
  return new Big(ticker.markPrice);
}

/** USDT available in the spot wallet. */
async function spotUsdt(page: Page): Promise<Big> {
  const response = await page.request.get('/api/v1/spot/balances');
  const { balances } = (await response.json()) as { balances: { asset: string; available: string }[] };
  return new Big(balances.find((balance) => balance.asset === 'USDT')?.available ?? '0');
}

/** Moves `amount` USDT from spot to futures through the assets panel's transfer dialog. */
async function transferToFutures(page: Page, amount: string, shown: string): Promise<void> {
  await page.getByTestId('futures-transfer').click();
  const transfer = page.getByRole('dialog', { name: en('futuresAccount.transferTitle') });
  await transfer.getByLabel(en('futuresAccount.amountIn', { asset: 'USDT' })).fill(amount);
  await transfer.getByTestId('futures-transfer-confirm').click();
  await expect(transfer).toBeHidden();
  await expect(page.getByTestId('futures-assets').getByTestId('futures-wallet-balance')).toHaveText(`${shown} USDT`);
}

/** "1,000.00 USDT", "+12.30" as a number. */
function amountOf(text: string | null): Big {
  return new Big((text ?? '').replace(/[^\d.-]/g, ''));
}

/** Places a futures order through the API as the terminal sends it; its id. */
async function placeByApi(page: Page, baseURL: string, order: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/futuresapi/v1/orders', {
    data: { symbol: 'BTC_USDT', ...order },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { order: { id: string } }).order.id;
}

test.describe('futures trading', () => {
  test('transfer, a 10x long by market, a take-profit, half closed by limit and the rest by market', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page, baseURL as string);
    await completeKycLevelOneByApi(page.request, baseURL as string);
    const spotBefore = await spotUsdt(page);
    await page.goto('/futures/BTC_USDT');

    // 1,000 USDT from spot to futures.
    const assets = page.getByTestId('futures-assets');
    await page.getByTestId('futures-transfer').click();
    const transfer = page.getByRole('dialog', { name: en('futuresAccount.transferTitle') });
    await transfer.getByLabel(en('futuresAccount.amountIn', { asset: 'USDT' })).fill('1000');
    await transfer.getByTestId('futures-transfer-confirm').click();
    await expect(transfer).toBeHidden();
    await expect(page.getByTestId('futures-transfer-done')).toHaveText(
      en('futuresAccount.transferredIn', { amount: '1,000.00', asset: 'USDT' }),
    );
    await expect(assets.getByTestId('futures-wallet-balance')).toHaveText('1,000.00 USDT');
    expect((await spotUsdt(page)).toFixed()).toBe(spotBefore.minus(1000).toFixed());

    // An isolated 10x long by market (10x is the default), after the first-use risk notice.
    const form = page.getByRole('form', { name: en('futuresForm.label') });
    await expect(form.getByTestId('futures-leverage')).toHaveValue('10');
    const isolated = form.getByRole('button', { name: en('futuresForm.isolated'), exact: true });
    await isolated.click();
    await expect(isolated).toHaveAttribute('aria-pressed', 'true');
    await form.getByRole('button', { name: en('futuresForm.market'), exact: true }).click();
    await form.getByLabel(en('futuresForm.size'), { exact: true }).fill('0.01');
    await expect(form.getByTestId('futures-cost-buy')).toHaveText(/USDT$/);
    await expect(form.getByTestId('futures-liquidation-buy')).toHaveText(/\d/);
    await form.getByTestId('futures-submit-buy').click();
    const risk = page.getByRole('dialog', { name: en('futuresForm.risk.title') });
    await risk.getByTestId('futures-risk-accept').click();
    await expect(page.getByTestId('futures-order-placed')).toHaveText(
      en('futuresForm.outcome.long.filled', { size: '0.01000', asset: 'BTC' }),
    );

    // The position: entry, mark, liquidation price and a PnL that follows the mark.
    const row = page.getByTestId('futures-positions').locator('tbody tr[data-symbol="BTC_USDT"]');
    await expect(row).toHaveAttribute('data-side', 'long');
    await expect(row.getByTestId('futures-position-size')).toHaveText('0.01000 BTC');
    await expect(row.getByTestId('futures-position-entry')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(row.getByTestId('futures-position-mark')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(row.getByTestId('futures-position-liquidation')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    const entry = amountOf(await row.getByTestId('futures-position-entry').textContent());
    const liquidation = amountOf(await row.getByTestId('futures-position-liquidation').textContent());
    // An isolated 10x long is liquidated a little less than 10 % below its entry.
    expect(liquidation.lt(entry.times('0.91'))).toBe(true);
    expect(liquidation.gt(entry.times('0.89'))).toBe(true);
    const pnl = row.getByTestId('futures-position-pnl');
    await expect(pnl).toHaveText(/[\d.]+ \([+-]?[\d.]+%\)$/);
    const firstPnl = await pnl.textContent();
    await expect(async () => {
      expect(await pnl.textContent()).not.toBe(firstPnl);
    }).toPass({ timeout: 45_000 });

    // A take-profit 50 % above the mark.
    await row.getByTestId('futures-position-tpsl').click();
    const tpsl = page.getByRole('dialog', { name: en('futuresAccount.tpslTitle', { contract: 'BTCUSDT' }) });
    const takeProfit = (await markPrice(page)).times('1.5').round(2, Big.roundDown);
    await tpsl.getByTestId('futures-tpsl-take-profit').fill(takeProfit.toFixed(2));
    await tpsl.getByTestId('futures-tpsl-confirm').click();
    await expect(tpsl).toBeHidden();
    await expect(row.getByTestId('futures-position-tpsl-value')).toHaveText(
      new RegExp(`^${Number(takeProfit).toLocaleString('en-US', { minimumFractionDigits: 2 })} / —$`),
    );
    await expect(page.getByTestId('futures-tab-conditional')).toHaveText(/\(1\)$/);

    // Half closed by a limit below the bid (it fills at once), the rest by market.
    await row.getByTestId('futures-close-limit').click();
    const closeDialog = page.getByRole('dialog', { name: en('futuresAccount.closeTitle', { contract: 'BTCUSDT' }) });
    const limit = (await markPrice(page)).times('0.98').round(2, Big.roundDown);
    await closeDialog.getByTestId('futures-close-price').fill(limit.toFixed(2));
    await closeDialog.getByTestId('futures-close-quantity').fill('0.005');
    await closeDialog.getByTestId('futures-close-confirm').click();
    await expect(closeDialog).toBeHidden();
    await expect(row.getByTestId('futures-position-size')).toHaveText('0.00500 BTC');

    await row.getByTestId('futures-close-market').click();
    await expect(closeDialog.getByTestId('futures-close-quantity')).toHaveValue('0.005');
    await closeDialog.getByTestId('futures-close-confirm').click();
    await expect(page.getByText(en('futuresAccount.noPositions'))).toBeVisible();
    // The take-profit had nothing left to close.
    await expect(page.getByTestId('futures-tab-conditional')).toHaveText(en('futuresAccount.tabs.conditional'));

    // The transfer history and the wallet agree: 1,000 in, plus realized PnL, less fees.
    await page.getByTestId('futures-tab-transfers').click();
    const transfers = page.getByTestId('futures-transfers').locator('tbody tr');
    await expect(transfers).toHaveCount(1);
    await expect(transfers.first()).toHaveAttribute('data-direction', 'to-futures');
    await expect(transfers.first().getByTestId('futures-transfer-amount')).toHaveText('1,000.00 USDT');
    const fillsAnswer = await page.request.get('/futuresapi/v1/fills?limit=100');
    const { fills } = (await fillsAnswer.json()) as { fills: { fee: string; realizedPnl: string }[] };
    const expected = fills.reduce((sum, fill) => sum.plus(fill.realizedPnl).minus(fill.fee), new Big(1000));
    const summary = await page.request.get('/futuresapi/v1/account/summary');
    const { walletBalance } = (await summary.json()) as { walletBalance: string };
    expect(new Big(walletBalance).toFixed()).toBe(expected.toFixed());
    await expect(assets.getByTestId('futures-wallet-balance')).toHaveText(
      `${Number(expected.round(2, Big.roundHalfUp)).toLocaleString('en-US', { minimumFractionDigits: 2 })} USDT`,
    );
  });

  test('says up front that opening a position needs identity verification, with the way to it', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL as string);
    await page.goto('/futures/BTC_USDT');
    const form = page.getByRole('form', { name: en('futuresForm.label') });
    // Before any transfer, leverage or risk notice: the first thing the form says.
    const notice = form.getByTestId('futures-kyc-required');
    await expect(notice).toContainText(en('futuresForm.refusals.kyc-required'));
    await expect(page.getByTestId('futures-assets').getByTestId('futures-wallet-balance')).toHaveText('0.00 USDT');
    await notice.getByRole('link', { name: en('futuresForm.verifyIdentity') }).click();
    await expect(page).toHaveURL(`${baseURL}/account/verification`);

    await completeKycLevelOneByApi(page.request, baseURL as string);
    await page.goto('/futures/BTC_USDT');
    await expect(form.getByTestId('futures-submit-buy')).toBeVisible();
    await expect(form.getByTestId('futures-kyc-required')).toHaveCount(0);
  });

  test('the cost and liquidation price the form shows are what the position then holds', async ({ browser }) => {
    test.setTimeout(240_000);
    // A server of its own whose book holds still while the preview is read and the order sent:
    // its makers requote once a minute and its takers nearly never come.
    const dataDir = await temporaryDataDir();
    const server = await startServer({
      dataDir: dataDir.path,
      env: {
        DEV_OUTBOX: 'on',
        TRUST_PROXY: 'loopback',
        SIMULATOR_REQUOTE_MS: '60000',
        SIMULATOR_TRADES_PER_SECOND: '0.001',
        // A day of history starts it sooner; the test reads no chart.
        SIMULATOR_HISTORY_DAYS: '1',
      },
    });
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await signInByApi(page, server.baseUrl);
    await completeKycLevelOneByApi(page.request, server.baseUrl);
    await page.goto('/futures/BTC_USDT');
    await hydrated(page);
    await transferToFutures(page, '2000', '2,000.00');

    // A cross 10x long of 0.1 BTC by market: it takes more than the best ask.
    const form = page.getByRole('form', { name: en('futuresForm.label') });
    await form.getByRole('button', { name: en('futuresForm.market'), exact: true }).click();
    await form.getByLabel(en('futuresForm.size'), { exact: true }).fill('0.1');
    await expect(form.getByTestId('futures-cost-buy')).toHaveText(/\d USDT$/);
    await expect(form.getByTestId('futures-liquidation-buy')).toHaveText(/\d/);
    const cost = amountOf(await form.getByTestId('futures-cost-buy').textContent());
    const liquidation = await form.getByTestId('futures-liquidation-buy').textContent();
    await form.getByTestId('futures-submit-buy').click();
    await page
      .getByRole('dialog', { name: en('futuresForm.risk.title') })
      .getByTestId('futures-risk-accept')
      .click();
    await expect(page.getByTestId('futures-order-placed')).toHaveText(
      en('futuresForm.outcome.long.filled', { size: '0.10000', asset: 'BTC' }),
    );

    // The cost: the margin the position holds plus the fees its fills paid.
    const positions = await (await page.request.get('/futuresapi/v1/positions')).json();
    const [position] = (positions as { positions: { margin: string }[] }).positions;
    const fills = await (await page.request.get('/futuresapi/v1/fills?limit=100')).json();
    const fees = (fills as { fills: { fee: string }[] }).fills.reduce((sum, fill) => sum.plus(fill.fee), new Big(0));
    // Within 5 basis points: the mark (and with it a cross position's margin and liquidation price) may
    // move between the preview and the fill. The old preview was 5 % off (1,002.49 shown, 955.41 charged).
    const charged = new Big(position?.margin ?? '0').plus(fees);
    expect(cost.minus(charged).abs().lte(charged.times('0.0005')), `${cost} shown, ${charged} charged`).toBe(true);
    const row = page.getByTestId('futures-positions').locator('tbody tr[data-symbol="BTC_USDT"]');
    await expect(row.getByTestId('futures-position-liquidation')).toHaveText(/\d/);
    const held = amountOf(await row.getByTestId('futures-position-liquidation').textContent());
    const shown = amountOf(liquidation);
    expect(shown.minus(held).abs().lte(held.times('0.0005')), `${shown} shown, ${held} held`).toBe(true);
    await context.close();
  });

  test('a visitor is sent to log in and comes back to the contract', async ({ page, baseURL }) => {
    const { account, password } = await registerByApi(page.request, baseURL as string);
    await page.context().clearCookies();
    await page.goto('/futures/ETH_USDT');
    const form = page.getByRole('form', { name: en('futuresForm.label') });
    await expect(form.getByTestId('futures-available')).toHaveText('—');
    const login = form.getByRole('link', { name: en('trade.form.login') });
    await expect(login).toHaveAttribute('href', '/login?forwardUrl=%2Ffutures%2FETH_USDT');
    // A click while the page hydrates can be lost: click again until the login page opens.
    await expect(async () => {
      if (await login.isVisible()) await login.click({ timeout: 1_000 });
      await expect(page).toHaveURL(`${baseURL}/login?forwardUrl=%2Ffutures%2FETH_USDT`, { timeout: 2_000 });
    }).toPass();
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
    await hydrated(page);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page).toHaveURL(`${baseURL}/futures/ETH_USDT`);
    await expect(form.getByTestId('futures-submit-buy')).toHaveText(en('futuresForm.openLong'));
    await expect(form.getByTestId('futures-available')).toHaveText(/USDT$/);
  });

  test('the order history lists orders newest first by the placing time it shows, when an older one finishes last', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL as string;
    await signInByApi(page, origin);
    await completeKycLevelOneByApi(page.request, origin);
    const transfer = await page.request.post('/futuresapi/v1/transfers', {
      data: { direction: 'to-futures', asset: 'USDT', amount: '1000' },
      headers: { origin },
    });
    expect(transfer.ok(), await transfer.text()).toBe(true);
    await page.goto('/futures/BTC_USDT');
    await page.getByTestId('futures-tab-history').click();
    const history = page.getByTestId('futures-order-history');

    // Placed first, finished last (cancelled); the market order between them fills at once.
    const below = (await markPrice(page)).times('0.9').round(0, Big.roundDown).toFixed();
    const older = await placeByApi(page, origin, { side: 'buy', type: 'limit', price: below, quantity: '0.001' });
    await page.waitForTimeout(1_100);
    const newer = await placeByApi(page, origin, { side: 'buy', type: 'market', quantity: '0.001' });
    await page.waitForTimeout(1_100);
    const cancelled = await page.request.post(`/futuresapi/v1/orders/${older}/cancel`, { headers: { origin } });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);

    const newestFirst = async () => {
      await expect(async () => {
        const rows = history.locator('tbody tr');
        const ids = await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-order-id') ?? ''));
        const times = await rows.evaluateAll((all) => all.map((row) => row.querySelector('td')?.textContent ?? ''));
        expect(ids).toEqual([newer, older]);
        // YYYY/MM/DD HH:mm:ss sorts as text: each time is at or before the one above it.
        expect([...times].sort().reverse()).toEqual(times);
      }).toPass({ timeout: 15_000 });
    };
    await newestFirst();
    await page.reload();
    await page.getByTestId('futures-tab-history').click();
    await newestFirst();
  });

  test('a stop-limit side whose limit is past its trigger is warned of, as on spot', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL as string);
    await completeKycLevelOneByApi(page.request, baseURL as string);
    await page.goto('/futures/BTC_USDT');
    await hydrated(page);
    const form = page.getByRole('form', { name: en('futuresForm.label') });
    await form.getByRole('button', { name: en('futuresForm.stop'), exact: true }).click();
    await form.getByRole('button', { name: en('futuresForm.stopLimit'), exact: true }).click();
    const buy = form.getByTestId('futures-side-buy');
    const sell = form.getByTestId('futures-side-sell');

    // A limit below the trigger: the buy would wait for the price to fall back.
    await form.getByTestId('futures-triggerPrice').fill('70000');
    await form.getByTestId('futures-price').fill('69000');
    await expect(buy.getByTestId('stop-limit-warning')).toHaveText(en('trade.form.limitBelowStop'));
    await expect(sell.getByTestId('stop-limit-warning')).toHaveCount(0);
    // Above it: the sell is warned of instead; at it, neither.
    await form.getByTestId('futures-price').fill('71000');
    await expect(sell.getByTestId('stop-limit-warning')).toHaveText(en('trade.form.limitAboveStop'));
    await expect(buy.getByTestId('stop-limit-warning')).toHaveCount(0);
    await form.getByTestId('futures-price').fill('70000');
    await expect(form.getByTestId('stop-limit-warning')).toHaveCount(0);
  });
});
