import { twoFactorOperations } from '@vela/contracts/operations/two-factor';
import {
  type Passkey,
  type PasskeyOptionsResponse,
  type PasskeyRegisterResponse,
  passkeyIdParamsSchema,
  passkeyRegisterRequestSchema,
  passkeyRenameRequestSchema,
  passwordConfirmationSchema,
  type RecoveryCodesResponse,
  type TotpEnableResponse,
  type TotpSetupResponse,
  type TwoFactorStatus,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
} from '@vela/contracts/two-factor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { consumeChallenge, openChallenge, spendChallengeAttempt } from '../../accounts/auth-challenges.ts';
import {
  listPasskeys,
  newWebauthnChallenge,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
  savePasskey,
  toPasskey,
  verifyRegistration,
} from '../../accounts/passkeys.ts';
import { verifyPassword } from '../../accounts/passwords.ts';
import { replaceRecoveryCodes } from '../../accounts/recovery-codes.ts';
import {
  checkSecondFactorCode,
  codeReused,
  forgetRecoveryCodesIfOff,
  recoveryCodesForFirstFactor,
  secondFactorOn,
  secondFactorState,
  WEBAUTHN_TTL_SECONDS,
} from '../../accounts/second-factor.ts';
import { notifySecurityEvent, type SecurityEventKind } from '../../accounts/security-notices.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import { requestOrigin } from '../../accounts/session-device.ts';
import { otpauthUri } from '../../accounts/totp.ts';
import { beginTotp, disableTotp, enableTotp } from '../../accounts/totp-enrolment.ts';
import { reauthenticationLimiter, secondFactorLimiter } from '../../accounts/two-factor-limits.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Bus } from '../../infra/bus/bus.ts';
import { sameOriginGuard } from '../csrf.ts';
import { RequestRefusedError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately, tooManyRequests } from '../replies.ts';
import type { CurrentSession } from '../request-session.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

const ISSUER = 'Vela';

