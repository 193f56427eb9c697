import {
  announcementListQuerySchema,
  announcementListSchema,
  announcementResponseSchema,
  contentDetailQuerySchema,
  contentIdParamsSchema,
  contentPaths,
  courseListQuerySchema,
  courseListSchema,
  courseResponseSchema,
} from '../content.ts';
import { type ApiTag, apiOperations } from './operation.ts';

export const contentTag: ApiTag = {
  name: 'Announcements and courses',
  description: 'Published announcements and courses, in the requested locale (falling back to en_US).',
};

export const contentOperations = apiOperations(contentTag, {
  announcements: {
    method: 'GET',
    path: contentPaths.announcements,
    summary: 'Published announcements, newest first',
    auth: 'public',
    query: announcementListQuerySchema,
    response: announcementListSchema,
  },
  announcement: {
    method: 'GET',
    path: contentPaths.announcement(':id'),
    summary: 'One announcement with its neighbours and related items',
    auth: 'public',
    params: contentIdParamsSchema,
    query: contentDetailQuerySchema,
    response: announcementResponseSchema,
    errors: [[404, 'No such published announcement.']],
  },
  courses: {
    method: 'GET',
    path: contentPaths.courses,
    summary: 'Published courses',
    auth: 'public',
    query: courseListQuerySchema,
    response: courseListSchema,
  },
  course: {
    method: 'GET',
    path: contentPaths.course(':id'),
    summary: 'One course with more of its track',
    auth: 'public',
    params: contentIdParamsSchema,
    query: contentDetailQuerySchema,
    response: courseResponseSchema,
    errors: [[404, 'No such published course.']],
  },
});
