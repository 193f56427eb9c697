import {
  type NotificationList,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPaths,
  notificationsReadRequestSchema,
  notificationsReadResponseSchema,
  type Unread,
} from '@vela/contracts/feed';
import type { FastifyInstance } from 'fastify';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Bus } from '../../infra/bus/bus.ts';
import { markRead, noticesPage, unreadCount } from '../../notify/notices.ts';
import { publishUnread } from '../../notify/notifier.ts';
import { sameOriginGuard } from '../csrf.ts';
import { accountApi } from '../openapi/tags.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

/** The signed-in user's notices: the latest ones, and marking them read. */
export async function notificationRoutes(
  app: FastifyInstance,
  { config, database, bus }: { config: Config; database: Database; bus: Bus },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  requireSignIn(app, { db, secure });

  answerPrivately(app);

  app.get(
    notificationPaths.list,
    {
      schema: accountApi.operation({
        summary: 'Notices, newest first, a page at a time, with the unread count',
        auth: 'session',
        query: notificationListQuerySchema,
        response: notificationListSchema,
      }),
    },
    async (request): Promise<NotificationList> => {
      const session = signedInSession(request);
      const { limit, before } = parseInput(notificationListQuerySchema, request.query);
      const userId = session.user.id;
      return { ...(await noticesPage(db, userId, { limit, before })), unread: await unreadCount(db, userId) };
    },
  );

  app.post(
    notificationPaths.read,
    {
      schema: accountApi.operation({
        summary: 'Mark notices read',
        description: 'All of them when `ids` is absent; answers the unread count.',
        auth: 'session',
        body: notificationsReadRequestSchema,
        response: notificationsReadResponseSchema,
      }),
      preHandler: sameOriginGuard(config.PUBLIC_URL),
    },
    async (request): Promise<Unread> => {
      const session = signedInSession(request);
      const { ids } = parseInput(notificationsReadRequestSchema, request.body ?? {});
      const count = await markRead(db, session.user.id, ids);
      publishUnread(bus, session.user.id, count);
      return { count };
    },
  );
}
