import type { CDPSession, Page } from '@playwright/test';
import { registerByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';
import { freePort, type RunningServer, startServer, temporaryDataDir } from '../support/server-process.ts';

const en = messages('en_US');

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator that keeps
 * discoverable credentials, verifies the user and answers every prompt at once.
 */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

// WebAuthn needs a host name for its relying party, not an IP address: this suite runs a server of
// its own whose PUBLIC_URL is http://localhost:<port> (the shared one is http://127.0.0.1:<port>).
test.describe('passkeys', () => {
  let server: RunningServer;
  let removeDataDir: () => Promise<void>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dataDir = await temporaryDataDir();
    removeDataDir = dataDir.remove;
    const port = await freePort();
    server = await startServer({
      dataDir: dataDir.path,
      port,
      env: { PUBLIC_URL: `http://localhost:${port}`, DEV_OUTBOX: 'on', LOG_LEVEL: 'warn' },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await removeDataDir?.();
  });

  test('register a passkey on the security page, then sign in with it alone and as the second step', async ({
    browser,
  }) => {
    test.slow();
    const baseURL = `http://localhost:${server.port}`;
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    try {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
      const { account, password } = await registerByApi(page.request, baseURL);
      const login = await page.request.post('/api/v1/auth/login', {
        data: { account, password },
        headers: { origin: baseURL },
      });
      expect(login.ok()).toBe(true);

      // Add a passkey: a name, the password, then the (virtual) authenticator's prompt.
      await page.goto('/account/security');
      const section = page.getByTestId('passkeys-section');
      await expect(section.getByText(en('twoFactor.passkeys.empty'))).toBeVisible();
      await expect(async () => {
        await section.getByRole('button', { name: en('twoFactor.passkeys.add') }).click({ timeout: 1_000 });
        await expect(section.getByLabel(en('twoFactor.passkeys.name'))).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await section.getByLabel(en('twoFactor.passkeys.name')).fill('Test laptop');
      await section.getByLabel(en('twoFactor.confirmPassword')).fill(password);
      await section.getByRole('button', { name: en('twoFactor.passkeys.create') }).click();

      // The first second factor comes with the recovery codes.
      await expect(section.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
      await section.getByRole('button', { name: en('twoFactor.recovery.saved') }).click();
      await expect(section.getByTestId('passkey')).toHaveCount(1);
      await expect(section.getByTestId('passkey')).toContainText('Test laptop');
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]?.isResidentCredential).toBe(true);

      // Rename it.
      await section
        .getByRole('button', { name: en('twoFactor.passkeys.renameLabel', { name: 'Test laptop' }) })
        .click();
      await section.getByLabel(en('twoFactor.passkeys.name')).fill('Work laptop');
      await section.getByRole('button', { name: en('twoFactor.save') }).click();
      await expect(section.getByTestId('passkey')).toContainText('Work laptop');

      // Log out, then sign in with the passkey alone: no account name, no password.
      await context.clearCookies();
      await page.goto('/login?forwardUrl=%2Faccount');
      await expect(async () => {
        await page.getByTestId('passkey-sign-in').click({ timeout: 1_000 });
        await expect(page).toHaveURL(`${baseURL}/account`, { timeout: 3_000 });
      }).toPass();
      await expect(page.getByTestId('account-name')).toBeVisible();

      // With a passkey on the account, the password alone opens nothing: the passkey answers the second step.
      await context.clearCookies();
      await page.goto('/login');
      await page.getByLabel(en('auth.account')).fill(account);
      await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
      await hydrated(page);
      await page.getByRole('button', { name: en('auth.submitLogin') }).click();
      await expect(page.getByTestId('second-factor')).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'vela_session')).toBeUndefined();
      await page.getByRole('button', { name: en('auth.secondFactor.passkeyButton') }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('button', { name: en('account.menuLabel') })).toBeVisible();

      // Passkeys show when they were last used.
      await page.goto('/account/security');
      await expect(section.getByTestId('passkey')).not.toContainText(en('twoFactor.passkeys.neverUsed'));
    } finally {
      await context.close();
    }
  });
});
