import {
  CORRECTION_TOKEN_COOKIE,
  CORRECTION_TOKEN_VALUE,
  SESSION_COOKIE,
  USER_ID_COOKIE,
} from '@vela/contracts/session';
import type { FastifyReply } from 'fastify';

/** Secure cookies whenever the public origin is https; plain http (a laptop) could not send them back. */
export function secureCookies(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}

/**
 * Sets the three cookies of a signed-in browser, all with the session's lifetime: the secret
 * (httpOnly) and the two script-readable ones the client reads (userId, the logged-in marker).
 */
export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; userId: string; expiresAt: Date },
  secure: boolean,
): void {
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  const common = { path: '/', sameSite: 'lax', secure, maxAge } as const;
  reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  reply.setCookie(USER_ID_COOKIE, session.userId, common);
  reply.setCookie(CORRECTION_TOKEN_COOKIE, CORRECTION_TOKEN_VALUE, common);
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  for (const name of [SESSION_COOKIE, USER_ID_COOKIE, CORRECTION_TOKEN_COOKIE]) {
    reply.clearCookie(name, { path: '/', sameSite: 'lax', secure, httpOnly: name === SESSION_COOKIE });
  }
}
