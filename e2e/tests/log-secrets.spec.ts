import { readFileSync } from 'node:fs';
import { latestCode, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { findLeaks, readRecordedSecrets, recordSecret } from '../support/log-secrets.ts';
import { secretsInJson } from '../support/secret-harvest.ts';

const requestLine =
  '{"level":30,"time":1764175181123,"pid":4242,"hostname":"ci","reqId":"req-1a","req":{"method":"POST","url":"/api/v1/auth/login","host":"127.0.0.1:41234","remoteAddress":"127.0.0.1","remotePort":51234},"msg":"incoming request"}';
const responseLine =
  '{"level":30,"time":1764175181456,"pid":4242,"hostname":"ci","reqId":"req-1a","res":{"statusCode":200},"responseTime":12.123456,"msg":"request completed"}';

test.describe('the secrets-in-logs check', () => {
  test('finds recorded secrets and secret shapes, and nothing in ordinary request lines', () => {
    expect(findLeaks([requestLine, responseLine].join('\n'), [{ kind: 'code', value: '123456' }])).toEqual([]);
    // A passkey's credential id in a path names a resource: not a secret.
    const renamePath = '{"req":{"url":"/api/v1/security/passkeys/b7WKXyOuIMfwvpskZf8DorktuCY_j6kWtkMgPXVeZ1E/rename"}}';
    expect(findLeaks(renamePath, [])).toEqual([]);

    const token = 'b7WKXyOuIMfwvpskZf8DorktuCY_j6kWtkMgPXVeZ1E';
    const log = [
      requestLine,
      `{"msg":"login failed for Trade2win-secret"}`,
      `{"msg":"code 123456 sent"}`,
      `{"msg":"session ${token} opened"}`,
      `{"msg":"enrolled","uri":"otpauth://totp/Vela:a@b?secret=JBSWY3DPEHPK3PXP"}`,
      `{"body":{"account":"a@b.c","password":"hunter22"}}`,
      `{"headers":{"authorization":"Bearer abcdefghijkl"}}`,
    ].join('\n');
    const leaks = findLeaks(log, [
      { kind: 'password', value: 'Trade2win-secret' },
      { kind: 'code', value: '123456' },
    ]);
    expect(leaks.map((leak) => [leak.line, leak.kind])).toEqual([
      [2, 'password'],
      [3, 'code'],
      [4, 'session token (shape)'],
      [5, 'TOTP provisioning URI'],
      [6, 'secret field'],
      [7, 'bearer credential'],
      [7, 'secret field'],
    ]);
    // The report never repeats a secret whole.
    for (const leak of leaks) expect(leak.excerpt).not.toContain('Trade2win-secret');
    expect(leaks[2]?.excerpt).not.toContain(token);
  });

  test('picks the secrets out of request and answer bodies', () => {
    const body = {
      account: 'a@b.c',
      password: 'hunter22',
      key: { id: 'k1', secret: 's3cr3t-value' },
      recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'],
    };
    expect(secretsInJson(body)).toEqual([
      ['password', 'hunter22'],
      ['secret', 's3cr3t-value'],
      ['recoveryCodes', 'aaaa-bbbb'],
      ['recoveryCodes', 'cccc-dddd'],
    ]);
  });

  test('the server has logged none of the secrets of a sign-up and login so far', async ({ page, baseURL }) => {
    const logFile = process.env.VELA_SERVER_LOG;
    const secretsFile = process.env.VELA_SECRETS_FILE;
    test.skip(!logFile || !secretsFile, 'runs under the global setup, which captures the server log');
    const account = uniqueEmail();
    const password = `Pw-${Date.now()}-log-check`;
    recordSecret('password', password);
    const headers = { origin: baseURL as string };
    expect((await page.request.post('/api/v1/auth/code', { data: { account }, headers })).ok()).toBe(true);
    const verificationCode = await latestCode(page.request, account);
    recordSecret('code', verificationCode);
    const registered = await page.request.post('/api/v1/auth/register', {
      data: { account, password, verificationCode, delivery: 'token' },
      headers,
    });
    expect(registered.status()).toBe(201);
    recordSecret('session token', ((await registered.json()) as { token?: string }).token);
    // A wrong password and a right one, by the browser's own login call.
    await page.goto('/login');
    for (const attempt of [`${password}-wrong`, password]) {
      recordSecret('password', attempt);
      await page.evaluate(
        async ({ account, attempt }) => {
          await fetch('/api/v1/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ account, password: attempt }),
          });
        },
        { account, attempt },
      );
    }
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'vela_session')).toBe(true);
    const log = readFileSync(logFile as string, 'utf8');
    expect(log).toContain('/api/v1/auth/login');
    expect(findLeaks(log, readRecordedSecrets(secretsFile as string))).toEqual([]);
  });
});
