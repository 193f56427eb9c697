import {
  feedTokenPaths,
  feedTokenQuerySchema,
  feedTokenResponseSchema,
  privateFeedTokenQuerySchema,
} from '@vela/contracts/feed';
import type { OpenApiDomain } from '../entry.ts';

export const realtimeApi: OpenApiDomain = {
  tag: 'Real-time feed',
  description:
    'Tokens for the WebSocket feed (`/ws/spot`, `/ws/futures`): each answer names the socket endpoint and a short-lived token to subscribe with.',
  routes: [
    {
      method: 'GET',
      path: feedTokenPaths.public,
      summary: 'Public feed token',
      auth: 'public',
      query: feedTokenQuerySchema,
      response: feedTokenResponseSchema,
    },
    {
      method: 'GET',
      path: feedTokenPaths.private,
      summary: 'Private feed token (the user’s orders, balances, positions)',
      auth: 'session',
      query: privateFeedTokenQuerySchema,
      response: feedTokenResponseSchema,
      errors: [[403, '`uid` is not the signed-in user.']],
    },
  ],
};
