import type { FastifyReply, FastifyRequest } from 'fastify';
import { FUTURES_TOKEN_HEADER, sessionIsLive, verifyFuturesToken } from '../../accounts/futures-tokens.ts';
import type { Db } from '../../db/client.ts';
import { currentSession } from '../request-session.ts';

/** Who calls the futures trading API, and with what. */
export interface FuturesCaller {
  userId: string;
  /** The session the call rides on, directly or through the futures token it minted. */
  sessionId: string;
  /** A session (cookie or session header), or only a futures token (`thirdAppToken`). */
  via: 'session' | 'futures-token';
}

/**
 * The caller of a futures trading call: the session first, as every other call finds it; without
 * one, a valid futures token in `thirdAppToken` whose session is still live. The client sends
 * `thirdAppToken` on every futures call, often stale or holding the login token: with a session it
 * is not looked at, so a stale one never turns a signed-in call away.
 */
export async function futuresCaller(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  { secure, tokenKey }: { secure: boolean; tokenKey: Buffer },
): Promise<FuturesCaller | undefined> {
  const session = await currentSession(db, request, reply, secure);
  if (session) return { userId: session.user.id, sessionId: session.sessionId, via: 'session' };
  const raw = request.headers[FUTURES_TOKEN_HEADER];
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!token) return undefined;
  const check = verifyFuturesToken(tokenKey, token);
  if (!check.ok) return undefined;
  const { uid, sid } = check.claims;
  return (await sessionIsLive(db, sid, uid)) ? { userId: uid, sessionId: sid, via: 'futures-token' } : undefined;
}
