import { apiKeyPaths, createdApiKeySchema, STEP_UP_REQUIRED } from '@vela/contracts/api-keys';
import { apiErrorSchema } from '@vela/contracts/errors';
import { TOTP_CODE_REUSED, totpEnableResponseSchema, totpSetupResponseSchema } from '@vela/contracts/two-factor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { buildTestApp, SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import { totpClock } from './support/totp-clock.ts';

const pglite = drivers.find((d) => d.driver === 'pglite');

describe('step-up before powerful API-key changes', () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    factory = await (pglite as NonNullable<typeof pglite>).create();
    database = await openMigrated(factory);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await factory?.dispose();
  });

  const { nextStep, codeAt } = totpClock();

  const post = (who: SignedUp, url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie: who.cookie, origin: SAME_ORIGIN } });
  const refusal = (response: { statusCode: number; json(): unknown }) => {
    const body = apiErrorSchema.parse(response.json());
    return { status: response.statusCode, reason: body.reason, fields: Object.keys(body.fields ?? {}) };
  };
  const tradeKey = { kind: 'hmac', label: 'bot', permissions: ['read', 'spot-trade'] };

  it('asks for the password where 2FA is off: a trade key, a change of permissions or allowlist', async () => {
    const who = await signUp(app);
    expect(refusal(await post(who, apiKeyPaths.keys, tradeKey))).toEqual({
      status: 403,
      reason: STEP_UP_REQUIRED,
      fields: ['password'],
    });
    expect(refusal(await post(who, apiKeyPaths.keys, { ...tradeKey, password: 'not-it-1' }))).toEqual({
      status: 400,
      reason: 'wrong-password',
      fields: ['password'],
    });
    expect((await post(who, apiKeyPaths.keys, { ...tradeKey, password: who.password })).statusCode).toBe(201);

    // A read-only key, and a new label, need nothing more than the session.
    const readOnly = await post(who, apiKeyPaths.keys, { kind: 'hmac', label: 'watch', permissions: ['read'] });
    expect(readOnly.statusCode).toBe(201);
    const { key } = createdApiKeySchema.parse(readOnly.json());
    expect((await post(who, apiKeyPaths.update(key.id), { label: 'watcher' })).statusCode).toBe(200);

    for (const change of [{ permissions: ['read', 'futures-trade'] }, { ipAllowlist: ['203.0.113.5'] }]) {
      expect(refusal(await post(who, apiKeyPaths.update(key.id), change))).toMatchObject({
        status: 403,
        reason: STEP_UP_REQUIRED,
      });
      expect((await post(who, apiKeyPaths.update(key.id), { ...change, password: who.password })).statusCode).toBe(200);
    }
    // Someone else's key stays a 404, proof or not.
    const other = await signUp(app);
    expect(
      (await post(other, apiKeyPaths.update(key.id), { permissions: ['read'], password: other.password })).statusCode,
    ).toBe(404);
  });

  it('asks for the authenticator code (or a recovery code) where it is on, not the password', async () => {
    const who = await signUp(app);
    const setup = totpSetupResponseSchema.parse(
      (await post(who, '/api/v1/security/two-factor/totp/setup', { password: who.password })).json(),
    );
    const enabled = await post(who, '/api/v1/security/two-factor/totp/enable', {
      code: codeAt(setup.secret, nextStep()),
    });
    const { recoveryCodes } = totpEnableResponseSchema.parse(enabled.json());

    expect(refusal(await post(who, apiKeyPaths.keys, { ...tradeKey, password: who.password }))).toEqual({
      status: 403,
      reason: STEP_UP_REQUIRED,
      fields: ['code'],
    });
    expect(refusal(await post(who, apiKeyPaths.keys, { ...tradeKey, code: '000000' }))).toMatchObject({
      status: 400,
      reason: 'wrong-code',
    });
    const code = codeAt(setup.secret, nextStep());
    const withCode = await post(who, apiKeyPaths.keys, { ...tradeKey, code });
    expect(withCode.statusCode, withCode.body).toBe(201);
    expect(refusal(await post(who, apiKeyPaths.keys, { ...tradeKey, code }))).toEqual({
      status: 400,
      reason: TOTP_CODE_REUSED,
      fields: ['code'],
    });
    const withRecovery = await post(who, apiKeyPaths.keys, { ...tradeKey, code: recoveryCodes?.[0] as string });
    expect(withRecovery.statusCode, withRecovery.body).toBe(201);

    // Turning the authenticator off takes its code too (two-factor.ts), never the session alone.
    expect((await post(who, '/api/v1/security/two-factor/totp/disable', {})).statusCode).toBe(400);
    expect(
      (await post(who, '/api/v1/security/two-factor/totp/disable', { code: codeAt(setup.secret, nextStep()) }))
        .statusCode,
    ).toBe(200);
  });
});
