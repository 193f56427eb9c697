import type { AuthResponse } from '@vela/contracts/auth';
import type { LoginMethod, LoginResult } from '@vela/contracts/security';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { isKnownDevice, recordLogin } from './login-history.ts';
import { notifySecurityEvent } from './security-notices.ts';
import { setSessionCookies } from './session-cookies.ts';
import { requestOrigin } from './session-device.ts';
import { createSession, type UserRow } from './sessions.ts';
import type { UserNoticeDeps } from './user-notice-deps.ts';
import { toProfile } from './users.ts';

export type SessionDelivery = 'cookie' | 'token';

export interface SignInDeps {
  db: Db;
  sessionTtlHours: number;
  secureCookies: boolean;
  notices: UserNoticeDeps;
}

/**
 * The end of every successful sign-in (password, password + second factor, passkey, sign-up):
 * the session, its cookies or token, the login history entry, and a notice when the device has
 * not signed in to this account before.
 */
export async function completeSignIn(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  { delivery, method }: { delivery: SessionDelivery; method: LoginMethod },
): Promise<AuthResponse> {
  const origin = requestOrigin(request);
  // A sign-up is its own first device: nothing to warn about.
  const newDevice = method !== 'register' && !(await isKnownDevice(deps.db, user.id, origin));
  const { token, expiresAt } = await createSession(deps.db, user.id, deps.sessionTtlHours, { ...origin, method });
  await recordLogin(deps.db, { userId: user.id, ...origin, method, result: 'success' });
  if (newDevice) {
    // Not awaited: a slow mail server must not hold the sign-in (the notice never throws).
    void notifySecurityEvent(deps.notices, user, 'new-device-login', { ip: origin.ip, device: origin.device });
  }
  if (delivery === 'cookie') setSessionCookies(reply, { token, userId: user.id, expiresAt }, deps.secureCookies);
  return { user: toProfile(user), expiresAt: expiresAt.toISOString(), ...(delivery === 'token' ? { token } : {}) };
}

/** A sign-in attempt on a known account that did not open a session. */
export async function recordRefusedLogin(
  db: Db,
  request: FastifyRequest,
  userId: string,
  method: LoginMethod,
  result: Exclude<LoginResult, 'success'>,
): Promise<void> {
  await recordLogin(db, { userId, ...requestOrigin(request), method, result });
}
