import type { BrowserContext, Request, Response } from '@playwright/test';
import { recordSecret } from './log-secrets.ts';

/** Cookies that carry a credential (the session, the futures token). */
const SECRET_COOKIES = new Set(['vela_session', 'futuresToken']);

/** Body fields that carry a secret, in what the browser sends and what the API answers. */
const SECRET_FIELDS =
  /^(password|newPassword|currentPassword|verificationCode|code|totpCode|recoveryCode|token|secret|apiSecret|totpSecret|otpauthUri|otpauthUrl|privateKey)$/i;
const SECRET_LISTS = /^(recoveryCodes|codes)$/i;

const API_PATH = /^\/(api|futuresapi|asset|open|v2|realtime)\//;
const ACCOUNT_READS = /\/(auth|account|security|two-factor|api-keys|realtime)\b/;

/** Every string under a secret-bearing key of a JSON value, with the key it was found under. */
export function secretsInJson(value: unknown, found: [string, string][] = [], depth = 0): [string, string][] {
  if (depth > 6 || value === null || typeof value !== 'object') return found;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (typeof inner === 'string' && SECRET_FIELDS.test(key)) found.push([key, inner]);
    else if (Array.isArray(inner) && SECRET_LISTS.test(key)) {
      for (const item of inner) if (typeof item === 'string') found.push([key, item]);
    } else secretsInJson(inner, found, depth + 1);
  }
  return found;
}

function isApiCall(url: string): boolean {
  try {
    return API_PATH.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

function recordRequest(request: Request): void {
  if (request.method() === 'GET' || !isApiCall(request.url())) return;
  let body: unknown;
  try {
    body = request.postDataJSON();
  } catch {
    return;
  }
  for (const [key, value] of secretsInJson(body)) recordSecret(`request ${key}`, value);
}

async function recordResponse(response: Response): Promise<void> {
  const url = response.url();
  if (!isApiCall(url) || !response.ok()) return;
  // Secrets are answered by writes (login, enrolment, key creation) and by the account's own reads;
  // market data is left alone, so a busy page costs nothing.
  if (response.request().method() === 'GET' && !ACCOUNT_READS.test(new URL(url).pathname)) return;
  if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
  try {
    const body: unknown = await response.json();
    for (const [key, value] of secretsInJson(body)) recordSecret(`answer ${key}`, value);
    // The development outbox: the codes the platform mailed.
    if (new URL(url).pathname === '/api/v1/auth/outbox') {
      for (const message of (body as { messages?: { text?: string }[] }).messages ?? []) {
        for (const code of message.text?.match(/\b\d{6}\b/g) ?? []) recordSecret('mailed code', code);
      }
    }
  } catch {
    // A body that is gone (navigation) or not JSON after all holds nothing to record.
  }
}

/**
 * Watches a browser context for the whole test: what the pages send and get back from the API, and
 * the credential cookies it holds at the end, recorded for the end-of-run log check.
 */
export async function harvestSecrets(context: BrowserContext, use: () => Promise<void>): Promise<void> {
  const pending = new Set<Promise<void>>();
  const onResponse = (response: Response) => {
    const task = recordResponse(response).finally(() => pending.delete(task));
    pending.add(task);
  };
  context.on('request', recordRequest);
  context.on('response', onResponse);
  try {
    await use();
  } finally {
    context.off('request', recordRequest);
    context.off('response', onResponse);
    // A body still streaming (a long poll) must not hold the test: wait a moment, not for ever.
    await Promise.race([Promise.allSettled([...pending]), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    try {
      for (const cookie of await context.cookies()) {
        if (SECRET_COOKIES.has(cookie.name)) recordSecret(`cookie ${cookie.name}`, cookie.value);
      }
    } catch {
      // The context is already closed: its cookies were recorded as they were set, via the answers.
    }
  }
}
