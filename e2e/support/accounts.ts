import type { APIRequestContext, Page } from '@playwright/test';

let counter = 0;

/** A fresh e-mail address per call, unique across workers and runs. */
export function uniqueEmail(): string {
  counter += 1;
  return `trader-${process.pid}-${Date.now()}-${counter}@example.com`;
}

/** The latest code the platform mailed to `account`, read from the development outbox. */
export async function latestCode(request: APIRequestContext, account: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get(`/api/v1/auth/outbox?to=${encodeURIComponent(account)}`);
    const body = (await response.json()) as { messages: { text: string }[] };
    const code = body.messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${account}`);
}

/**
 * A client address of its own per account made through the API (the benchmarking range
 * 198.18.0.0/15, RFC 2544): the suite makes more accounts than one address may in an hour (20
 * codes), as many traders would. Only the shared server trusts it (TRUST_PROXY); elsewhere the
 * header is ignored.
 */
function clientAddress(): string {
  return `198.18.${(process.pid + counter) % 250}.${counter % 250}`;
}

/** Registers through the API (the same calls the form makes) and returns the credentials. */
export async function registerByApi(request: APIRequestContext, baseURL: string, language = 'en_US') {
  const account = uniqueEmail();
  const password = 'Trade2win';
  const headers = { origin: baseURL, 'x-forwarded-for': clientAddress() };
  const sent = await request.post('/api/v1/auth/code', { data: { account }, headers });
  if (!sent.ok()) throw new Error(`code request failed: ${sent.status()}`);
  const verificationCode = await latestCode(request, account);
  const registered = await request.post('/api/v1/auth/register', {
    data: { account, password, verificationCode, language, delivery: 'token' },
    headers,
  });
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  return { account, password };
}

/** A fresh account (with the demo grant), signed in with cookies in this page's browser context. */
export async function signInByApi(page: Page, baseURL: string): Promise<{ account: string; password: string }> {
  const credentials = await registerByApi(page.request, baseURL);
  const response = await page.request.post('/api/v1/auth/login', {
    data: credentials,
    headers: { origin: baseURL },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return credentials;
}

/**
 * Identity verification level 1 through the API, as the verification page sends it, for the
 * account signed in on `request` (cookies). Futures orders that may open a position need it.
 */
export async function completeKycLevelOneByApi(request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.post('/api/v1/kyc/level-1', {
    data: { legalName: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'FR' },
    headers: { origin: baseURL },
  });
  if (!response.ok()) throw new Error(`KYC level 1 failed: ${response.status()} ${await response.text()}`);
}
