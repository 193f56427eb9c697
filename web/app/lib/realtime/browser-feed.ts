import { feedTokenResponseSchema } from '@vela/contracts/feed';
import { browserApi } from '../api/browser-api.ts';
import { isNetworkFailure } from '../http/request.ts';
import { browserRealtimeEnvironment } from './environment.ts';
import { createFeedSession, type FeedSession, feedTokenPath } from './feed-session.ts';
import { createManagerRegistry, type ManagerRegistry } from './registry.ts';

let session: FeedSession | undefined;
let registry: ManagerRegistry | undefined;

/**
 * The page's one spot feed session: a token from the platform, then one heartbeat-managed socket
 * per endpoint. Components never open sockets; they subscribe through this session.
 */
export function browserFeed(): FeedSession {
  registry ??= createManagerRegistry(browserRealtimeEnvironment());
  session ??= createFeedSession({
    registry,
    fetchToken: async (kind, uid) => {
      const response = await browserApi().get(feedTokenPath(kind, uid));
      if (isNetworkFailure(response)) throw new Error(response.err);
      return feedTokenResponseSchema.parse(response);
    },
  });
  return session;
}

/** The platform's Hbt_Switch: 'false' turns the heartbeat ping off on every socket of the page. */
export function setFeedHeartbeat(enabled: boolean): void {
  browserFeed();
  registry?.setHeartbeat(enabled);
}
