import { authResponseSchema, outboxResponseSchema } from '@vela/contracts/auth';
import type { Profile } from '@vela/contracts/session';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { type AppOptions, buildApp } from '../../src/http/app.ts';

/**
 * The API as the server builds it, without the web app, with logging off; `env` adds settings,
 * `options` what main.ts would give (a shared feed, the relay's settings).
 */
export function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'feed' | 'orderRelay'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PORT: '0',
    SECRETS_KEY: 'test-secrets-key-0123456789abcdef0123',
    ...env,
  });
  return buildApp({ config, database, ...options });
}

/** Runs `use` against an app over `database`, closing both afterwards whatever happens. */
export async function withTestApp<T>(database: Database, use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildTestApp(database);
  try {
    return await use(app);
  } finally {
    await app.close();
    await database.close().catch(() => {});
  }
}

/** The origin of a request `fastify.inject` addresses (Host: localhost:80): same-origin for the CSRF rule. */
export const SAME_ORIGIN = 'http://localhost';

let accountSerial = 0;

/** A fresh e-mail address per call, so tests never collide on an account or its rate limits. */
export function uniqueEmail(prefix = 'trader'): string {
  accountSerial += 1;
  return `${prefix}.${process.pid}.${accountSerial}.${Date.now()}@example.com`;
}

/** The latest code sent to `account`, read from the dev outbox route like a developer would. */
export async function latestCode(app: FastifyInstance, account: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/auth/outbox?to=${encodeURIComponent(account)}` });
  const { messages } = outboxResponseSchema.parse(response.json());
  const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${account}`);
  return code;
}

/**
 * A fresh client address per call: the per-address limits (codes, registrations) stay out of the
 * way of tests that are not about them.
 */
export function uniqueAddress(): string {
  accountSerial += 1;
  return `10.${(accountSerial >> 16) & 255}.${(accountSerial >> 8) & 255}.${accountSerial & 255}`;
}

export async function requestCode(app: FastifyInstance, account: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/code',
    headers: { origin: SAME_ORIGIN },
    payload: { account },
    remoteAddress: uniqueAddress(),
  });
}

/** The cookies a response sets, as a Cookie request header would carry them. */
export function cookieHeaderFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export interface SignedUp {
  account: string;
  password: string;
  user: Profile;
  /** The Cookie header a browser holds after signing up. */
  cookie: string;
}

/** Signs up through the real endpoints: code, outbox, register. */
export async function signUp(
  app: FastifyInstance,
  {
    account = uniqueEmail(),
    password = 'demo-pass-1',
    language,
  }: { account?: string; password?: string; language?: string } = {},
): Promise<SignedUp> {
  const sent = await requestCode(app, account);
  if (sent.statusCode !== 200) throw new Error(`code request failed: ${sent.statusCode} ${sent.body}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { origin: SAME_ORIGIN },
    payload: { account, password, verificationCode: await latestCode(app, account), ...(language ? { language } : {}) },
    remoteAddress: uniqueAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { user } = authResponseSchema.parse(response.json());
  return { account, password, user, cookie: cookieHeaderFrom(response) };
}
