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
} from '../affiliate.ts';
import { type ApiTag, apiOperations } from './operation.ts';

const notFoundAnswer = [404, 'No such application.'] as const;

export const affiliateTag: ApiTag = {
  name: 'Affiliate programme',
  description: 'The public affiliate (KOL) application and the operators’ review of it.',
};

export const affiliateOperations = apiOperations(affiliateTag, {
  applications: {
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
  myApplication: {
    method: 'GET',
    path: affiliatePaths.myApplication,
    summary: 'The account’s latest application, or null',
    auth: 'session',
    response: myApplicationResponseSchema,
  },
  operatorApplications: {
    method: 'GET',
    path: affiliatePaths.operatorApplications,
    summary: 'Operator: list applications, newest first',
    auth: 'operator',
    query: applicationListQuerySchema,
    response: operatorApplicationListSchema,
  },
  operatorApplication: {
    method: 'GET',
    path: affiliatePaths.operatorApplication(':id'),
    summary: 'Operator: one application',
    auth: 'operator',
    params: applicationIdParamsSchema,
    response: operatorApplicationResponseSchema,
    errors: [notFoundAnswer],
  },
  operatorApplicationStatus: {
    method: 'POST',
    path: affiliatePaths.operatorApplicationStatus(':id'),
    summary: 'Operator: approve or reject an application',
    auth: 'operator',
    params: applicationIdParamsSchema,
    body: reviewRequestSchema,
    response: operatorApplicationResponseSchema,
    errors: [notFoundAnswer],
  },
});
