import { browserApi } from '../api/browser-api.ts';
import { isNetworkFailure } from '../http/network-failure.ts';
import { browserFeedRegistry } from './browser-feed.ts';
import { type ChannelLayer, createChannelLayer } from './channels.ts';
import { createFeedSession, type FeedSession, feedTokenPath } from './feed-session.ts';

let session: FeedSession | undefined;
let channels: ChannelLayer<'futures'> | undefined;

/**
 * The page's futures feed session (/ws/futures): the token calls with `biz=futures`, on the spot
 * feed's registry (one heartbeat manager per socket URL). Loaded by feed-loader.ts on the first
 * futures channel, so pages without futures never open this socket.
 */
export function browserFuturesFeed(): FeedSession {
  session ??= createFeedSession({
    registry: browserFeedRegistry(),
    fetchToken: async (kind, uid) => {
      const [response, { feedTokenResponseSchema }] = await Promise.all([
        browserApi().get(feedTokenPath(kind, uid), { biz: 'futures' }),
        import('@vela/contracts/feed'),
      ]);
      if (isNetworkFailure(response)) throw new Error(response.err);
      return feedTokenResponseSchema.parse(response);
    },
  });
  return session;
}

/** The channel layer on the futures feed session: its pushes carry the futures payloads. */
export function browserFuturesChannels(): ChannelLayer<'futures'> {
  const feed = browserFuturesFeed();
  channels ??= createChannelLayer(feed, { biz: 'futures', timers: browserFeedRegistry().environment.timers });
  return channels;
}
