import {
  type AnnouncementList,
  type AnnouncementResponse,
  announcementCreateSchema,
  announcementListQuerySchema,
  announcementUpdateSchema,
  type CourseList,
  type CourseResponse,
  contentDetailQuerySchema,
  contentIdParamsSchema,
  courseCreateSchema,
  courseListQuerySchema,
  courseUpdateSchema,
  helpArticleCreateSchema,
  helpArticleUpdateSchema,
  type OperatorItem,
} from '@vela/contracts/content';
import { contentOperations } from '@vela/contracts/operations/content';
import { operatorContentOperations } from '@vela/contracts/operations/operator-content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { coverPng, isCoverName } from '../../content/covers.ts';
import {
  type ContentKind,
  createItem,
  readItem,
  SlugTakenError,
  setStatus,
  updateItem,
} from '../../content/operator-content.ts';
import { findAnnouncement, findCourse, listAnnouncements, listCourses } from '../../content/public-content.ts';
import type { Database } from '../../db/client.ts';
import type { FeedRuntime } from '../../feed/runtime.ts';
import { notifyAll } from '../../notify/notifier.ts';
import { apiError } from '../errors.ts';
import { operatorAudit } from '../operator/operator-audit.ts';
import { requireOperator } from '../operator/operator-auth.ts';
import { parseInput } from '../parse-input.ts';
import { route } from '../route.ts';

/**
 * Public content calls are read from the database on every request; the short Cache-Control only
 * spares a browser refetching a page it has just seen, so an operator's change shows within seconds
 * for a browser and on the very next request for server rendering (which never caches).
 */
const PUBLIC_CACHE = 'public, max-age=10';

interface ContentOptions {
  config: Config;
  database: Database;
  feed: FeedRuntime;
}

/** Announcements, courses and help articles: the public API (help's in help.ts), the operator API and the demo cover images. */
export async function contentRoutes(app: FastifyInstance, options: ContentOptions): Promise<void> {
  await app.register(publicContentRoutes, options);
  await app.register(operatorContentRoutes, options);

  app.get<{ Params: { file: string } }>('/media/covers/:file', async (request, reply) => {
    const name = /^([a-z0-9-]+)\.png$/.exec(request.params.file)?.[1] ?? '';
    if (!isCoverName(name)) return notFound(reply, 'cover');
    // Covers are shared (Open Graph cards, other sites' pages): any origin may embed them.
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(coverPng(name));
  });
}

function itemId(request: FastifyRequest): number | undefined {
  const parsed = contentIdParamsSchema.safeParse(request.params);
  return parsed.success ? parsed.data.id : undefined;
}

const notFound = (reply: FastifyReply, what: string) => reply.status(404).send(apiError(404, `no such ${what}`));

async function publicContentRoutes(app: FastifyInstance, { database }: ContentOptions): Promise<void> {
  const { db } = database;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
  });

  route(app, contentOperations.announcements, async (request): Promise<AnnouncementList> => {
    return listAnnouncements(db, parseInput(announcementListQuerySchema, request.query));
  });

  route(app, contentOperations.announcement, async (request, reply): Promise<AnnouncementResponse | FastifyReply> => {
    const { locale } = parseInput(contentDetailQuerySchema, request.query);
    const id = itemId(request);
    const page = id === undefined ? undefined : await findAnnouncement(db, id, locale);
    return page ? { ...page, locale } : notFound(reply, 'announcement');
  });

  route(app, contentOperations.courses, async (request): Promise<CourseList> => {
    const { locale, track } = parseInput(courseListQuerySchema, request.query);
    return { items: await listCourses(db, locale, track), locale };
  });

  route(app, contentOperations.course, async (request, reply): Promise<CourseResponse | FastifyReply> => {
    const { locale } = parseInput(contentDetailQuerySchema, request.query);
    const id = itemId(request);
    const page = id === undefined ? undefined : await findCourse(db, id, locale);
    return page ? { ...page, locale } : notFound(reply, 'course');
  });
}

