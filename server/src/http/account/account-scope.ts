import type { FastifyInstance } from 'fastify';
import type { SessionCache } from '../../accounts/session-cache.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Bus } from '../../infra/bus/bus.ts';
import { sameOriginGuard } from '../csrf.ts';
import { answerPrivately } from '../replies.ts';

export const MINUTE = 60_000;
/** One code per account per minute, sign-up and reset codes alike: what the client's "resend" countdown waits for. */
export const RESEND_AFTER_SECONDS = 60;

/** What the sign-up and login routes and the security routes are built from. */
export interface AccountRouteDeps {
  config: Config;
  database: Database;
  bus: Bus;
  sessions: Pick<SessionCache, 'forgetSession'>;
}

/** Their shared set-up: every answer private; the database, the cookie setting and the same-origin guard. */
export function accountScope(app: FastifyInstance, { config, database }: AccountRouteDeps) {
  answerPrivately(app);
  return {
    db: database.db,
    secure: secureCookies(config.PUBLIC_URL),
    sameOriginOnly: sameOriginGuard(config.PUBLIC_URL),
  };
}
