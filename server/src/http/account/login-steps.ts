import {
  type AuthResponse,
  loginPasskeyOptionsRequestSchema,
  type PasskeyLoginOptionsResponse,
  passkeyLoginOptionsRequestSchema,
  passkeyLoginRequestSchema,
  secondFactorRequestSchema,
} from '@vela/contracts/auth';
import { twoFactorOperations } from '@vela/contracts/operations/two-factor';
import type { LoginMethod } from '@vela/contracts/security';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type ChallengeRow,
  consumeChallenge,
  openChallenge,
  setChallenge,
  spendChallengeAttempt,
} from '../../accounts/auth-challenges.ts';
import {
  authenticationOptions,
  findPasskey,
  listPasskeys,
  newWebauthnChallenge,
  relyingPartyOf,
  verifyAssertion,
} from '../../accounts/passkeys.ts';
import { RateLimiter } from '../../accounts/rate-limit.ts';
import {
  codeReused,
  findUserById,
  proveSecondFactor,
  type SecondFactorProof,
  WEBAUTHN_TTL_SECONDS,
} from '../../accounts/second-factor.ts';
import { completeSignIn, recordRefusedLogin, type SessionDelivery, type SignInDeps } from '../../accounts/sign-in.ts';
import { secondFactorLimiter } from '../../accounts/two-factor-limits.ts';
import { sameOriginGuard } from '../csrf.ts';
import { RequestRefusedError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { tooManyRequests } from '../replies.ts';
import { route } from '../route.ts';

const METHOD_OF_PROOF: Record<SecondFactorProof['method'], LoginMethod> = {
  totp: 'password+totp',
  recovery: 'password+recovery',
  passkey: 'password+passkey',
};

/**
 * The steps after the password (TOTP, recovery code or passkey for an account with a second
 * factor) and the sign-in with a passkey alone. Registered inside authRoutes.
 */
export async function loginStepRoutes(
  app: FastifyInstance,
  { signIn, publicUrl, loginPerIp }: { signIn: SignInDeps; publicUrl: string; loginPerIp: RateLimiter },
): Promise<void> {
  const { db } = signIn;
  const sameOriginOnly = sameOriginGuard(publicUrl);
  const relyingParty = relyingPartyOf(publicUrl);
  const { secretsKey, rateLimits } = app.accountServices;
  const perAccount = secondFactorLimiter(rateLimits);
  const passkeyOptionsPerIp = new RateLimiter(rateLimits, { name: 'passkey-options-ip', max: 60, windowMs: 60_000 });

  route(
    app,
    twoFactorOperations.loginSecondFactor,
    async (request, reply): Promise<AuthResponse | FastifyReply> => {
      const input = parseInput(secondFactorRequestSchema, request.body);
      const byAddress = await loginPerIp.hit(request.ip);
      if (!byAddress.allowed) return tooManyRequests(reply, byAddress.retryAfterSeconds);
      const step = await spendChallengeAttempt(db, input.ticket, 'second-factor');
      if (!step?.userId) throw stepExpired();
      const method = METHOD_OF_PROOF[input.method];
      const byAccount = await perAccount.hit(step.userId);
      if (!byAccount.allowed) {
        await recordRefusedLogin(db, request, step.userId, method, 'rate-limited');
        return tooManyRequests(reply, byAccount.retryAfterSeconds);
      }
      let proof: SecondFactorProof;
      if (input.method === 'passkey') {
        if (!step.challenge) {
          throw new RequestRefusedError(400, 'passkey-not-started', 'ask for the passkey options of this step first');
        }
        proof = { method: 'passkey', response: input.response, challenge: step.challenge };
      } else {
        proof = { method: input.method, code: input.code };
      }
      const check = await proveSecondFactor({ db, secretsKey, relyingParty }, step.userId, proof);
      if (check !== 'valid') {
        await recordRefusedLogin(db, request, step.userId, method, 'wrong-second-factor');
        throw check === 'reused' ? codeReused() : wrongSecondFactor(input.method);
      }
      const user = await useStep(step);
      await perAccount.reset(step.userId);
      return completeSignIn(signIn, request, reply, user, { delivery: deliveryOf(step), method });
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    twoFactorOperations.loginPasskeyOptions,
    async (request, reply): Promise<PasskeyLoginOptionsResponse | FastifyReply> => {
      const { ticket } = parseInput(loginPasskeyOptionsRequestSchema, request.body);
      const decision = await passkeyOptionsPerIp.hit(request.ip);
      if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      // The challenge is set first and the options built from it, so the step is checked in one statement.
      const challenge = newWebauthnChallenge();
      const step = await setChallenge(db, ticket, 'second-factor', challenge.text);
      if (!step?.userId) throw stepExpired();
      const allow = await listPasskeys(db, step.userId);
      if (allow.length === 0) throw new RequestRefusedError(400, 'no-passkey', 'this account has no passkey');
      return { ticket, options: await authenticationOptions(relyingParty, allow, challenge) };
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    twoFactorOperations.passkeyLoginOptions,
    async (request, reply): Promise<PasskeyLoginOptionsResponse | FastifyReply> => {
      const { delivery } = parseInput(passkeyLoginOptionsRequestSchema, request.body ?? {});
      const decision = await passkeyOptionsPerIp.hit(request.ip);
      if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      const challenge = newWebauthnChallenge();
      const ticket = await openChallenge(db, {
        purpose: 'passkey-login',
        challenge: challenge.text,
        context: { delivery },
        ttlSeconds: WEBAUTHN_TTL_SECONDS,
      });
      return { ticket, options: await authenticationOptions(relyingParty, undefined, challenge) };
    },
    { preHandler: sameOriginOnly },
  );

  route(
    app,
    twoFactorOperations.passkeyLogin,
    async (request, reply): Promise<AuthResponse | FastifyReply> => {
      const input = parseInput(passkeyLoginRequestSchema, request.body);
      const byAddress = await loginPerIp.hit(request.ip);
      if (!byAddress.allowed) return tooManyRequests(reply, byAddress.retryAfterSeconds);
      const step = await spendChallengeAttempt(db, input.ticket, 'passkey-login');
      if (!step?.challenge) throw stepExpired();
      const passkey = await findPasskey(db, input.response.id);
      if (!passkey) {
        throw new RequestRefusedError(400, 'passkey-unknown', 'this passkey is not registered with any account here');
      }
      const byAccount = await perAccount.hit(passkey.userId);
      if (!byAccount.allowed) {
        await recordRefusedLogin(db, request, passkey.userId, 'passkey', 'rate-limited');
        return tooManyRequests(reply, byAccount.retryAfterSeconds);
      }
      // The passkey stands for both factors here, so the authenticator must have verified the person.
      if (!(await verifyAssertion(db, relyingParty, step.challenge, input.response, passkey, true))) {
        await recordRefusedLogin(db, request, passkey.userId, 'passkey', 'wrong-second-factor');
        throw wrongSecondFactor('passkey');
      }
      const user = await useStep(step, passkey.userId);
      await perAccount.reset(passkey.userId);
      return completeSignIn(signIn, request, reply, user, { delivery: deliveryOf(step), method: 'passkey' });
    },
    { preHandler: sameOriginOnly },
  );

  /** Uses the step up (once, whoever races) and returns its user. */
  async function useStep(step: ChallengeRow, userId = step.userId) {
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user || !(await consumeChallenge(db, step.id))) throw stepExpired();
    return user;
  }
}

function deliveryOf(step: ChallengeRow): SessionDelivery {
  return step.context.delivery === 'token' ? 'token' : 'cookie';
}

function stepExpired(): RequestRefusedError {
  return new RequestRefusedError(400, 'step-expired', 'this sign-in step has expired or was used: sign in again');
}

function wrongSecondFactor(method: SecondFactorProof['method']): RequestRefusedError {
  if (method === 'passkey') return new RequestRefusedError(400, 'passkey-failed', 'the passkey could not be verified');
  const message = method === 'totp' ? 'the code is wrong' : 'this recovery code is wrong or was already used';
  return new RequestRefusedError(400, 'wrong-code', message, 'code');
}