/** The security page's second factors: TOTP with recovery codes, and passkeys. */
export async function twoFactorRoutes(
  app: FastifyInstance,
  { config, database, bus }: { config: Config; database: Database; bus: Bus },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  const sameOriginOnly = sameOriginGuard(config.PUBLIC_URL);
  const relyingParty = relyingPartyOf(config.PUBLIC_URL);
  const { secretsKey, rateLimits, mailer } = app.accountServices;
  const codeLimit = secondFactorLimiter(rateLimits);
  const passwordLimit = reauthenticationLimiter(rateLimits);
  const notices = { db, bus, mailer, log: app.log, publicUrl: config.PUBLIC_URL };

  answerPrivately(app);
  // Every route here is the signed-in user's own: one hook answers 401 without a session, before any input is read.
  requireSignIn(app, { db, secure });

  /** Re-authentication before a sign-in factor is added or removed: a stolen session alone cannot. */
  async function confirmPassword(session: CurrentSession, password: string, reply: FastifyReply): Promise<boolean> {
    const decision = await passwordLimit.hit(session.user.id);
    if (!decision.allowed) {
      tooManyRequests(reply, decision.retryAfterSeconds);
      return false;
    }
    // Read fresh: the session's copy of the user predates a password change made elsewhere.
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, session.user.id));
    if (!row || !(await verifyPassword(password, row.hash))) {
      throw new RequestRefusedError(400, 'wrong-password', 'the password is wrong', 'password');
    }
    await passwordLimit.reset(session.user.id);
    return true;
  }

  /** Counts a code check against the account's second-factor limit; false when a 429 was sent. */
  async function allowCodeCheck(session: CurrentSession, reply: FastifyReply): Promise<boolean> {
    const decision = await codeLimit.hit(session.user.id);
    if (decision.allowed) return true;
    tooManyRequests(reply, decision.retryAfterSeconds);
    return false;
  }

  function notify(request: FastifyRequest, session: CurrentSession, kind: SecurityEventKind, name?: string): void {
    const { ip, device } = requestOrigin(request);
    // Not awaited: the change is made; the notice must not hold or fail the answer (it never throws).
    void notifySecurityEvent(notices, session.user, kind, { ip, device, ...(name ? { name } : {}) });
  }

  route(app, twoFactorOperations.status, async (request): Promise<TwoFactorStatus> => {
    const session = signedInSession(request);
    const [state, passkeys, [row]] = await Promise.all([
      secondFactorState(db, session.user.id),
      listPasskeys(db, session.user.id),
      db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, session.user.id)),
    ]);
    return {
      secondFactorRequired: secondFactorOn(state),
      totp: { enabled: state.totp, enabledAt: row?.enabledAt?.toISOString() ?? null },
      recoveryCodesLeft: state.recoveryCodesLeft,
      passkeys: passkeys.map(toPasskey),
    };
  });

  route(
    app,
    twoFactorOperations.totpSetup,
    async (request, reply): Promise<TotpSetupResponse | FastifyReply> => {
      const { password } = parseInput(passwordConfirmationSchema, request.body);
      const session = signedInSession(request);
      if (!(await confirmPassword(session, password, reply))) return reply;
      const secret = await beginTotp(db, secretsKey, session.user.id);
      if (!secret) throw new RequestRefusedError(409, 'already-enabled', 'the authenticator app is already on');
      const account = session.user.email ?? session.user.phone ?? session.user.id;
      const uri = otpauthUri({ issuer: ISSUER, account, secret });
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        secret,
        otpauthUri: uri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    twoFactorOperations.totpEnable,
    async (request, reply): Promise<TotpEnableResponse | FastifyReply> => {
      const { code } = parseInput(totpEnableRequestSchema, request.body);
      const session = signedInSession(request);
      if (!(await allowCodeCheck(session, reply))) return reply;
      const wasOn = secondFactorOn(await secondFactorState(db, session.user.id));
      const result = await enableTotp(db, secretsKey, session.user.id, code);
      if (result === 'wrong-code') throw wrongCode();
      if (result === 'already-enabled') {
        throw new RequestRefusedError(409, 'already-enabled', 'the authenticator app is already on');
      }
      if (result === 'not-started') {
        throw new RequestRefusedError(409, 'not-started', 'start the set-up again: no pending secret');
      }
      await codeLimit.reset(session.user.id);
      const recoveryCodes = await recoveryCodesForFirstFactor(db, session.user.id, wasOn);
      notify(request, session, 'two-factor-enabled');
      return recoveryCodes ? { recoveryCodes } : {};
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    twoFactorOperations.totpDisable,
    async (request, reply): Promise<{ ok: true } | FastifyReply> => {
      const { code } = parseInput(totpDisableRequestSchema, request.body);
      const session = signedInSession(request);
      if (!(await allowCodeCheck(session, reply))) return reply;
      const userId = session.user.id;
      const check = await checkSecondFactorCode({ db, secretsKey }, userId, code);
      if (check === 'reused') throw codeReused();
      if (check === 'wrong') throw wrongCode();
      await codeLimit.reset(userId);
      if (!(await disableTotp(db, userId))) {
        throw new RequestRefusedError(409, 'not-enabled', 'the authenticator app is not on');
      }
      await forgetRecoveryCodesIfOff(db, userId);
      notify(request, session, 'two-factor-disabled');
      return { ok: true };
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    twoFactorOperations.recoveryCodes,
    async (request, reply): Promise<RecoveryCodesResponse | FastifyReply> => {
      const { password } = parseInput(passwordConfirmationSchema, request.body);
      const session = signedInSession(request);
      if (!(await confirmPassword(session, password, reply))) return reply;
      if (!secondFactorOn(await secondFactorState(db, session.user.id))) {
        throw new RequestRefusedError(
          409,
          'not-enabled',
          'recovery codes come with a second factor: turn one on first',
        );
      }
      return { recoveryCodes: await replaceRecoveryCodes(db, session.user.id) };
    },
    { preHandler: sameOriginOnly },
  );

  route(app, twoFactorOperations.passkeys, async (request): Promise<{ passkeys: Passkey[] }> => {
    const session = signedInSession(request);
    return { passkeys: (await listPasskeys(db, session.user.id)).map(toPasskey) };
  });

  route(
    app,
    twoFactorOperations.passkeyOptions,
    async (request, reply): Promise<PasskeyOptionsResponse | FastifyReply> => {
      const { password } = parseInput(passwordConfirmationSchema, request.body);
      const session = signedInSession(request);
      if (!(await confirmPassword(session, password, reply))) return reply;
      const { user } = session;
      const challenge = newWebauthnChallenge();
      const account = user.email ?? user.phone ?? user.id;
      const options = await registrationOptions(
        relyingParty,
        { id: user.id, account },
        await listPasskeys(db, user.id),
        challenge,
      );
      const ticket = await openChallenge(db, {
        purpose: 'passkey-register',
        userId: user.id,
        challenge: challenge.text,
        ttlSeconds: WEBAUTHN_TTL_SECONDS,
      });
      return { ticket, options };
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    twoFactorOperations.passkeyRegister,
    async (request, reply): Promise<PasskeyRegisterResponse | FastifyReply> => {
      const input = parseInput(passkeyRegisterRequestSchema, request.body);
      const session = signedInSession(request);
      const userId = session.user.id;
      const step = await spendChallengeAttempt(db, input.ticket, 'passkey-register');
      if (!step?.challenge || step.userId !== userId) {
        throw new RequestRefusedError(400, 'step-expired', 'this passkey set-up has expired: start again');
      }
      const verified = await verifyRegistration(relyingParty, step.challenge, input.response);
      if (!verified) throw new RequestRefusedError(400, 'passkey-failed', 'the passkey could not be verified');
      const wasOn = secondFactorOn(await secondFactorState(db, userId));
      if (!(await consumeChallenge(db, step.id))) {
        throw new RequestRefusedError(400, 'step-expired', 'this passkey set-up has expired: start again');
      }
      const saved = await savePasskey(db, userId, input.name, verified);
      if (!saved) throw new RequestRefusedError(409, 'passkey-exists', 'this passkey is already registered');
      const recoveryCodes = await recoveryCodesForFirstFactor(db, userId, wasOn);
      notify(request, session, 'passkey-added', saved.name);
      reply.status(201);
      return { passkey: toPasskey(saved), ...(recoveryCodes ? { recoveryCodes } : {}) };
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    twoFactorOperations.passkeyRename,
    async (request): Promise<{ passkey: Passkey }> => {
      const { id } = parseInput(passkeyIdParamsSchema, request.params);
      const { name } = parseInput(passkeyRenameRequestSchema, request.body);
      const session = signedInSession(request);
      const renamed = await renamePasskey(db, session.user.id, id, name);
      if (!renamed) throw passkeyNotFound();
      return { passkey: toPasskey(renamed) };
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    twoFactorOperations.passkeyRemove,
    async (request, reply): Promise<{ ok: true } | FastifyReply> => {
      const { id } = parseInput(passkeyIdParamsSchema, request.params);
      const { password } = parseInput(passwordConfirmationSchema, request.body);
      const session = signedInSession(request);
      if (!(await confirmPassword(session, password, reply))) return reply;
      const removed = await removePasskey(db, session.user.id, id);
      if (!removed) throw passkeyNotFound();
      await forgetRecoveryCodesIfOff(db, session.user.id);
      notify(request, session, 'passkey-removed', removed.name);
      return { ok: true };
    },
    { preHandler: sameOriginOnly },
  );
}

function wrongCode(): RequestRefusedError {
  return new RequestRefusedError(400, 'wrong-code', 'the code is wrong', 'code');
}

function passkeyNotFound(): RequestRefusedError {
  return new RequestRefusedError(404, 'passkey-not-found', 'no such passkey on this account');
}
