import { request as playwrightRequest } from '@playwright/test';
import { latestCode, registerByApi, signInByApi, uniqueEmail } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');
const ja = messages('ja_JP');

test.describe('accounts', () => {
  test('register, preferences restored from the server, session expiry, login and back', async ({ page, baseURL }) => {
    test.slow();
    const account = uniqueEmail();
    const password = 'Trade2win';

    // Register from a content page: the header's sign-up link brings the visitor back there.
    await page.goto('/events-courses');
    await page.getByRole('link', { name: en('header.register') }).click();
    await expect(page).toHaveURL(/\/register\?forwardUrl=%2Fevents-courses$/);
    await hydrated(page);
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByRole('button', { name: en('auth.sendCode') }).click();
    await expect(page.getByText(en('auth.codeSent', { to: '' }).split(' ')[0] as string)).toBeVisible();
    const code = await latestCode(page.request, account);
    await page.getByLabel(en('auth.code')).fill(code);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: en('auth.submitRegister') }).click();
    await expect(page).toHaveURL(`${baseURL}/events-courses`);

    // Logged in: the marker cookie is readable by scripts, the session cookie is not.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'correctionToken')).toMatchObject({ value: '1', httpOnly: false });
    expect(cookies.find((c) => c.name === 'vela_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const accountMenu = page.getByRole('button', { name: en('account.menuLabel') });
    await expect(accountMenu).toBeVisible();
    await accountMenu.click();
    await expect(page.getByTestId('total-asset')).toHaveText(/^\$[\d,]+\.\d\d$/);
    await page
      .getByTestId('kyc-prompt')
      .getByRole('button', { name: en('kyc.later') })
      .click();

    // Change the language (saved to the server) and the pricing currency.
    await page.locator('.language-switcher').getByRole('button').click();
    await page.locator('.language-switcher').getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(`${baseURL}/ja_JP/events-courses`);
    await page.goto('/ja_JP/account');
    const pageTotal = page.getByRole('main').getByTestId('total-asset');
    await page.getByLabel(ja('account.pricingCurrency')).selectOption('JPY');
    await expect(pageTotal).toHaveText(/^¥[\d,]+$/);

    // A browser that remembers nothing but the session: both choices come back from the server.
    await page.context().clearCookies({ name: 'i18n_redirected' });
    await page.context().clearCookies({ name: 'pricingCurrency' });
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/events-announcements');
    await expect(page).toHaveURL(`${baseURL}/ja_JP/events-announcements`);
    await page.goto('/ja_JP/account');
    await expect(pageTotal).toHaveAttribute('data-currency', 'JPY');
    await expect(pageTotal).toHaveText(/^¥[\d,]+$/);

    // Expire the session on the server, behind the back of a page that is already open.
    await page.goto('/ja_JP/events-courses');
    await page.getByRole('button', { name: ja('account.menuLabel') }).click();
    await expect(page.getByRole('link', { name: ja('account.heading') })).toBeVisible();
    // The menu's own call is answered before the session goes.
    await expect(page.getByTestId('total-asset')).toHaveText(/^¥[\d,]+$/);
    const session = (await page.context().cookies()).find((c) => c.name === 'vela_session');
    const outsider = await playwrightRequest.newContext({ baseURL });
    const revoked = await outsider.post('/api/v1/auth/logout', {
      headers: { cookie: `vela_session=${session?.value}`, origin: baseURL as string },
    });
    expect(revoked.ok()).toBe(true);
    await outsider.dispose();

    // The next call gets a 401: the browser lands on login with the way back. That call is the
    // click's, or one the page makes by itself meanwhile (then the way back is the page, and the
    // link may be gone before the click).
    const onLogin = /\/ja_JP\/login\?redirectUrl=%2Fja_JP%2F(account|events-courses)$/;
    await Promise.race([
      page.waitForURL(onLogin),
      page
        .getByRole('link', { name: ja('account.heading') })
        .click()
        .catch(() => undefined),
    ]);
    await expect(page).toHaveURL(onLogin);
    const wayBack = new URL(page.url()).searchParams.get('redirectUrl') as string;
    expect((await page.context().cookies()).find((c) => c.name === 'correctionToken')).toBeUndefined();

    // Log in again: back where the user was.
    await hydrated(page);
    await page.getByLabel(ja('auth.account')).fill(account);
    await page.getByLabel(ja('auth.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: ja('auth.submitLogin') }).click();
    await expect(page).toHaveURL(`${baseURL}${wayBack}`);
    await expect(page.getByRole('button', { name: ja('account.menuLabel') })).toBeVisible();
  });

  for (const target of ['//evil.example/steal', '/\\evil.example/x']) {
    test(`an open-redirect attempt through forwardUrl (${target}) lands on /`, async ({ page, baseURL }) => {
      const { account, password } = await registerByApi(page.request, baseURL as string);
      await page.context().clearCookies();
      await page.goto(`/login?forwardUrl=${encodeURIComponent(target)}`);
      await page.getByLabel(en('auth.account')).fill(account);
      await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
      await hydrated(page);
      await page.getByRole('button', { name: en('auth.submitLogin') }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
    });
  }

  test('a wrong password gets one message for both mistakes, nothing else happens', async ({ page, baseURL }) => {
    const { account } = await registerByApi(page.request, baseURL as string);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByLabel(en('auth.password'), { exact: true }).fill('not-the-password1');
    await hydrated(page);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page.getByTestId('form-error')).toHaveText(en('auth.errors.wrongCredentials'));
    await page.getByLabel(en('auth.account')).fill(uniqueEmail());
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page.getByTestId('form-error')).toHaveText(en('auth.errors.wrongCredentials'));
    expect((await page.context().cookies()).find((c) => c.name === 'correctionToken')).toBeUndefined();
  });

  test('the signed-in header fits a 360 px phone on every signed-in screen', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInByApi(page, baseURL as string);
    for (const path of ['/', '/markets', '/trade/BTC_USDT', '/wallet', '/account']) {
      await page.goto(path);
      await expect(page.locator('.account-menu')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('the password field toggles visibility from the keyboard', async ({ page }) => {
    await page.goto('/login');
    const field = page.getByLabel(en('auth.password'), { exact: true });
    await field.fill('secret');
    await expect(field).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: en('auth.showPassword') });
    await expect(async () => {
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(field).toHaveAttribute('type', 'text', { timeout: 500 });
    }).toPass();
  });
});
