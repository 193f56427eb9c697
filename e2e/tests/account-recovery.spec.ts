import { request } from '@playwright/test';
import { latestCode, registerByApi, signInByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');
const fr = messages('fr_FR');

test.describe('account recovery', () => {
  test('forgot password -> mailed code -> new password -> log in with it, the old one refused', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const { account, password } = await registerByApi(page.request, baseURL as string);
    // A session opened elsewhere before the reset: it must be dead afterwards.
    const other = await page.request.post('/api/v1/auth/login', {
      data: { account, password, delivery: 'token' },
      headers: { origin: baseURL as string },
    });
    const { token } = (await other.json()) as { token: string };

    await page.goto('/login');
    await page.getByRole('link', { name: en('auth.forgotPassword') }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: en('security.forgot.heading') })).toBeVisible();

    // A wrong account shape is caught before anything is sent.
    await page.getByLabel(en('security.forgot.account')).fill('not-an-account');
    await page.getByRole('button', { name: en('security.forgot.sendCode') }).click();
    await expect(page.getByText(en('security.errors.accountInvalid'))).toBeVisible();

    await page.getByLabel(en('security.forgot.account')).fill(account);
    await page.getByRole('button', { name: en('security.forgot.sendCode') }).click();
    await expect(page.getByText(/a 6-digit code is on its way/)).toBeVisible();
    await expect(page.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
    const code = await latestCode(page.request, account);

    // A wrong code: refused, nothing changes.
    await page.getByLabel(en('security.forgot.code')).fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel(en('security.forgot.newPassword'), { exact: true }).fill('Recovered9x');
    await page.getByRole('button', { name: en('security.forgot.submit') }).click();
    await expect(page.getByText(en('security.errors.wrongCode'))).toBeVisible();

    await page.getByLabel(en('security.forgot.code')).fill(code);
    await page.getByRole('button', { name: en('security.forgot.submit') }).click();
    await expect(page.getByText(en('security.forgot.done'))).toBeVisible();

    const before = await page.request.get('/api/v1/auth/me', { headers: { 'x-authorization': `Bearer ${token}` } });
    expect(before.status()).toBe(401);

    await page.getByRole('link', { name: en('security.forgot.login'), exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page.getByTestId('form-error')).toHaveText(en('auth.errors.wrongCredentials'));

    await page.getByLabel(en('auth.password'), { exact: true }).fill('Recovered9x');
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: en('account.menuLabel') })).toBeVisible();

    // The security e-mail about the reset went out too.
    const outbox = await page.request.get(`/api/v1/auth/outbox?to=${encodeURIComponent(account)}`);
    const { messages: mails } = (await outbox.json()) as { messages: { subject: string }[] };
    expect(mails.map((mail) => mail.subject)).toContain('Vela security notice: Password reset');
  });

  test('the forgot-password page speaks the visitor’s language and says the same for any account', async ({ page }) => {
    await page.goto('/fr_FR/forgot-password');
    await expect(page.getByRole('heading', { name: fr('security.forgot.heading') })).toBeVisible();
    await page.getByLabel(fr('security.forgot.account')).fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole('button', { name: fr('security.forgot.sendCode') }).click();
    await expect(page.getByText(/un code à 6 chiffres est en route/)).toBeVisible();
    await expect(page.getByLabel(fr('security.forgot.code'))).toBeVisible();
  });

  test('the security page changes the password (other sessions end) and sets the anti-phishing code every mail shows', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const { account, password } = await signInByApi(page, baseURL as string);
    const other = await page.request.post('/api/v1/auth/login', {
      data: { account, password, delivery: 'token' },
      headers: { origin: baseURL as string },
    });
    const { token } = (await other.json()) as { token: string };

    await page.goto('/account/security');
    await expect(page.getByRole('heading', { name: en('security.heading'), level: 1 })).toBeVisible();
    const phishing = page.getByTestId('anti-phishing-section');
    await expect(phishing.getByTestId('anti-phishing-current')).toHaveText(en('security.antiPhishing.none'));
    await phishing.getByLabel(en('security.antiPhishing.code')).fill('Blue Heron 42');
    await phishing.getByLabel(en('security.antiPhishing.password'), { exact: true }).fill(password);
    await phishing.getByRole('button', { name: en('security.antiPhishing.set') }).click();
    await expect(phishing.getByText(en('security.antiPhishing.saved'))).toBeVisible();
    await expect(phishing.getByTestId('anti-phishing-current')).toHaveText(
      en('security.antiPhishing.current', { code: 'Bl•••••••••42' }),
    );

    const section = page.getByTestId('password-section');
    await section.getByLabel(en('security.password.current'), { exact: true }).fill('not-my-password1');
    await section.getByLabel(en('security.password.new'), { exact: true }).fill('Changed9x');
    await section.getByRole('button', { name: en('security.password.submit') }).click();
    await expect(section.getByText(en('security.errors.wrongPassword'))).toBeVisible();
    await section.getByLabel(en('security.password.current'), { exact: true }).fill(password);
    await section.getByRole('button', { name: en('security.password.submit') }).click();
    await expect(section.getByRole('status')).toContainText(/Sessions signed out on other devices: [1-9]/);

    // Asked without this browser's cookies, which would answer for it.
    const api = await request.newContext({ baseURL: baseURL as string });
    const others = await api.get('/api/v1/auth/me', { headers: { 'x-authorization': `Bearer ${token}` } });
    expect(others.status()).toBe(401);
    await api.dispose();
    expect((await page.request.get('/api/v1/auth/me')).status()).toBe(200);

    const outbox = await page.request.get(`/api/v1/auth/outbox?to=${encodeURIComponent(account)}`);
    const { messages: mails } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
    const notice = mails.find((mail) => mail.subject === 'Vela security notice: Password changed');
    expect(notice?.text.split('\n')[0]).toBe('Your anti-phishing code: Blue Heron 42');
  });
});
