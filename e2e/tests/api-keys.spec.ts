import { createPrivateKey, sign } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { registerByApi, signInByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { recordSecret } from '../support/log-secrets.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');
const ja = messages('ja_JP');

/** A signed call from Node, as docs/api-keys.md shows it: timestamp + METHOD + path?query + body. */
async function signedCall(
  baseURL: string,
  keyId: string,
  privateKeyPem: string,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  body?: object,
) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Date.now());
  const signature = sign(
    null,
    Buffer.from(`${timestamp}${method}${pathAndQuery}${payload}`),
    createPrivateKey(privateKeyPem),
  ).toString('base64');
  return fetch(`${baseURL}${pathAndQuery}`, {
    method,
    headers: {
      'X-VELA-APIKEY': keyId,
      'X-VELA-TIMESTAMP': timestamp,
      'X-VELA-SIGNATURE': signature,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { body: payload } : {}),
  });
}

test.describe('API keys', () => {
  test('an Ed25519 key made in the browser places an order from Node', async ({ page, baseURL }) => {
    test.slow();
    const { password } = await signInByApi(page, baseURL as string);
    // The verification prompt may open over any page of a new account: set it aside whenever it does.
    await page.addLocatorHandler(page.getByTestId('kyc-prompt'), async (prompt) => {
      await prompt.getByRole('button', { name: en('kyc.later') }).click();
    });

    await page.goto('/account/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: en('apiKeys.heading') })).toBeVisible();
    await expect(page.getByText(en('apiKeys.empty.title'))).toBeVisible();

    await page.getByRole('button', { name: en('apiKeys.create.open') }).click();
    const form = page.getByTestId('api-key-create');
    // Nothing filled in: the form names what is missing.
    await form.getByRole('button', { name: en('apiKeys.create.submit') }).click();
    await expect(form.getByText(en('apiKeys.errors.labelRequired'))).toBeVisible();

    await form.getByLabel(en('apiKeys.fields.label')).fill('Node bot');
    await expect(form.getByLabel(en('apiKeys.fields.kindEd25519'))).toBeChecked();
    await expect(form.getByLabel(en('apiKeys.fields.generate'))).toBeChecked();
    await form.getByLabel(en('apiKeys.fields.permission.spot-trade')).check();
    await form.getByLabel(en('apiKeys.fields.expiry')).selectOption('30');
    await form.getByRole('button', { name: en('apiKeys.create.submit') }).click();

    // A key that can trade: the password confirms it (no 2FA on this account), from the keyboard.
    const stepUp = page.getByRole('dialog', { name: en('apiKeys.stepUp.title') });
    await expect(stepUp).toContainText(en('apiKeys.stepUp.introPassword'));
    const proof = stepUp.getByLabel(en('apiKeys.stepUp.password'));
    await expect(proof).toBeFocused();
    await page.keyboard.type('not-the-password1');
    await page.keyboard.press('Enter');
    await expect(stepUp.getByRole('alert')).toHaveText(en('apiKeys.stepUp.wrongPassword'));
    await proof.fill(password);
    await page.keyboard.press('Enter');
    await expect(stepUp).toHaveCount(0);

    const created = page.getByTestId('api-key-created');
    await expect(created.getByText(en('apiKeys.created.warningPrivateKey'))).toBeVisible();
    const keyId = (await created.getByTestId('api-key-id').textContent())?.trim() ?? '';
    const privateKeyPem = await created.getByTestId('api-key-private-key').inputValue();
    recordSecret('api private key', privateKeyPem);
    expect(keyId).toMatch(/^vk_[0-9a-f]{32}$/);
    expect(privateKeyPem).toContain('-----BEGIN PRIVATE KEY-----');

    // The key as listed: its permissions, and no secret anywhere on the page once dismissed.
    await created.getByRole('button', { name: en('apiKeys.created.done') }).click();
    const item = page.getByTestId('api-key-item').filter({ hasText: 'Node bot' });
    await expect(item).toContainText(keyId);
    await expect(item).toContainText(
      `${en('apiKeys.fields.permission.read')}, ${en('apiKeys.fields.permission.spot-trade')}`,
    );
    await expect(item).toContainText(en('apiKeys.list.notUsed'));
    await expect(page.getByTestId('api-key-private-key')).toHaveCount(0);

    // From Node: a resting sell far above the market, then read back and cancelled.
    const order = { symbol: 'BTC_USDT', side: 'sell', type: 'limit', price: '990000', quantity: '0.001' };
    const placed = await signedCall(baseURL as string, keyId, privateKeyPem, 'POST', '/api/v1/spot/orders', order);
    expect(placed.status, await placed.clone().text()).toBe(200);
    const { order: resting } = (await placed.json()) as { order: { id: string; status: string } };
    expect(resting.status).toBe('open');
    const open = await signedCall(
      baseURL as string,
      keyId,
      privateKeyPem,
      'GET',
      '/api/v1/spot/orders?symbol=BTC_USDT',
    );
    expect(((await open.json()) as { orders: { id: string }[] }).orders.map((one) => one.id)).toContain(resting.id);
    const futures = await signedCall(baseURL as string, keyId, privateKeyPem, 'POST', '/futuresapi/v1/leverage', {
      symbol: 'BTC_USDT',
      leverage: 5,
    });
    expect(futures.status).toBe(403);
    const cancelled = await signedCall(
      baseURL as string,
      keyId,
      privateKeyPem,
      'POST',
      `/api/v1/spot/orders/${resting.id}/cancel`,
    );
    expect(cancelled.status).toBe(200);

    // The page shows the key as used, and deleting it ends its signed requests.
    await page.reload();
    await expect(item).not.toContainText(en('apiKeys.list.notUsed'));
    await item.getByRole('button', { name: en('apiKeys.list.delete') }).click();
    await item.getByRole('button', { name: en('apiKeys.delete.yes') }).click();
    await expect(page.getByText(en('apiKeys.empty.title'))).toBeVisible();
    const afterDelete = await signedCall(baseURL as string, keyId, privateKeyPem, 'GET', '/api/v1/spot/balances');
    expect(afterDelete.status).toBe(401);
  });

  test('an HMAC key shows its secret once; editing changes what it may do', async ({ page, baseURL }) => {
    const { password } = await signInByApi(page, baseURL as string);
    await page.addLocatorHandler(page.getByTestId('kyc-prompt'), async (prompt) => {
      await prompt.getByRole('button', { name: en('kyc.later') }).click();
    });
    await page.goto('/account/api-keys');
    await page.getByRole('button', { name: en('apiKeys.create.open') }).click();
    const form = page.getByTestId('api-key-create');
    await form.getByLabel(en('apiKeys.fields.label')).fill('Office script');
    await form.getByLabel(en('apiKeys.fields.kindHmac')).check();
    await form.getByLabel(en('apiKeys.fields.allowlist')).fill('203.0.113.0/24\nnot-an-address');
    await form.getByRole('button', { name: en('apiKeys.create.submit') }).click();
    await expect(form.getByText(en('apiKeys.errors.allowlistInvalid'))).toBeVisible();
    await form.getByLabel(en('apiKeys.fields.allowlist')).fill('203.0.113.0/24');
    await form.getByRole('button', { name: en('apiKeys.create.submit') }).click();

    const created = page.getByTestId('api-key-created');
    const secret = (await created.getByTestId('api-key-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^vs_[0-9a-f]{64}$/);
    await created.getByRole('button', { name: en('apiKeys.created.done') }).click();
    await expect(page.getByText(secret)).toHaveCount(0);
    await page.reload();
    expect(await page.content()).not.toContain(secret);

    const item = page.getByTestId('api-key-item').filter({ hasText: 'Office script' });
    await expect(item).toContainText('203.0.113.0/24');
    await item.getByRole('button', { name: en('apiKeys.list.edit') }).click();
    await item.getByLabel(en('apiKeys.fields.permission.futures-trade')).check();
    await item.getByLabel(en('apiKeys.fields.allowlist')).fill('');
    await item.getByRole('button', { name: en('apiKeys.edit.save') }).click();
    // Permissions and allowlist changed: the dialog asks first; Escape cancels and nothing changes.
    const stepUp = page.getByRole('dialog', { name: en('apiKeys.stepUp.title') });
    await expect(stepUp.getByLabel(en('apiKeys.stepUp.password'))).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(stepUp).toHaveCount(0);
    await item.getByRole('button', { name: en('apiKeys.edit.save') }).click();
    await expect(stepUp.getByLabel(en('apiKeys.stepUp.password'))).toBeFocused();
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(stepUp).toHaveCount(0);
    await expect(item).toContainText(en('apiKeys.fields.permission.futures-trade'));
    await expect(item).toContainText(en('apiKeys.list.anyAddress'));
  });

  test('reads well at 360 px in the dark theme and in Japanese, with no axe violation', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL as string }]);
    const page = await context.newPage();
    // A Japanese-speaking account: its language preference keeps the pages in Japanese.
    const credentials = await registerByApi(page.request, baseURL as string, 'ja_JP');
    const login = await page.request.post('/api/v1/auth/login', {
      data: credentials,
      headers: { origin: baseURL as string },
    });
    expect(login.ok()).toBe(true);
    await page.addLocatorHandler(page.getByTestId('kyc-prompt'), async (prompt) => {
      await prompt.getByRole('button', { name: ja('kyc.later') }).click();
    });
    const main = page.getByRole('main');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const violations = async () =>
      (await new AxeBuilder({ page }).include('main').analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes[0]?.html}`,
      );

    await page.goto('/ja_JP/account/api-keys');
    await expect(main.getByRole('heading', { level: 1, name: ja('apiKeys.heading') })).toBeVisible();
    await main.getByRole('button', { name: ja('apiKeys.create.open') }).click();
    await main.getByRole('button', { name: ja('apiKeys.create.submit') }).click();
    await expect(main.getByText(ja('apiKeys.errors.labelRequired'))).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await violations()).toEqual([]);

    await main.getByLabel(ja('apiKeys.fields.label')).fill('ボット');
    await main.getByLabel(ja('apiKeys.fields.kindHmac')).check();
    await main.getByRole('button', { name: ja('apiKeys.create.submit') }).click();
    await expect(main.getByText(ja('apiKeys.created.warningSecret'))).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await violations()).toEqual([]);
    await main.getByRole('button', { name: ja('apiKeys.created.done') }).click();
    await expect(main.getByTestId('api-key-item')).toContainText(ja('apiKeys.list.notUsed'));
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
