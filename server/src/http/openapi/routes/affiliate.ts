import {
  affiliatePaths,
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationRequestSchema,
  applicationResponseSchema,
  myApplicationResponseSchema,
  operatorApplicationListSchema,
  operatorApplicationResponseSchema,
  reviewRequestSchema,
} from '@vela/contracts/affiliate';
import type { OpenApiDomain } from '../entry.ts';

const notFound = [404, 'No such application.'] as const;

export const affiliateApi: OpenApiDomain = {
  tag: 'Affiliate programme',
  description: 'The public affiliate (KOL) application and the operators’ review of it.',
  routes: [
    {
      method: 'POST',
      path: affiliatePaths.applications,
      summary: 'Apply to the affiliate programme',
      description: 'Open to visitors; linked to the account when signed in. Rate-limited per address.',
      auth: 'public',
      body: applicationRequestSchema,
      response: applicationResponseSchema,
      status: 201,
      errors: [403, [409, 'An application with this e-mail address exists already.'], 429],
    },
    {
      method: 'GET',
      path: affiliatePaths.myApplication,
      summary: 'The account’s latest application, or null',
      auth: 'session',
      response: myApplicationResponseSchema,
    },
    {
      method: 'GET',
      path: affiliatePaths.operatorApplications,
      summary: 'Operator: list applications, newest first',
      auth: 'operator',
      query: applicationListQuerySchema,
      response: operatorApplicationListSchema,
    },
    {
      method: 'GET',
      path: affiliatePaths.operatorApplication(':id'),
      summary: 'Operator: one application',
      auth: 'operator',
      params: applicationIdParamsSchema,
      response: operatorApplicationResponseSchema,
      errors: [notFound],
    },
    {
      method: 'POST',
      path: affiliatePaths.operatorApplicationStatus(':id'),
      summary: 'Operator: approve or reject an application',
      auth: 'operator',
      params: applicationIdParamsSchema,
      body: reviewRequestSchema,
      response: operatorApplicationResponseSchema,
      errors: [notFound],
    },
  ],
};
