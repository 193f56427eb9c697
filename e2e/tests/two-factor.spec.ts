import { createHmac } from 'node:crypto';
import { signInByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { recordSecret } from '../support/log-secrets.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

/** RFC 6238 as the authenticator app on a phone computes it: HMAC-SHA-1, 30 s steps, 6 digits. */
function totp(secret: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[19] as number) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const stepNow = () => Math.floor(Date.now() / 30_000);

test.describe('two-step verification with an authenticator app', () => {
  test('enable it from the security page, log out, and log in with the code', async ({ page, baseURL }) => {
    test.slow();
    const { account, password } = await signInByApi(page, baseURL as string);
    await page.goto('/account/security');
    const section = page.getByTestId('two-factor-section');
    await expect(section.getByTestId('totp-state')).toHaveAttribute('data-enabled', 'false');

    // Set up: the password first, then the QR code and its key.
    await expect(async () => {
      await section.getByRole('button', { name: en('twoFactor.totp.setUp') }).click({ timeout: 1_000 });
      await expect(section.getByLabel(en('twoFactor.confirmPassword'))).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await section.getByLabel(en('twoFactor.confirmPassword')).fill('wrong-pass-1');
    await section.getByRole('button', { name: en('twoFactor.continue') }).click();
    await expect(section.getByText(en('twoFactor.errors.wrongPassword'))).toBeVisible();
    await section.getByLabel(en('twoFactor.confirmPassword')).fill(password);
    await section.getByRole('button', { name: en('twoFactor.continue') }).click();
    await expect(section.getByRole('img', { name: en('twoFactor.totp.qrAlt') })).toBeVisible();
    const secret = (await section.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    recordSecret('TOTP secret', secret);
    // What the person reads and types into the app is the same key, in groups of four.
    await expect(section.getByTestId('totp-secret')).toHaveText(secret.match(/.{4}/g)?.join(' ') ?? '');

    // A wrong code is refused; the app's current code turns it on.
    await section.getByLabel(en('twoFactor.totp.code')).fill('000000');
    await section.getByRole('button', { name: en('twoFactor.totp.enable') }).click();
    await expect(section.getByText(en('twoFactor.errors.wrongCode'))).toBeVisible();
    const enabledStep = stepNow();
    await section.getByLabel(en('twoFactor.totp.code')).fill(totp(secret, enabledStep));
    await section.getByRole('button', { name: en('twoFactor.totp.enable') }).click();

    // The recovery codes, shown once.
    const codes = section.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const firstCode = (await codes.first().textContent()) ?? '';
    expect(firstCode).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    recordSecret('recovery code', firstCode);
    await section.getByRole('button', { name: en('twoFactor.recovery.saved') }).click();
    await expect(section.getByTestId('totp-state')).toHaveAttribute('data-enabled', 'true');
    await expect(section.getByText(en('twoFactor.recovery.left', { left: '10' }))).toBeVisible();
    await expect(page.getByTestId('recovery-codes')).toHaveCount(0);

    // Log out.
    await page.goto('/account');
    await page.getByRole('button', { name: en('account.logout') }).click();
    await expect(page.getByRole('button', { name: en('account.menuLabel') })).toHaveCount(0);

    // The right password alone asks for the code; no session yet.
    await page.goto('/login?forwardUrl=%2Faccount');
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
    await hydrated(page);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page.getByTestId('second-factor')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'vela_session')).toBeUndefined();
    await expect(page.getByRole('heading', { name: en('auth.secondFactor.heading') })).toBeVisible();

    // The code used to turn it on is spent, and the form says so (not "wrong"): the next step's
    // code is the one that works.
    const field = page.getByLabel(en('auth.secondFactor.codeLabel'));
    await field.fill(totp(secret, enabledStep));
    await page.getByRole('button', { name: en('auth.secondFactor.verify') }).click();
    await expect(page.getByTestId('second-factor').locator('.field__error')).toHaveText(en('auth.errors.codeReused'));
    await field.fill(totp(secret, Math.max(stepNow(), enabledStep + 1)));
    await page.getByRole('button', { name: en('auth.secondFactor.verify') }).click();
    await expect(page).toHaveURL(`${baseURL}/account`);
    await expect(page.getByTestId('account-name')).toBeVisible();
  });

  test('a recovery code signs in when the phone is not at hand', async ({ page, baseURL }) => {
    test.slow();
    const { account, password } = await signInByApi(page, baseURL as string);
    const origin = { origin: baseURL as string };
    const setup = await page.request.post('/api/v1/security/two-factor/totp/setup', {
      data: { password },
      headers: origin,
    });
    const { secret } = (await setup.json()) as { secret: string };
    const enabled = await page.request.post('/api/v1/security/two-factor/totp/enable', {
      data: { code: totp(secret, stepNow()) },
      headers: origin,
    });
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
    await hydrated(page);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page.getByTestId('second-factor')).toBeVisible();
    await page.getByRole('button', { name: en('auth.secondFactor.useRecovery') }).click();
    await page.getByLabel(en('auth.secondFactor.recoveryLabel')).fill(recoveryCodes[0] as string);
    await page.getByRole('button', { name: en('auth.secondFactor.verify') }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('button', { name: en('account.menuLabel') })).toBeVisible();
  });

  test('the login form links to password recovery', async ({ page, baseURL }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: en('auth.forgotPassword') }).click();
    await expect(page).toHaveURL(`${baseURL}/forgot-password`);
  });
});
