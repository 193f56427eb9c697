import Big from 'big.js';
import { completeKycLevelOneByApi, signInByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { openLongByApi } from '../support/futures-positions.ts';
import { messages } from '../support/messages.ts';
import { fundingRoundsServer } from '../support/server-process.ts';

const en = messages('en_US');

/** "+1.23", "-0.45" as a number. */
const amountOf = (text: string | null) => new Big((text ?? '').replace(/[^\d.-]/g, ''));

test.describe('futures position and funding rate history', () => {
  test('a position closed on the terminal appears in the position history tab without a reload', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInByApi(page, baseURL as string);
    await completeKycLevelOneByApi(page.request, baseURL as string);
    await openLongByApi(page, baseURL as string);
    await page.goto('/futures/BTC_USDT');

    const row = page.getByTestId('futures-positions').locator('tbody tr[data-symbol="BTC_USDT"]');
    await expect(row).toHaveAttribute('data-side', 'long');
    const entry = await row.getByTestId('futures-position-entry').textContent();
    // The row's realized PnL is net of the fee the opening paid; its parts show on keyboard focus.
    const opening = (await (await page.request.get('/futuresapi/v1/fills?limit=100')).json()) as {
      fills: { fee: string }[];
    };
    const openingFee = opening.fills.reduce((sum, fill) => sum.plus(fill.fee), new Big(0));
    expect(openingFee.gt(0)).toBe(true);
    const realized = row.getByTestId('futures-position-realized');
    expect(
      amountOf(await realized.textContent())
        .plus(openingFee)
        .abs()
        .lte('0.01'),
    ).toBe(true);
    await realized.focus();
    const parts = row.getByTestId('futures-realized-parts');
    await expect(parts).toBeVisible();
    await expect(parts).toContainText(en('futuresAccount.tradingFees'));
    await page.keyboard.press('Escape');
    await expect(parts).toBeHidden();

    // The tab is read (empty) before the close, and read again after the closing fill.
    await page.getByTestId('futures-tab-positionHistory').click();
    await expect(page.getByText(en('futuresAccount.empty.positionHistory'))).toBeVisible();
    await page.getByTestId('futures-tab-positions').click();
    await row.getByTestId('futures-close-market').click();
    await page.getByTestId('futures-close-confirm').click();
    await expect(page.getByText(en('futuresAccount.noPositions'))).toBeVisible();

    await page.getByTestId('futures-tab-positionHistory').click();
    const closed = page.getByTestId('futures-position-history').locator('tbody tr');
    await expect(closed).toHaveCount(1);
    await expect(closed.first()).toHaveAttribute('data-side', 'long');
    await expect(closed.first()).toContainText('BTCUSDT');
    await expect(closed.first()).toContainText(entry ?? '');
    // Its PnL is the fills': realized PnL less every fee, to the cent.
    const answer = await page.request.get('/futuresapi/v1/fills?limit=100');
    const { fills } = (await answer.json()) as { fills: { fee: string; realizedPnl: string }[] };
    const net = fills.reduce((sum, fill) => sum.plus(fill.realizedPnl).minus(fill.fee), new Big(0));
    const shown = amountOf(await closed.first().getByTestId('futures-position-history-pnl').textContent());
    expect(shown.minus(net).abs().lte('0.01')).toBe(true);
  });

  test('the funding countdown opens the contract’s funding rate history: a chart and the rates applied', async ({
    browser,
  }) => {
    // The shared server with a funding round every minute: the first is applied within a minute of
    // its start (with the main server's, before the run), so it is usually there already.
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL: await fundingRoundsServer() });
    const page = await context.newPage();
    try {
      type Rates = { rates: { rate: string; markPrice: string }[] };
      const rates = async () =>
        ((await (await page.request.get('/futuresapi/v1/funding-rates?symbol=BTC_USDT')).json()) as Rates).rates;
      await expect.poll(async () => (await rates()).length, { timeout: 80_000, intervals: [1000] }).toBeGreaterThan(0);
      const [latest] = await rates();
      if (!latest) throw new Error('no funding round');

      await page.goto('/futures/BTC_USDT');
      await page.getByTestId('funding-history-open').click();
      const dialog = page.getByRole('dialog', { name: en('futures.fundingHistory.title', { contract: 'BTCUSDT' }) });
      const first = dialog.getByTestId('funding-history-table').locator('tbody tr').first();
      // The rate as a signed percent to four decimals ("+0.0100%"); one that rounds to zero has no sign.
      const percent = new Big(latest.rate).times(100).round(4);
      const text = percent.eq(0) ? '0.0000%' : `${percent.gt(0) ? '+' : ''}${percent.toFixed(4)}%`;
      await expect(first).toContainText(text);
      await expect(first).toContainText(
        Number(latest.markPrice).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
      await expect(dialog.getByTestId('funding-history-chart').locator('canvas').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
