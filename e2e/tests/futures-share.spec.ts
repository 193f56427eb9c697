import { readFile } from 'node:fs/promises';
import { completeKycLevelOneByApi, signInByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { openLongByApi } from '../support/futures-positions.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

/** "12345.6" as en-US writes it with two decimals. */
const inUsd = (value: string) =>
  Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.describe('PnL share card', () => {
  test('on a 390 px phone a position card shares its PnL as a PNG with entry, mark and ROE, and no amount of money', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, baseURL as string);
    await completeKycLevelOneByApi(page.request, baseURL as string);
    const position = await openLongByApi(page, baseURL as string);
    await page.goto('/futures/BTC_USDT');
    await page.getByRole('button', { name: en('analytics.decline') }).click();

    const card = page.getByTestId('futures-position-cards').locator('li[data-symbol="BTC_USDT"]');
    await card.getByRole('button', { name: en('futuresAccount.shareOf', { contract: 'BTCUSDT' }) }).click();
    const dialog = page.getByRole('dialog', { name: en('futuresAccount.shareTitle') });
    const image = dialog.getByTestId('futures-share-card');
    await expect(image).toBeVisible();
    const description = (await image.getAttribute('alt')) ?? '';
    expect(description).toContain('BTCUSDT');
    expect(description).toContain(`${en('futuresAccount.positionSides.long')} 10×`);
    expect(description).toMatch(/ROE [+-]?\d+\.\d{2}%/);
    expect(description).toContain(inUsd(position.entryPrice));
    // No size, margin or balance: the card is given none of them.
    for (const amount of [position.size, inUsd(position.margin), inUsd(position.maintenanceMargin), '1,000']) {
      expect(description, amount).not.toContain(amount);
    }
    // The image fits the phone's width.
    const box = await image.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('futures-share-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('BTCUSDT-pnl.png');
    const png = await readFile(await download.path());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: 1280 x 720, the card drawn at twice its size.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 720]);
  });
});
