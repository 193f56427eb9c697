import { type FeedTokenResponse, feedTokenQuerySchema, privateFeedTokenQuerySchema } from '@vela/contracts/feed';
import { realtimeOperations } from '@vela/contracts/operations/realtime';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AddressConnectionCap } from '../../feed/address-cap.ts';
import { FeedHub } from '../../feed/hub.ts';
import type { FeedRuntime } from '../../feed/runtime.ts';
import { feedSocketRoutes } from '../../feed/socket.ts';
import { FEED_TOKEN_TTL_MS, signFeedToken } from '../../feed/tokens.ts';
import { FuturesContractDirectory } from '../../futures/contract-directory.ts';
import { MarketDirectory } from '../../market/markets.ts';
import { apiError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';
import type { StartupProgress } from '../start-up.ts';
import { clientEndpoints } from '../web/public-config.ts';
import { notificationRoutes } from './notices.ts';
import { attachNotificationSocket } from './notification-socket.ts';

/**
 * Everything real-time: the feed's token calls and WebSocket endpoints (/ws/spot, /ws/futures),
 * and the notification socket (socket.io) with its REST calls.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  {
    config,
    database,
    feed,
    startup,
  }: { config: Config; database: Database; feed: FeedRuntime; startup?: StartupProgress },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  feed.logTo(app.log);

  // The hub checks symbols synchronously against these lists: they are loaded before the first frame.
  const markets = new MarketDirectory(db);
  const futuresContracts = new FuturesContractDirectory(db);
  const loadDirectories = async () => {
    await markets.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'market list unavailable'));
    await futuresContracts
      .refresh()
      .catch((error: unknown) => app.log.warn({ err: error }, 'contract list unavailable'));
  };
  // A first start lists the markets after the port opened (main.ts seeds them then): under a
  // starting gate the lists are read just before it lets the first socket in, or every symbol would
  // be refused as unknown until the lists' next refresh. Without one (an app built for a test) now.
  if (startup) startup.beforeReady(loadDirectories);
  else await loadDirectories();
  const hub = new FeedHub({
    view: feed.view,
    bus: feed.bus,
    markets,
    futuresContracts,
    futuresView: feed.futures,
    tokenSecret: feed.tokenSecret,
    limits: feed.limits,
    log: app.log,
  });
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });
  app.addHook('onClose', async () => hub.stop());
  // One count per client address over the feed and the notification socket together.
  const cap = new AddressConnectionCap(config.WS_CONNECTIONS_PER_ADDRESS, app.log);
  await app.register(feedSocketRoutes, { hub, cap });

  // SPOT_WS_URL / FUTURES_WS_URL, else PUBLIC_URL's ws(s) origin + /ws/spot or /ws/futures.
  const { websocketUrls } = clientEndpoints(config);
  const endpoint = (biz: 'spot' | 'futures') => websocketUrls[biz];

  await app.register(async (tokens) => {
    answerPrivately(tokens);

    route(tokens, realtimeOperations.public, async (request): Promise<FeedTokenResponse> => {
      const { biz } = parseInput(feedTokenQuerySchema, request.query);
      const token = signFeedToken(feed.tokenSecret, { kind: 'public', exp: Date.now() + FEED_TOKEN_TTL_MS });
      return { endpoint: endpoint(biz), token };
    });

    // The private feed is the signed-in user's own: `uid` must be that user (id or numeric UID). One
    // hook answers 401 without a session.
    requireSignIn(tokens, { db, secure });
    route(tokens, realtimeOperations.private, async (request, reply): Promise<FeedTokenResponse | FastifyReply> => {
      const session = signedInSession(request);
      const { biz, uid } = parseInput(privateFeedTokenQuerySchema, request.query);
      const { user } = session;
      if (uid !== user.id && uid !== String(user.fid)) {
        return reply.status(403).send(apiError(403, 'uid is not the signed-in user'));
      }
      const claims = {
        kind: 'private' as const,
        uid: user.id,
        sid: session.sessionId,
        exp: Date.now() + FEED_TOKEN_TTL_MS,
      };
      return { endpoint: endpoint(biz), token: signFeedToken(feed.tokenSecret, claims) };
    });
  });

  attachNotificationSocket(app, { config, database, bus: feed.bus, cap });
  await app.register(notificationRoutes, { config, database, bus: feed.bus });
}
