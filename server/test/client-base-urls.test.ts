import { randomBytes } from 'node:crypto';
import { apiErrorSchema } from '@vela/contracts/errors';
import { feedTokenPaths, feedTokenResponseSchema } from '@vela/contracts/feed';
import { futuresAccountCallPaths } from '@vela/contracts/futures-account';
import { futuresTradingCallPaths, placeFuturesOrderResponseSchema } from '@vela/contracts/futures-trading';
import { balanceListSchema, orderPushSchema, placeOrderResponseSchema, tradingPaths } from '@vela/contracts/trading';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { futuresOrders, spotOrders } from '../src/db/schema.ts';
import { publicConfigOf } from '../src/http/web/public-config.ts';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { completeKycLevelOne } from './support/kyc.ts';
import { FeedClient, type MarketApp, startMarketApp } from './support/market.ts';
import { freePort } from './support/server-process.ts';
import {
  type Answer,
  answerOf,
  BrowserStandIn,
  type RequestHelper,
  type WebAppStore,
  webClientFromPublicConfig,
} from './support/web-client.ts';

/**
 * Base URLs are configuration (issue 17, spec 3 and 7): instance A serves the pages and runs the
 * engine; its public configuration names instance B (ENGINE=off, forwarding order commands to A
 * over Redis) as the spot and futures API and feed. The web client's request helper, reading the
 * global state made of A's public configuration, trades through B alone; CORS and the CSRF rule
 * admit the page's origin (A) there and nothing else.
 */

const redisUrl = process.env.REDIS_URL;
const BTC = 'BTC_USDT';

/** Every request an instance received (method and path), read from its HTTP server. */
function requestLog(instance: MarketApp): string[] {
  const log: string[] = [];
  instance.app.server.on('request', (request) => log.push(`${request.method} ${request.url?.split('?')[0]}`));
  return log;
}

