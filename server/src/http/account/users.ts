import {
  PREFERENCES_GET_PATH,
  PREFERENCES_UPDATE_PATH,
  type PreferencesResponse,
  preferencesResponseSchema,
  preferencesUpdateSchema,
} from '@vela/contracts/preferences';
import { TOPS_INFO_PATH, type TopsInfoResponse, topsInfoResponseSchema } from '@vela/contracts/session';
import type { FastifyInstance } from 'fastify';
import { readPreferences, updatePreferences } from '../../accounts/preferences.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import { toProfile } from '../../accounts/users.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sameOriginGuard } from '../csrf.ts';
import { accountApi } from '../openapi/tags.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { currentSession } from '../request-session.ts';
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
  app.post(
    TOPS_INFO_PATH,
    {
      schema: accountApi.operation({
        summary: 'Home-page user info',
        description:
          'POST although it reads (the client contract); `id: null` for a visitor. Changes nothing, so no CSRF rule.',
        auth: 'public',
        response: topsInfoResponseSchema,
      }),
    },
    async (request, reply): Promise<TopsInfoResponse> => {
      const session = await currentSession(db, request, reply, secure);
      return session ? { id: session.user.id, userInfo: toProfile(session.user) } : { id: null, userInfo: null };
    },
  );

  // The routes below are the signed-in user's own: one hook answers 401 without a session.
  requireSignIn(app, { db, secure });

  app.get(
    PREFERENCES_GET_PATH,
    {
      schema: accountApi.operation({
        summary: 'The user’s preferences',
        description: 'Language, message language and pricing currency. ("perfenerce" is the contract’s spelling.)',
        auth: 'session',
        response: preferencesResponseSchema,
      }),
    },
    async (request): Promise<PreferencesResponse> => {
      const session = signedInSession(request);
      return { code: 0, data: await readPreferences(db, session.user.id) };
    },
  );

  app.post(
    PREFERENCES_UPDATE_PATH,
    {
      schema: accountApi.operation({
        summary: 'Change preferences',
        auth: 'session',
        body: preferencesUpdateSchema,
        response: preferencesResponseSchema,
      }),
      preHandler: sameOriginGuard(config.PUBLIC_URL),
    },
    async (request): Promise<PreferencesResponse> => {
      const session = signedInSession(request);
      const update = parseInput(preferencesUpdateSchema, request.body);
      return { code: 0, data: await updatePreferences(db, session.user.id, update) };
    },
  );
}