/**
 * Create, read, update, publish and unpublish, for both kinds, behind the operator token (checked
 * on request, before the body is even parsed). Publishing an announcement notifies every account.
 */
async function operatorContentRoutes(app: FastifyInstance, { config, database, feed }: ContentOptions): Promise<void> {
  const { db } = database;
  const audited = operatorAudit(config, database);
  requireOperator(app, config.OPERATOR_TOKEN);

  const kinds: {
    kind: ContentKind;
    target: 'announcement' | 'course' | 'help-article';
    create: z.ZodType;
    update: z.ZodType;
  }[] = [
    {
      kind: 'announcement',
      target: 'announcement',
      create: announcementCreateSchema,
      update: announcementUpdateSchema,
    },
    {
      kind: 'course',
      target: 'course',
      create: courseCreateSchema,
      update: courseUpdateSchema,
    },
    {
      kind: 'help',
      target: 'help-article',
      create: helpArticleCreateSchema,
      update: helpArticleUpdateSchema,
    },
  ];

  /** A help article's slug in use by another article is a 409 naming the field, never a 500. */
  const slugTaken = (reply: FastifyReply) => (error: unknown) => {
    if (!(error instanceof SlugTakenError)) throw error;
    return reply.status(409).send(apiError(409, error.message, { slug: 'slug-taken' }));
  };

  for (const { kind, target, create, update } of kinds) {
    const operations = operatorContentOperations[kind];
    route(app, operations.create, async (request, reply) => {
      const input = parseInput(create, request.body) as Parameters<typeof createItem>[2];
      return audited(request, {
        action: `${target}.create`,
        targetType: target,
        change: (tx) => createItem(tx, kind, input),
        changed: (item) => item.id,
      }).then((item) => reply.status(201).send({ item }), slugTaken(reply));
    });

    route(app, operations.read, async (request, reply) => {
      const id = itemId(request);
      const item = id === undefined ? undefined : await readItem(db, kind, id);
      return item ? { item } : notFound(reply, kind);
    });

    route(app, operations.change, async (request, reply) => {
      const id = itemId(request);
      if (id === undefined) return notFound(reply, kind);
      const input = parseInput(update, request.body) as Parameters<typeof updateItem>[3];
      return audited(request, {
        action: `${target}.update`,
        targetType: target,
        targetId: id,
        change: (tx) => updateItem(tx, kind, id, input),
        changed: (item) => item?.id,
      }).then((item) => (item ? { item } : notFound(reply, kind)), slugTaken(reply));
    });

    for (const [action, status] of [
      ['publish', 'published'],
      ['unpublish', 'draft'],
    ] as const) {
      route(app, operations[action], async (request, reply) => {
        const id = itemId(request);
        const result =
          id === undefined
            ? undefined
            : await audited(request, {
                action: `${target}.${action}`,
                targetType: target,
                targetId: id,
                change: (tx) => setStatus(tx, kind, id, status),
                // Publishing a published item changes nothing, so it leaves no entry.
                changed: (outcome) => (outcome?.changed ? id : undefined),
              });
        if (!result) return notFound(reply, kind);
        if (kind === 'announcement' && status === 'published' && result.changed) {
          await announce(result.item).catch((error: unknown) => {
            // The item is published either way; a lost notice must not turn that into an error.
            request.log.error({ err: error, id }, 'announcement notice failed');
          });
        }
        return { item: result.item };
      });
    }
  }

  /** Notices carry one text for everyone, so they use the en_US title and summary (always present). */
  function announce(item: OperatorItem): Promise<void> {
    const english = item.translations.en_US;
    return notifyAll(db, feed.bus, {
      kind: 'announcement',
      title: english?.title ?? '',
      body: english?.summary ?? '',
      time: Date.now(),
    });
  }
}
