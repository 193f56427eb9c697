import { request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

/** A generated photo: a card-coloured rectangle with a darker band, as PNG, with EXIF to strip. */
async function photo(width: number, height: number, colour: string): Promise<Buffer> {
  const band = await sharp({ create: { width, height: Math.round(height / 5), channels: 3, background: '#223344' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: band, top: Math.round(height / 2), left: 0 }])
    .withExif({ IFD0: { Artist: 'e2e-kyc-secret-location' } })
    .png()
    .toBuffer();
}

test.describe('identity verification', () => {
  test('level 1 and 2 with generated images, a refused non-image, the operator approves, the prompt is gone', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL as string;
    const { account } = await signInByApi(page, origin);

    // Unverified: the prompt shows, and futures positions are out of reach.
    await page.goto('/');
    await expect(page.getByTestId('kyc-prompt')).toBeVisible();
    const refused = await page.request.post('/futuresapi/v1/orders', {
      data: { symbol: 'BTC_USDT', side: 'buy', type: 'market', quantity: '0.001' },
      headers: { origin },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ reason: 'kyc-required' });

    await page
      .getByTestId('kyc-prompt')
      .getByRole('link', { name: en('kyc.verify') })
      .click();
    await expect(page).toHaveURL(/\/account\/verification$/);
    await expect(page.getByRole('heading', { level: 1, name: en('verification.heading') })).toBeVisible();
    await expect(page.getByTestId('kyc-level')).toHaveText(en('verification.levels.0'));
    await expect(page.getByText(en('verification.locked'))).toBeVisible();

    // Level 1: decided at once.
    await page.getByLabel(en('verification.legalName')).fill('Ada Lovelace');
    await page.getByLabel(en('verification.dateOfBirth')).fill('1990-12-10');
    await page.getByLabel(en('verification.country')).selectOption('FR');
    await page.getByRole('button', { name: en('verification.submitLevelOne') }).click();
    await expect(page.getByRole('status').filter({ hasText: en('verification.levelOneSuccess') })).toBeVisible();
    await expect(page.getByTestId('kyc-level')).toHaveText(en('verification.levels.1'));
    await expect(page.getByTestId('kyc-level-one-done')).toContainText('Ada Lovelace');

    // Level 2: a text file named like a photo is refused by its content, with a clear message.
    const front = await photo(900, 560, '#d9c9a3');
    const back = await photo(900, 560, '#c3d0d9');
    const selfie = await photo(600, 800, '#e0b8a0');
    await page.getByRole('radio', { name: en('verification.documentTypes.id-card') }).check();
    await page.getByLabel(en('verification.front')).setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Dear operator, this is not a photo of anything.'),
    });
    await page
      .getByLabel(en('verification.back'))
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: back });
    await page.getByLabel(en('verification.selfie')).setInputFiles({
      name: 'selfie.png',
      mimeType: 'image/png',
      buffer: selfie,
    });
    await page.getByRole('button', { name: en('verification.submitLevelTwo') }).click();
    await expect(page.getByTestId('kyc-error-front')).toHaveText(en('verification.errors.not-an-image'));
    await expect(page.getByLabel(en('verification.front'))).toHaveAttribute('aria-invalid', 'true');

    // The real photos go for review.
    await page
      .getByLabel(en('verification.front'))
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: front });
    await page.getByRole('button', { name: en('verification.submitLevelTwo') }).click();
    await expect(page.getByTestId('kyc-level-two-pending')).toBeVisible();
    await expect(page.getByTestId('kyc-level')).toHaveText(en('verification.levels.1'));

    // The operator finds the application, looks at a photo (re-encoded, no EXIF) and approves it.
    const token = process.env.VELA_OPERATOR_TOKEN;
    if (!token) throw new Error('VELA_OPERATOR_TOKEN is not set by the global setup');
    const operator = await playwrightRequest.newContext({
      baseURL: origin,
      extraHTTPHeaders: { authorization: `Bearer ${token}` },
    });
    try {
      const list = await operator.get('/api/v1/operator/kyc/applications?status=pending&pageSize=100');
      expect(list.ok()).toBe(true);
      const { applications } = (await list.json()) as {
        applications: { id: string; account: string; legalName: string; files: string[]; documentType: string }[];
      };
      const mine = applications.find((application) => application.account === account);
      expect(mine).toMatchObject({
        legalName: 'Ada Lovelace',
        documentType: 'id-card',
        files: ['front', 'back', 'selfie'],
      });
      const id = mine?.id ?? '';

      const image = await operator.get(`/api/v1/operator/kyc/applications/${id}/files/front`);
      expect(image.headers()['content-type']).toBe('image/jpeg');
      const stored = await image.body();
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 560 });
      expect(stored.includes('e2e-kyc-secret-location')).toBe(false);
      // The images are the operator's only: the user's own session does not open them.
      expect((await page.request.get(`/api/v1/operator/kyc/applications/${id}/files/front`)).status()).toBe(401);

      const approved = await operator.post(`/api/v1/operator/kyc/applications/${id}/review`, {
        data: { decision: 'approve' },
      });
      expect(approved.ok()).toBe(true);
    } finally {
      await operator.dispose();
    }

    // The user's level is 2 on the verification page and in the account, and the prompt never shows again.
    await page.reload();
    await expect(page.getByTestId('kyc-level')).toHaveText(en('verification.levels.2'));
    await expect(page.getByTestId('kyc-level-two-done')).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('main').getByTestId('kyc-level')).toHaveText(en('verification.levels.2'));

    const fresh = await page.context().newPage();
    await fresh.goto('/');
    await expect(fresh.getByRole('banner')).toBeVisible();
    await expect(fresh.getByTestId('kyc-prompt')).toHaveCount(0);
    await fresh.close();
  });

  test('the futures terminal tells an unverified trader why an order is refused, and where to verify', async ({
    page,
    baseURL,
  }) => {
    const origin = baseURL as string;
    await signInByApi(page, origin);
    const moved = await page.request.post('/futuresapi/v1/transfers', {
      data: { direction: 'to-futures', asset: 'USDT', amount: '1000' },
      headers: { origin },
    });
    expect(moved.ok()).toBe(true);
    await page.goto('/futures/BTC_USDT');
    const form = page.getByRole('form', { name: en('futuresForm.label') });
    await form.getByRole('button', { name: en('futuresForm.market'), exact: true }).click();
    await form.getByLabel(en('futuresForm.size'), { exact: true }).fill('0.01');
    await form.getByTestId('futures-submit-buy').click();
    await page
      .getByRole('dialog', { name: en('futuresForm.risk.title') })
      .getByTestId('futures-risk-accept')
      .click();
    await expect(page.getByTestId('futures-order-failed')).toContainText(en('futuresForm.refusals.kyc-required'));
    await page.getByTestId('futures-verify-identity').click();
    await expect(page).toHaveURL(/\/account\/verification$/);
    await expect(page.getByTestId('kyc-level')).toHaveText(en('verification.levels.0'));
  });
});
