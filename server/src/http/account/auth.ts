import {
  type AuthResponse,
  type CodeResponse,
  codeRequestSchema,
  type LoginResponse,
  type LogoutResponse,
  loginRequestSchema,
  type OutboxResponse,
  outboxQuerySchema,
  registerRequestSchema,
} from '@vela/contracts/auth';
import { isLocaleCode, type LocaleCode } from '@vela/contracts/locales';
import { authOperations } from '@vela/contracts/operations/auth';
import type { CurrentUserResponse } from '@vela/contracts/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendUserMail } from '../../accounts/anti-phishing.ts';
import { openChallenge } from '../../accounts/auth-challenges.ts';
import { CODE_TTL_SECONDS, checkCode, issueCode } from '../../accounts/codes.ts';
import { hasSignedInFrom } from '../../accounts/login-history.ts';
import { LoginThrottle } from '../../accounts/login-throttle.ts';
import type { MailMessage } from '../../accounts/mailer.ts';
import { maskAccount } from '../../accounts/mask.ts';
import { hashPassword, prepareDecoy, verifyDecoy, verifyPassword } from '../../accounts/passwords.ts';
import { hitAll, RateLimiter } from '../../accounts/rate-limit.ts';
import {
  SECOND_FACTOR_TTL_SECONDS,
  secondFactorMethods,
  secondFactorOn,
  secondFactorState,
} from '../../accounts/second-factor.ts';
import { notifySecurityEvent } from '../../accounts/security-notices.ts';
import { clearSessionCookies } from '../../accounts/session-cookies.ts';
import { requestOrigin } from '../../accounts/session-device.ts';
import { revokeSession } from '../../accounts/sessions.ts';
import { completeSignIn, recordRefusedLogin, type SignInDeps } from '../../accounts/sign-in.ts';
import { findUserByAccount, registerAccount, toProfile } from '../../accounts/users.ts';
import { apiError, BadRequestError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { tooManyRequests } from '../replies.ts';
import { currentSession } from '../request-session.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';
import { type AccountRouteDeps, accountScope, MINUTE, RESEND_AFTER_SECONDS } from './account-scope.ts';
import { loginStepRoutes } from './login-steps.ts';

/** Sign-up codes, register, login, logout and the current user; the dev outbox outside production. */
export async function authRoutes(app: FastifyInstance, deps: AccountRouteDeps): Promise<void> {
  const { config, bus, sessions } = deps;
  const { db, secure, sameOriginOnly } = accountScope(app, deps);
  const { mailer, outbox, rateLimits: store } = app.accountServices;
  // Made before the first login, so the first unknown account does not take longer than the rest.
  app.addHook('onReady', prepareDecoy);

  const limits = {
    // Password attempts per (account, address) pair, and past a higher count per account a delay.
    login: new LoginThrottle(store),
    // Every login attempt per address, generous enough for many people behind one NAT.
    loginPerIp: new RateLimiter(store, { name: 'login-ip', max: 100, windowMs: 15 * MINUTE }),
    codePerAccount: new RateLimiter(store, { name: 'code-account', max: 1, windowMs: RESEND_AFTER_SECONDS * 1000 }),
    codePerIp: new RateLimiter(store, { name: 'code-ip', max: 20, windowMs: 60 * MINUTE }),
    registerPerIp: new RateLimiter(store, { name: 'register-ip', max: 30, windowMs: 60 * MINUTE }),
  };

  const signIn: SignInDeps = {
    db,
    sessionTtlHours: config.SESSION_TTL_HOURS,
    secureCookies: secure,
    notices: { db, bus, mailer, log: app.log, publicUrl: config.PUBLIC_URL },
  };
  await app.register(loginStepRoutes, { signIn, publicUrl: config.PUBLIC_URL, loginPerIp: limits.loginPerIp });

  route(
    app,
    authOperations.code,
    async (request, reply): Promise<CodeResponse | FastifyReply> => {
      const { account, purpose } = parseInput(codeRequestSchema, request.body);
      const decision = await hitAll([
        [limits.codePerIp, request.ip],
        [limits.codePerAccount, account],
      ]);
      if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      const code = await issueCode(db, account, purpose);
      // A known account's mail carries its anti-phishing code, like every mail to a user.
      const known = await findUserByAccount(db, account);
      try {
        if (known) await sendUserMail({ db, mailer }, known.id, { ...codeMail(account, code), to: account });
        else await mailer.send(codeMail(account, code));
      } catch (error) {
        request.log.error({ err: error }, 'could not send a verification code');
        return reply.status(503).send(apiError(503, 'the code could not be sent; try again in a minute'));
      }
      return {
        sentTo: maskAccount(account),
        expiresInSeconds: CODE_TTL_SECONDS,
        resendAfterSeconds: RESEND_AFTER_SECONDS,
      };
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    authOperations.register,
    async (request, reply): Promise<AuthResponse | FastifyReply> => {
      const input = parseInput(registerRequestSchema, request.body);
      const decision = await limits.registerPerIp.hit(request.ip);
      if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      // The code is checked before anything else, so only the owner of an address learns whether it is taken.
      const codeId = await checkCode(db, input.account, 'register', input.verificationCode);
      if (!codeId) throw wrongCode();
      const registration = await registerAccount(db, {
        account: input.account,
        passwordHash: await hashPassword(input.password),
        codeId,
        language: input.language ?? headerLanguage(request),
      });
      if (!registration.ok) {
        if (registration.reason === 'code-used') throw wrongCode();
        return reply.status(409).send(apiError(409, 'this account is already registered: sign in instead'));
      }
      reply.status(201);
      return completeSignIn(signIn, request, reply, registration.user, {
        delivery: input.delivery,
        method: 'register',
      });
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    authOperations.login,
    async (request, reply): Promise<LoginResponse | FastifyReply> => {
      const input = parseInput(loginRequestSchema, request.body);
      // Counted before the password is checked, so a burst of parallel guesses cannot slip past the limit.
      const target = findUserByAccount(db, input.account);
      // Awaited below on every path; until then a failed lookup (the database down) must not be an unhandled rejection.
      target.catch(() => undefined);
      const byAddress = await limits.loginPerIp.hit(request.ip);
      const decision = byAddress.allowed
        ? await limits.login.attempt(input.account, request.ip, async () => {
            const user = await target;
            return user !== undefined && (await hasSignedInFrom(db, user.id, request.ip));
          })
        : byAddress;
      // Refusals are recorded without being awaited: a known account must not answer later than an unknown one.
      const notRecorded = (error: unknown) => request.log.warn({ err: error }, 'login attempt not recorded');
      if (!decision.allowed) {
        void target
          .then((user) => user && recordRefusedLogin(db, request, user.id, 'password', 'rate-limited'))
          .catch(notRecorded);
        return tooManyRequests(reply, decision.retryAfterSeconds);
      }
      const user = await target;
      if (user && 'crossedSlowdown' in decision && decision.crossedSlowdown) {
        // Many attempts on this account from several addresses: its owner hears of it (once per window).
        const { ip, device } = requestOrigin(request);
        void notifySecurityEvent(signIn.notices, user, 'repeated-failed-logins', { ip, device });
      }
      const valid = user ? await verifyPassword(input.password, user.passwordHash) : await verifyDecoy(input.password);
      if (user && !valid) {
        void recordRefusedLogin(db, request, user.id, 'password', 'wrong-password').catch(notRecorded);
      }
      // One answer for an unknown account and a wrong password, after the same amount of work.
      if (!user || !valid) throw new BadRequestError('wrong account or password');
      await limits.login.succeeded(input.account, request.ip);
      const factors = await secondFactorState(db, user.id);
      if (!secondFactorOn(factors)) {
        return completeSignIn(signIn, request, reply, user, { delivery: input.delivery, method: 'password' });
      }
      // The password was right, but it alone opens nothing: the session waits for the second step.
      const ticket = await openChallenge(db, {
        purpose: 'second-factor',
        userId: user.id,
        context: { delivery: input.delivery },
        ttlSeconds: SECOND_FACTOR_TTL_SECONDS,
      });
      await recordRefusedLogin(db, request, user.id, 'password', 'second-factor-required');
      return {
        secondFactor: { ticket, methods: secondFactorMethods(factors), expiresInSeconds: SECOND_FACTOR_TTL_SECONDS },
      };
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    authOperations.logout,
    async (request, reply): Promise<LogoutResponse> => {
      const session = await currentSession(db, request, reply, secure);
      if (session) {
        await revokeSession(db, session.sessionId);
        // Refused here at once, even with Redis down; the other instances forget it on the bus.
        sessions.forgetSession(session.sessionId);
        bus.publish('session.ended', { sessionId: session.sessionId, userId: session.user.id });
      }
      clearSessionCookies(reply, secure);
      return { ok: true };
    },
    { preHandler: sameOriginOnly },
  );

  // Mail that did not go through SMTP, readable over HTTP only where DEV_OUTBOX is on (docs/accounts.md).
  if (config.DEV_OUTBOX === 'on') {
    route(app, authOperations.outbox, async (request): Promise<OutboxResponse> => {
      const { to } = parseInput(outboxQuerySchema, request.query);
      return { messages: outbox.to(to) };
    });
  }

  // The routes below are the signed-in user's own: one hook answers 401 without a session.
  requireSignIn(app, { db, secure });

  route(app, authOperations.me, async (request): Promise<CurrentUserResponse> => {
    const session = signedInSession(request);
    return { user: toProfile(session.user) };
  });
}

function codeMail(account: string, code: string): MailMessage {
  return {
    to: account,
    subject: `Vela verification code: ${code}`,
    text: [
      `Your Vela verification code is ${code}.`,
      `It works once and expires in ${CODE_TTL_SECONDS / 60} minutes.`,
      'If you did not ask for it, you can ignore this message.',
    ].join('\n'),
  };
}

function wrongCode(): BadRequestError {
  const message = 'the code is wrong or has expired; ask for a new one';
  return new BadRequestError(`invalid input: verificationCode: ${message}`, { verificationCode: message });
}

/** The client's `language` / `x-language` header, when it names a known locale. */
function headerLanguage(request: FastifyRequest): LocaleCode | undefined {
  for (const name of ['language', 'x-language']) {
    const value = request.headers[name];
    if (isLocaleCode(value)) return value;
  }
  return undefined;
}
