import { browserApi } from '../api/browser-api.ts';
import { isNetworkFailure } from '../http/network-failure.ts';
import { type ChannelLayer, createChannelLayer } from './channels.ts';
import { browserRealtimeEnvironment } from './environment.ts';
import { createFeedSession, type FeedSession, feedTokenPath } from './feed-session.ts';
import { createManagerRegistry, type ManagerRegistry } from './registry.ts';

let session: FeedSession | undefined;
let registry: ManagerRegistry | undefined;
let channels: ChannelLayer | undefined;

/**
 * The page's heartbeat managers, one per socket URL: the spot feed's and, once a futures screen
 * loads it, the futures feed's (browser-futures-feed.ts), so the Hbt_Switch reaches both.
 */
export function browserFeedRegistry(): ManagerRegistry {
  registry ??= createManagerRegistry(browserRealtimeEnvironment());
  return registry;
}

/**
 * The page's one spot feed session: a token from the platform, then one heartbeat-managed socket
 * per endpoint. Components never open sockets; they subscribe through this session.
 */
export function browserFeed(): FeedSession {
  session ??= createFeedSession({
    registry: browserFeedRegistry(),
    fetchToken: async (kind, uid) => {
      // The answer's schema (and zod) loads with the first token, off the page's start path.
      const [response, { feedTokenResponseSchema }] = await Promise.all([
        browserApi().get(feedTokenPath(kind, uid)),
        import('@vela/contracts/feed'),
      ]);
      if (isNetworkFailure(response)) throw new Error(response.err);
      return feedTokenResponseSchema.parse(response);
    },
  });
  return session;
}

/** The page's channel layer on its feed session: what stores open channels with. */
export function browserChannels(): ChannelLayer {
  const feed = browserFeed();
  channels ??= createChannelLayer(feed, { timers: browserFeedRegistry().environment.timers });
  return channels;
}

/** The platform's Hbt_Switch: 'false' turns the heartbeat ping off on every socket of the page. */
export function setFeedHeartbeat(enabled: boolean): void {
  browserFeedRegistry().setHeartbeat(enabled);
}
