import { feedTokenResponseSchema } from '@vela/contracts/feed';
import { browserApi } from '../api/browser-api.ts';
import { isNetworkFailure } from '../http/request.ts';
import { browserRealtimeEnvironment } from './environment.ts';
import { createFeedSession, type FeedSession, feedTokenPath } from './feed-session.ts';
import { createManagerRegistry } from './registry.ts';

let session: FeedSession | undefined;

/**
 * The page's one spot feed session: a token from the platform, then one heartbeat-managed socket
 * per endpoint. Components never open sockets; they subscribe through this session.
 */
export function browserFeed(): FeedSession {
  session ??= createFeedSession({
    registry: createManagerRegistry(browserRealtimeEnvironment()),
    fetchToken: async (kind, uid) => {
      const response = await browserApi().get(feedTokenPath(kind, uid));
      if (isNetworkFailure(response)) throw new Error(response.err);
      return feedTokenResponseSchema.parse(response);
    },
  });
  return session;
}
