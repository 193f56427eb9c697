import type { z } from 'zod';
import {
  announcementCreateSchema,
  announcementUpdateSchema,
  contentIdParamsSchema,
  contentPaths,
  courseCreateSchema,
  courseUpdateSchema,
  helpArticleCreateSchema,
  helpArticleUpdateSchema,
  operatorItemResponseSchema,
} from '../content.ts';
import { type ApiTag, apiOperations, type OperationRecord } from './operation.ts';

export const operatorContentTag: ApiTag = {
  name: 'Operator: content',
  description:
    'Create, edit, publish and unpublish announcements, courses and help articles (bearer OPERATOR_TOKEN). A help article has a `slug` (its page, /help/<slug>); one in use is a 409 with `fields.slug` = `slug-taken`.',
};

/** A kind of content's operator calls: create, read, change, publish, unpublish (`name` as the page names it). */
function contentRecords(
  name: string,
  base: string,
  body: { create: z.ZodType; update: z.ZodType },
  publishes?: string,
) {
  const unknown = [[404, `No such ${name}.`]] as const;
  const byId = {
    auth: 'operator',
    params: contentIdParamsSchema,
    response: operatorItemResponseSchema,
    errors: unknown,
  } as const;
  return {
    create: {
      method: 'POST',
      path: base,
      summary: `Create a draft ${name}`,
      auth: 'operator',
      body: body.create,
      response: operatorItemResponseSchema,
      status: 201,
    },
    read: { ...byId, method: 'GET', path: `${base}/:id`, summary: `Read a ${name} (any status)` },
    change: { ...byId, method: 'PATCH', path: `${base}/:id`, summary: `Change a ${name}`, body: body.update },
    publish: {
      ...byId,
      method: 'POST',
      path: `${base}/:id/publish`,
      summary: `Publish a ${name}`,
      description: publishes,
    },
    unpublish: {
      ...byId,
      method: 'POST',
      path: `${base}/:id/unpublish`,
      summary: `Unpublish a ${name} (back to draft)`,
    },
  } satisfies Record<string, OperationRecord>;
}

/** The operator calls of each kind of content. */
export const operatorContentOperations = {
  announcement: apiOperations(
    operatorContentTag,
    contentRecords(
      'announcement',
      contentPaths.operatorAnnouncements,
      { create: announcementCreateSchema, update: announcementUpdateSchema },
      'The first publication sends every user an in-app notice.',
    ),
  ),
  course: apiOperations(
    operatorContentTag,
    contentRecords('course', contentPaths.operatorCourses, { create: courseCreateSchema, update: courseUpdateSchema }),
  ),
  help: apiOperations(
    operatorContentTag,
    contentRecords('help article', contentPaths.operatorHelpArticles, {
      create: helpArticleCreateSchema,
      update: helpArticleUpdateSchema,
    }),
  ),
};
