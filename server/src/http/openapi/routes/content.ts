import {
  announcementCreateSchema,
  announcementListQuerySchema,
  announcementListSchema,
  announcementResponseSchema,
  announcementUpdateSchema,
  contentDetailQuerySchema,
  contentIdParamsSchema,
  contentPaths,
  courseCreateSchema,
  courseListQuerySchema,
  courseListSchema,
  courseResponseSchema,
  courseUpdateSchema,
  helpArticleCreateSchema,
  helpArticleUpdateSchema,
  operatorItemResponseSchema,
} from '@vela/contracts/content';
import type { z } from 'zod';
import type { OpenApiDomain, OpenApiEntry } from '../entry.ts';

export const contentApi: OpenApiDomain = {
  tag: 'Announcements and courses',
  description: 'Published announcements and courses, in the requested locale (falling back to en_US).',
  routes: [
    {
      method: 'GET',
      path: contentPaths.announcements,
      summary: 'Published announcements, newest first',
      auth: 'public',
      query: announcementListQuerySchema,
      response: announcementListSchema,
    },
    {
      method: 'GET',
      path: contentPaths.announcement(':id'),
      summary: 'One announcement with its neighbours and related items',
      auth: 'public',
      params: contentIdParamsSchema,
      query: contentDetailQuerySchema,
      response: announcementResponseSchema,
      errors: [[404, 'No such published announcement.']],
    },
    {
      method: 'GET',
      path: contentPaths.courses,
      summary: 'Published courses',
      auth: 'public',
      query: courseListQuerySchema,
      response: courseListSchema,
    },
    {
      method: 'GET',
      path: contentPaths.course(':id'),
      summary: 'One course with more of its track',
      auth: 'public',
      params: contentIdParamsSchema,
      query: contentDetailQuerySchema,
      response: courseResponseSchema,
      errors: [[404, 'No such published course.']],
    },
  ],
};

function operatorRoutes(kind: string, base: string, create: z.ZodType, update: z.ZodType): OpenApiEntry[] {
  const notFound = [404, `No such ${kind}.`] as const;
  const byId = { auth: 'operator', params: contentIdParamsSchema, response: operatorItemResponseSchema } as const;
  return [
    {
      method: 'POST',
      path: base,
      summary: `Create a draft ${kind}`,
      auth: 'operator',
      body: create,
      response: operatorItemResponseSchema,
      status: 201,
    },
    { ...byId, method: 'GET', path: `${base}/:id`, summary: `Read a ${kind} (any status)`, errors: [notFound] },
    { ...byId, method: 'PATCH', path: `${base}/:id`, summary: `Change a ${kind}`, body: update, errors: [notFound] },
    {
      ...byId,
      method: 'POST',
      path: `${base}/:id/publish`,
      summary: `Publish a ${kind}`,
      description: kind === 'announcement' ? 'The first publication sends every user an in-app notice.' : undefined,
      errors: [notFound],
    },
    {
      ...byId,
      method: 'POST',
      path: `${base}/:id/unpublish`,
      summary: `Unpublish a ${kind} (back to draft)`,
      errors: [notFound],
    },
  ];
}

export const operatorContentApi: OpenApiDomain = {
  tag: 'Operator: content',
  description:
    'Create, edit, publish and unpublish announcements, courses and help articles (bearer OPERATOR_TOKEN). A help article has a `slug` (its page, /help/<slug>); one in use is a 409 with `fields.slug` = `slug-taken`.',
  routes: [
    ...operatorRoutes(
      'announcement',
      contentPaths.operatorAnnouncements,
      announcementCreateSchema,
      announcementUpdateSchema,
    ),
    ...operatorRoutes('course', contentPaths.operatorCourses, courseCreateSchema, courseUpdateSchema),
    ...operatorRoutes(
      'help article',
      contentPaths.operatorHelpArticles,
      helpArticleCreateSchema,
      helpArticleUpdateSchema,
    ),
  ],
};