function ok({ status, body }: Answer): unknown {
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

for (const onDatabase of testDatabases) {
  onDatabase.describe("the web client pointed at a second instance's URLs", { redis: true }, ({ database }) => {
    let pages: MarketApp | undefined;
    let apiHost: MarketApp | undefined;
    let pagesLog: string[];
    let apiLog: string[];
    let originA: string;
    let originB: string;
    let browser: BrowserStandIn;
    let state: WebAppStore;
    let api: RequestHelper;
    let userId: string;
    let feed: FeedClient | undefined;
    const tag = `vela-test-${process.pid}-${randomBytes(3).toString('hex')}`;

    beforeAll(async () => {
      const [portA, portB] = [await freePort(), await freePort()];
      originA = `http://127.0.0.1:${portA}`;
      originB = `http://127.0.0.1:${portB}`;
      // One environment for every instance, as in a deployment; only PORT differs.
      const env = {
        REDIS_URL: redisUrl as string,
        PUBLIC_URL: originA,
        SPOT_API_URL: originB,
        FUTURES_API_URL: `${originB}/futuresapi`,
        SPOT_WS_URL: `ws://127.0.0.1:${portB}/ws/spot`,
        FUTURES_WS_URL: `ws://127.0.0.1:${portB}/ws/futures`,
      };
      const shared = { busPrefix: `${tag}:`, symbols: [BTC], settings: { simulator: false } };
      pages = await startMarketApp(database, {
        ...shared,
        env: { ...env, PORT: String(portA) },
        connectionName: `${tag}-a`,
      });
      apiHost = await startMarketApp(database, {
        ...shared,
        env: { ...env, PORT: String(portB) },
        engine: false,
        connectionName: `${tag}-b`,
        orderRelay: { timeoutMs: 5_000 },
      });
      pagesLog = requestLog(pages);
      apiLog = requestLog(apiHost);

      // A browser on A's pages, signed in; its state made from A's public configuration.
      const signed = await signUp(pages.app);
      await completeKycLevelOne(pages.app, signed.cookie);
      userId = signed.user.id;
      browser = new BrowserStandIn(originA);
      browser.takeCookieHeader(signed.cookie);
      ({ state, api } = await webClientFromPublicConfig(publicConfigOf(pages.config), browser));
    });
    afterAll(async () => {
      feed?.close();
      await apiHost?.close();
      await pages?.close();
    });

    it("puts the second instance's URLs from A's public configuration into the global state", () => {
      expect(state.getState()).toMatchObject({
        fastApiUrls: { spot: originB, futures: `${originB}/futuresapi` },
        websocketUrls: { spot: `${apiHost?.wsBase}/ws/spot`, futures: `${apiHost?.wsBase}/ws/futures` },
      });
    });

    it('places a spot order through B: engine A books it, the push comes on B’s socket, A serves no call', async () => {
      const pagesBefore = pagesLog.length;
      // The feed: a private token from B names B's socket, where the order's push arrives.
      const token = feedTokenResponseSchema.parse(ok(await answerOf(api.get(feedTokenPaths.private, { uid: userId }))));
      expect(token.endpoint).toBe(state.getState().websocketUrls.spot);
      feed = await FeedClient.open(token.endpoint);
      feed.send({ event: 'login', params: { token: token.token } });
      await feed.waitFor((frame) => frame.event === 'login');
      feed.send({ event: 'sub', params: { channel: 'orders' } });
      await feed.waitFor((frame) => frame.channel === 'orders' && (frame.data as { result: boolean }).result === true);

      const order = {
        symbol: BTC,
        side: 'sell',
        type: 'limit',
        price: '95000',
        quantity: '0.01',
        clientOrderId: 'via-b',
      };
      const placed = placeOrderResponseSchema.parse(ok(await answerOf(api.post(tradingPaths.orders, order))));
      expect(placed.order).toMatchObject({ status: 'open', price: '95000', quantity: '0.01' });
      const [row] = await database.db.select().from(spotOrders).where(eq(spotOrders.id, placed.order.id));
      expect(row).toMatchObject({ userId, status: 'open', clientOrderId: 'via-b' });
      expect(pages?.market?.markets.get(BTC)?.engine.bestAsk()).toBe(9_500_000);
      await feed.waitFor(
        (frame) => frame.type === 'orders' && orderPushSchema.parse(frame.data).id === placed.order.id,
      );
      const { balances } = balanceListSchema.parse(ok(await answerOf(api.get(tradingPaths.balances))));
      expect(balances.find((balance) => balance.asset === 'BTC')).toMatchObject({ frozen: '0.01' });

      expect(apiLog).toEqual(
        expect.arrayContaining([
          `GET ${feedTokenPaths.private}`,
          `POST ${tradingPaths.orders}`,
          `GET ${tradingPaths.balances}`,
        ]),
      );
      expect(pagesLog.slice(pagesBefore)).toEqual([]);
    });

    it('moves funds and places a futures order through B’s futures URL, A serving no call', async () => {
      const pagesBefore = pagesLog.length;
      const transfer = { direction: 'to-futures', asset: 'USDT', amount: '500' };
      ok(await answerOf(api.post(futuresAccountCallPaths.transfers, transfer, 'futures')));
      const order = { symbol: BTC, side: 'buy', type: 'limit', price: '50000', quantity: '0.001' };
      const placed = placeFuturesOrderResponseSchema.parse(
        ok(await answerOf(api.post(futuresTradingCallPaths.orders, order, 'futures'))),
      );
      expect(placed.order).toMatchObject({ symbol: BTC, side: 'buy', price: '50000', status: 'open' });
      const [row] = await database.db.select().from(futuresOrders).where(eq(futuresOrders.id, placed.order.id));
      expect(row).toMatchObject({ userId, status: 'open' });

      const feedToken = feedTokenResponseSchema.parse(
        ok(await answerOf(api.get(feedTokenPaths.public, { biz: 'futures' }))),
      );
      expect(feedToken.endpoint).toBe(state.getState().websocketUrls.futures);

      expect(apiLog).toEqual(
        expect.arrayContaining([
          `POST /futuresapi${futuresAccountCallPaths.transfers}`,
          `POST /futuresapi${futuresTradingCallPaths.orders}`,
        ]),
      );
      expect(pagesLog.slice(pagesBefore)).toEqual([]);
      // The browser spoke to B only, with a CORS preflight before each of its calls.
      expect(new Set(browser.requested.map((line) => new URL(line.split(' ')[1] as string).origin))).toEqual(
        new Set([originB]),
      );
      expect(browser.requested.filter((line) => line.startsWith('OPTIONS ')).length).toBeGreaterThan(0);
    });

    it('admits only the page origin on B: a write from elsewhere is refused, its preflight unanswered', async () => {
      const preflight = await fetch(`${originB}${tradingPaths.orders}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const crossSite = await fetch(`${originB}${tradingPaths.orders}`, {
        method: 'POST',
        headers: { cookie: browser.cookieHeader, origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ symbol: BTC, side: 'sell', type: 'limit', price: '96000', quantity: '0.01' }),
      });
      expect(crossSite.status).toBe(403);
      expect(apiErrorSchema.parse(await crossSite.json()).message).toContain('cross-site request refused');
      expect(crossSite.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('reads the base URLs from the global state at every call', async () => {
      const apiBefore = apiLog.length;
      const pagesBefore = pagesLog.length;
      state.setState({ fastApiUrls: { spot: originA, futures: `${originA}/futuresapi` } });
      ok(await answerOf(api.get(tradingPaths.balances)));
      expect(pagesLog.slice(pagesBefore)).toEqual([`GET ${tradingPaths.balances}`]);
      expect(apiLog.slice(apiBefore)).toEqual([]);
    });
  });
}
