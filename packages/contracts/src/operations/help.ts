import {
  helpArticleListSchema,
  helpArticleResponseSchema,
  helpLocaleQuerySchema,
  helpPaths,
  helpRequestResponseSchema,
  helpRequestSchema,
  helpSlugParamsSchema,
  operatorHelpRequestListSchema,
} from '../help.ts';
import { type ApiTag, apiOperations } from './operation.ts';

export const helpTag: ApiTag = {
  name: 'Help centre',
  description:
    'Published help articles in the requested locale (falling back to en_US), and "Submit a request". Articles are edited through the operator content API (/api/v1/operator/help-articles).',
};

export const helpOperations = apiOperations(helpTag, {
  articles: {
    method: 'GET',
    path: helpPaths.articles,
    summary: 'Published help articles, in topic order',
    auth: 'public',
    query: helpLocaleQuerySchema,
    response: helpArticleListSchema,
  },
  article: {
    method: 'GET',
    path: helpPaths.article(':slug'),
    summary: 'One help article with its related topics',
    auth: 'public',
    params: helpSlugParamsSchema,
    query: helpLocaleQuerySchema,
    response: helpArticleResponseSchema,
    errors: [[404, 'No such published article.']],
  },
  requests: {
    method: 'POST',
    path: helpPaths.requests,
    summary: 'Send a request to support',
    description: 'Open to visitors; linked to the account when signed in. Kept for support. Rate-limited per address.',
    auth: 'public',
    body: helpRequestSchema,
    response: helpRequestResponseSchema,
    status: 201,
    errors: [403, 429],
  },
  operatorRequests: {
    method: 'GET',
    path: helpPaths.operatorRequests,
    summary: 'Operator: the latest 200 requests, newest first',
    auth: 'operator',
    response: operatorHelpRequestListSchema,
  },
});
