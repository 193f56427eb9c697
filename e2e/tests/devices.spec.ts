import type { Page } from '@playwright/test';
import { signInByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Sign-up through the API leaves a token session of its own: only this browser's stays. */
async function signOutOtherSessions(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.post('/api/v1/security/sessions/revoke-others', { headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
}

test.describe('devices', () => {
  test('lists the signed-in devices and signs another one out from the list', async ({ page, browser, baseURL }) => {
    test.slow();
    const { account, password } = await signInByApi(page, baseURL as string);
    await signOutOtherSessions(page, baseURL as string);

    // A second device: another browser context, an iPhone by its user agent, signed in through the form.
    const phone = await browser.newContext({ baseURL: baseURL as string, userAgent: PHONE_AGENT });
    const phonePage = await phone.newPage();
    try {
      await phonePage.goto('/login');
      await phonePage.getByLabel(en('auth.account')).fill(account);
      await phonePage.getByLabel(en('auth.password'), { exact: true }).fill(password);
      await phonePage.getByRole('button', { name: en('auth.submitLogin') }).click();
      await expect(phonePage).not.toHaveURL(/\/login/);
      expect((await phonePage.request.get('/api/v1/auth/me')).status()).toBe(200);

      await page.goto('/account/devices');
      await expect(page.getByRole('heading', { name: en('security.devicesHeading') })).toBeVisible();
      const items = page.getByTestId('session-item');
      await expect(items).toHaveCount(2);
      const current = page.locator('[data-testid="session-item"][data-current="true"]');
      await expect(current.getByText(en('security.sessions.current'))).toBeVisible();
      const phoneItem = items.filter({ hasText: 'iOS 17.4' });
      await expect(phoneItem).toHaveCount(1);
      await expect(phoneItem).toContainText('Safari 17');

      // The login history has the phone's sign-in.
      const history = page.getByTestId('login-history');
      await expect(history.getByRole('columnheader', { name: en('security.history.result') })).toBeVisible();
      await expect(history.getByTestId('login-event').filter({ hasText: 'iOS 17.4' }).first()).toContainText(
        en('security.results.success'),
      );

      await phoneItem.getByRole('button', { name: en('security.sessions.revoke') }).click();
      await expect(page.getByText(en('security.sessions.revoked'))).toBeVisible();
      await expect(items).toHaveCount(1);
      await expect(page.getByText(en('security.sessions.onlyThis'))).toBeVisible();

      // The phone is signed out at once: its next call is refused and a page sends it to login.
      expect((await phonePage.request.get('/api/v1/auth/me')).status()).toBe(401);
      await phonePage.goto('/account/devices');
      await expect(phonePage).toHaveURL(/\/login/);

      // This browser is still signed in, and the list survives a reload.
      await page.reload();
      await expect(page.getByTestId('session-item')).toHaveCount(1);
    } finally {
      await phone.close();
    }
  });

  test('keeps the devices page usable on a 360 px phone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInByApi(page, baseURL as string);
    await signOutOtherSessions(page, baseURL as string);
    await page.goto('/account/devices');
    await expect(page.getByTestId('session-item')).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
