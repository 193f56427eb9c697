import { securityOperations } from '@vela/contracts/operations/security';
import {
  antiPhishingRequestSchema,
  type ChangePasswordResponse,
  changePasswordRequestSchema,
  type LoginHistoryResponse,
  loginHistoryQuerySchema,
  type OkResponse,
  type ResetCodeResponse,
  type RevokeOthersResponse,
  resetCodeRequestSchema,
  resetPasswordRequestSchema,
  type SecurityOverview,
  type SessionListResponse,
  sessionIdParamsSchema,
} from '@vela/contracts/security';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { maskAntiPhishingCode, sendUserMail, setAntiPhishingCode } from '../../accounts/anti-phishing.ts';
import { CODE_TTL_SECONDS, checkCode, issueCode } from '../../accounts/codes.ts';
import { loginHistory } from '../../accounts/login-history.ts';
import { LoginThrottle } from '../../accounts/login-throttle.ts';
import { maskAccount } from '../../accounts/mask.ts';
import { changePassword, RESET_CODE_PURPOSE, resetPassword } from '../../accounts/password-reset.ts';
import { hashPassword, verifyPassword } from '../../accounts/passwords.ts';
import { hitAll, RateLimiter } from '../../accounts/rate-limit.ts';
import { notifySecurityEvent } from '../../accounts/security-notices.ts';
import { fill, messageLocale, securityTexts } from '../../accounts/security-texts.ts';
import { clearSessionCookies } from '../../accounts/session-cookies.ts';
import { requestOrigin } from '../../accounts/session-device.ts';
import { listSessions } from '../../accounts/session-list.ts';
import { revokeUserSession, revokeUserSessions, type UserRow } from '../../accounts/sessions.ts';
import type { UserNoticeDeps } from '../../accounts/user-notice-deps.ts';
import { findUserByAccount } from '../../accounts/users.ts';
import { apiError, BadRequestError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { tooManyRequests } from '../replies.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';
import { type AccountRouteDeps, accountScope, MINUTE, RESEND_AFTER_SECONDS } from './account-scope.ts';

/** Password reset and change, the devices list, login history and the anti-phishing code. */
export async function securityRoutes(app: FastifyInstance, deps: AccountRouteDeps): Promise<void> {
  const { config, bus, sessions } = deps;
  const { db, secure, sameOriginOnly } = accountScope(app, deps);
  const { mailer, rateLimits: store } = app.accountServices;
  const notices: UserNoticeDeps = { db, bus, mailer, log: app.log, publicUrl: config.PUBLIC_URL };

  const limits = {
    resetCodePerAccount: new RateLimiter(store, {
      name: 'reset-code-account',
      max: 1,
      windowMs: RESEND_AFTER_SECONDS * 1000,
    }),
    resetCodePerIp: new RateLimiter(store, { name: 'reset-code-ip', max: 20, windowMs: 60 * MINUTE }),
    resetPerIp: new RateLimiter(store, { name: 'reset-ip', max: 30, windowMs: 60 * MINUTE }),
    // The login's throttle (http/account/auth.ts): a successful reset starts the account's count over.
    login: new LoginThrottle(store),
    // Wrong current passwords per user, like failed logins.
    passwordPerUser: new RateLimiter(store, { name: 'password-check-user', max: 5, windowMs: 15 * MINUTE }),
  };

  /** Every instance forgets these sessions at once; this one even if the bus is down. */
  function endSessions(userId: string, sessionIds: readonly string[]): void {
    for (const sessionId of sessionIds) {
      sessions.forgetSession(sessionId);
      bus.publish('session.ended', { sessionId, userId });
    }
  }

  /** Checks the user's current password, counting wrong ones; throws the 400 or answers the 429. */
  async function confirmPassword(
    reply: FastifyReply,
    user: UserRow,
    password: string,
    field: string,
  ): Promise<FastifyReply | undefined> {
    const decision = await limits.passwordPerUser.hit(user.id);
    if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
    if (!(await verifyPassword(password, user.passwordHash))) {
      const message = 'the password is wrong';
      throw new BadRequestError(`invalid input: ${field}: ${message}`, { [field]: message });
    }
    await limits.passwordPerUser.reset(user.id);
    return undefined;
  }

  route(
    app,
    securityOperations.resetCode,
    async (request, reply): Promise<ResetCodeResponse | FastifyReply> => {
      const { account } = parseInput(resetCodeRequestSchema, request.body);
      const decision = await hitAll([
        [limits.resetCodePerIp, request.ip],
        [limits.resetCodePerAccount, account],
      ]);
      if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      // A code is issued either way, so an unknown account takes the same database work and gets
      // the same answer; only a known account is mailed, after the answer, so timing tells nothing.
      const code = await issueCode(db, account, RESET_CODE_PURPOSE);
      const user = await findUserByAccount(db, account);
      if (user) {
        sendResetCode(user, account, code).catch((error: unknown) =>
          request.log.error({ err: error }, 'could not send a password reset code'),
        );
      }
      return {
        sentTo: maskAccount(account),
        expiresInSeconds: CODE_TTL_SECONDS,
        resendAfterSeconds: RESEND_AFTER_SECONDS,
      };
    },
    { preHandler: sameOriginOnly },
  );

  async function sendResetCode(user: UserRow, account: string, code: string): Promise<void> {
    const texts = securityTexts[await messageLocale(db, user.id)].resetCode;
    const values = { code, minutes: String(CODE_TTL_SECONDS / 60) };
    await sendUserMail({ db, mailer }, user.id, {
      to: account,
      subject: fill(texts.subject, values),
      text: fill(texts.body, values),
    });
  }

  route(
    app,
    securityOperations.reset,
    async (request, reply): Promise<OkResponse | FastifyReply> => {
      const input = parseInput(resetPasswordRequestSchema, request.body);
      const decision = await limits.resetPerIp.hit(request.ip);
      if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      const codeId = await checkCode(db, input.account, RESET_CODE_PURPOSE, input.code);
      if (!codeId) throw wrongCode();
      const reset = await resetPassword(db, {
        account: input.account,
        codeId,
        passwordHash: await hashPassword(input.newPassword),
      });
      if (!reset.ok) throw wrongCode();
      endSessions(reset.userId, reset.endedSessions);
      await limits.login.forgive(input.account, request.ip);
      const { ip, device } = requestOrigin(request);
      await notifySecurityEvent(notices, { id: reset.userId }, 'password-reset', { ip, device });
      return { ok: true };
    },
    { preHandler: sameOriginOnly },
  );

  // The routes below are the signed-in user's own: one hook answers 401 without a session.
  requireSignIn(app, { db, secure });

  route(
    app,
    securityOperations.changePassword,
    async (request, reply): Promise<ChangePasswordResponse | FastifyReply> => {
      const session = signedInSession(request);
      const input = parseInput(changePasswordRequestSchema, request.body);
      const refused = await confirmPassword(reply, session.user, input.currentPassword, 'currentPassword');
      if (refused) return refused;
      if (input.newPassword === input.currentPassword) {
        const message = 'the new password must differ from the current one';
        throw new BadRequestError(`invalid input: newPassword: ${message}`, { newPassword: message });
      }
      const ended = await changePassword(db, {
        userId: session.user.id,
        passwordHash: await hashPassword(input.newPassword),
        currentSessionId: session.sessionId,
      });
      endSessions(session.user.id, ended);
      // The cached copy of this session holds the old password hash: read the user afresh next time.
      sessions.forgetSession(session.sessionId);
      const { ip, device } = requestOrigin(request);
      await notifySecurityEvent(notices, session.user, 'password-changed', { ip, device });
      return { ok: true, endedSessions: ended.length };
    },
    { preHandler: sameOriginOnly },
  );

  route(app, securityOperations.sessions, async (request): Promise<SessionListResponse> => {
    const session = signedInSession(request);
    return { sessions: await listSessions(db, session.user.id, session.sessionId) };
  });

  route(
    app,
    securityOperations.revokeSession,
    async (request, reply): Promise<OkResponse | FastifyReply> => {
      const session = signedInSession(request);
      const { id } = parseInput(sessionIdParamsSchema, request.params);
      if (!(await revokeUserSession(db, session.user.id, id))) {
        return reply.status(404).send(apiError(404, 'no such session: it may have ended already'));
      }
      endSessions(session.user.id, [id]);
      if (id === session.sessionId) clearSessionCookies(reply, secure);
      return { ok: true };
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    securityOperations.revokeOtherSessions,
    async (request): Promise<RevokeOthersResponse> => {
      const session = signedInSession(request);
      const ended = await revokeUserSessions(db, session.user.id, session.sessionId);
      endSessions(session.user.id, ended);
      return { endedSessions: ended.length };
    },
    { preHandler: sameOriginOnly },
  );

  route(app, securityOperations.loginHistory, async (request): Promise<LoginHistoryResponse> => {
    const session = signedInSession(request);
    const { limit, before } = parseInput(loginHistoryQuerySchema, request.query);
    const rows = await loginHistory(db, session.user.id, { limit: limit + 1, before });
    const page = rows.slice(0, limit);
    return {
      events: page.map((row) => ({ ...row, at: row.at.toISOString() })),
      nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  });

  function overviewOf(user: Pick<UserRow, 'antiPhishingCode' | 'passwordChangedAt'>): SecurityOverview {
    return {
      antiPhishingCode: user.antiPhishingCode ? maskAntiPhishingCode(user.antiPhishingCode) : null,
      passwordChangedAt: user.passwordChangedAt?.toISOString() ?? null,
    };
  }

  route(app, securityOperations.overview, async (request): Promise<SecurityOverview> => {
    const session = signedInSession(request);
    return overviewOf(session.user);
  });

  route(
    app,
    securityOperations.antiPhishing,
    async (request, reply): Promise<SecurityOverview | FastifyReply> => {
      const session = signedInSession(request);
      const input = parseInput(antiPhishingRequestSchema, request.body);
      const refused = await confirmPassword(reply, session.user, input.password, 'password');
      if (refused) return refused;
      await setAntiPhishingCode(db, session.user.id, input.code);
      // The cached session carries the user row: the next request reads the new code.
      sessions.forgetSession(session.sessionId);
      return overviewOf({ ...session.user, antiPhishingCode: input.code });
    },
    { preHandler: sameOriginOnly },
  );
}

function wrongCode(): BadRequestError {
  const message = 'the code is wrong or has expired; ask for a new one';
  return new BadRequestError(`invalid input: code: ${message}`, { code: message });
}
