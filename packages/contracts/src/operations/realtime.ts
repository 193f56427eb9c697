import { feedTokenPaths, feedTokenQuerySchema, feedTokenResponseSchema, privateFeedTokenQuerySchema } from '../feed.ts';
import { type ApiTag, apiOperations } from './operation.ts';

export const realtimeTag: ApiTag = {
  name: 'Real-time feed',
  description:
    'Tokens for the WebSocket feed (`/ws/spot`, `/ws/futures`): each answer names the socket endpoint and a short-lived token to subscribe with.',
};

export const realtimeOperations = apiOperations(realtimeTag, {
  public: {
    method: 'GET',
    path: feedTokenPaths.public,
    summary: 'Public feed token',
    auth: 'public',
    query: feedTokenQuerySchema,
    response: feedTokenResponseSchema,
  },
  private: {
    method: 'GET',
    path: feedTokenPaths.private,
    summary: 'Private feed token (the user’s orders, balances, positions)',
    auth: 'session',
    query: privateFeedTokenQuerySchema,
    response: feedTokenResponseSchema,
    errors: [[403, '`uid` is not the signed-in user.']],
  },
});
