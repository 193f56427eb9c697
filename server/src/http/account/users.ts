import { accountOperations } from '@vela/contracts/operations/account';
import { type PreferencesResponse, preferencesUpdateSchema } from '@vela/contracts/preferences';
import type { TopsInfoResponse } from '@vela/contracts/session';
import type { FastifyInstance } from 'fastify';
import { readPreferences, updatePreferences } from '../../accounts/preferences.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import { toProfile } from '../../accounts/users.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sameOriginGuard } from '../csrf.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { currentSession } from '../request-session.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

/** The current user's home-page info and preferences (language, message language, pricing currency). */
export async function userRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);

  answerPrivately(app);

  // POST although it reads: the spec's contract. It changes nothing, so it needs no CSRF check.
  route(app, accountOperations.topsInfo, async (request, reply): Promise<TopsInfoResponse> => {
    const session = await currentSession(db, request, reply, secure);
    return session ? { id: session.user.id, userInfo: toProfile(session.user) } : { id: null, userInfo: null };
  });

  // The routes below are the signed-in user's own: one hook answers 401 without a session.
  requireSignIn(app, { db, secure });

  route(app, accountOperations.preferences, async (request): Promise<PreferencesResponse> => {
    const session = signedInSession(request);
    return { code: 0, data: await readPreferences(db, session.user.id) };
  });

  route(
    app,
    accountOperations.updatePreferences,
    async (request): Promise<PreferencesResponse> => {
      const session = signedInSession(request);
      const update = parseInput(preferencesUpdateSchema, request.body);
      return { code: 0, data: await updatePreferences(db, session.user.id, update) };
    },
    { preHandler: sameOriginGuard(config.PUBLIC_URL) },
  );
}
