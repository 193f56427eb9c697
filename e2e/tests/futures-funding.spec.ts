import type { Page } from '@playwright/test';
import { completeKycLevelOneByApi, signInByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';
import { fundingRoundsServer } from '../support/server-process.ts';

const en = messages('en_US');

/** "00:00:42" as 42; undefined for the placeholder shown before hydration. */
function secondsLeft(text: string | null): number | undefined {
  const parts = /^(\d+):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!parts) return undefined;
  return Number(parts[1]) * 3600 + Number(parts[2]) * 60 + Number(parts[3]);
}

/** 1,000 USDT to futures and a 0.01 BTC long by market, through the terminal. */
async function openLong(page: Page): Promise<void> {
  await page.getByTestId('futures-transfer').click();
  const transfer = page.getByRole('dialog', { name: en('futuresAccount.transferTitle') });
  await transfer.getByLabel(en('futuresAccount.amountIn', { asset: 'USDT' })).fill('1000');
  await transfer.getByTestId('futures-transfer-confirm').click();
  await expect(transfer).toBeHidden();
  const form = page.getByRole('form', { name: en('futuresForm.label') });
  await form.getByRole('button', { name: en('futuresForm.market'), exact: true }).click();
  await form.getByLabel(en('futuresForm.size'), { exact: true }).fill('0.01');
  await form.getByTestId('futures-submit-buy').click();
  await page
    .getByRole('dialog', { name: en('futuresForm.risk.title') })
    .getByTestId('futures-risk-accept')
    .click();
  await expect(page.getByTestId('futures-positions').locator('tbody tr[data-symbol="BTC_USDT"]')).toHaveAttribute(
    'data-side',
    'long',
  );
}

test.describe('funding on the futures terminal', () => {
  test('the countdown reaches zero and the payment appears in the funding history without a reload', async ({
    browser,
  }) => {
    // The shared server with a funding round every minute. Rounds pay positions open at the funding
    // time; a round whose rate rounds to exactly 0 writes no payment (no ledger entry of 0), so the
    // wait for the row allows for a second round.
    test.setTimeout(180_000);
    const baseUrl = await fundingRoundsServer();
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    try {
      await signInByApi(page, baseUrl);
      await completeKycLevelOneByApi(page.request, baseUrl);
      await page.goto('/futures/BTC_USDT');
      await openLong(page);
      await page.evaluate(() => {
        (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
      });

      await page.getByTestId('futures-tab-funding').click();
      const rows = page.getByTestId('futures-funding').locator('tbody tr');
      await expect(page.getByText(en('futuresAccount.empty.funding')).or(rows.first())).toBeVisible();
      const before = await rows.count();

      // The header's countdown runs down to 00:00:00 (or is seen rolling over to the next round).
      const countdown = page.getByTestId('funding-countdown');
      let previous: number | undefined;
      await expect
        .poll(
          async () => {
            const left = secondsLeft(await countdown.textContent());
            const reached = left === 0 || (left !== undefined && previous !== undefined && left > previous + 1);
            previous = left ?? previous;
            return reached;
          },
          { timeout: 70_000, intervals: [200] },
        )
        .toBe(true);
      await expect
        .poll(async () => secondsLeft(await countdown.textContent()) ?? 0, { timeout: 15_000 })
        .toBeGreaterThan(1);

      // The payment, read again after the wallet push. Its amount may show as 0.00 (a minute's
      // funding on a small position is a fraction of a cent), so the row itself is what counts.
      await expect.poll(() => rows.count(), { timeout: 75_000 }).toBeGreaterThan(before);
      await expect(rows.first()).toContainText('BTCUSDT');
      await expect(rows.first()).toContainText('%');
      expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });
});
