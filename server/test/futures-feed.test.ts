import { randomBytes } from 'node:crypto';
import { apiErrorSchema } from '@vela/contracts/errors';
import { feedTokenResponseSchema, futuresRiskNoticeSchema } from '@vela/contracts/feed';
import { futuresKlineListSchema, futuresPaths, futuresTickerSchema } from '@vela/contracts/futures';
import { futuresOrderSchema, futuresPositionSchema } from '@vela/contracts/futures-trading';
import { type DepthSnapshot, depthSnapshotSchema, klineSchema, tradeSchema } from '@vela/contracts/market-data';
import { balanceSchema } from '@vela/contracts/trading';
import Big from 'big.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signFeedToken } from '../src/feed/tokens.ts';
import { publishUserEvent } from '../src/infra/bus/user-events.ts';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { createFundedUser } from './support/engine.ts';
import { FeedClient, type MarketApp, type ReceivedFrame, startMarketApp, TEST_FEED_SECRET } from './support/market.ts';

const SYMBOLS = ['BTC_USDT', 'ETH_USDT'];
const secret = Buffer.from(TEST_FEED_SECRET);
const redisUrl = process.env.REDIS_URL;

const isPush = (type: string, symbol?: string) => (frame: ReceivedFrame) =>
  frame.event === 'push' && frame.biz === 'futures' && frame.type === type && (!symbol || frame.pairCode === symbol);

const accepted = (channel: string) => (frame: ReceivedFrame) =>
  frame.event === 'sub' && frame.channel === channel && (frame.data as { result?: boolean }).result === true;

/** Frames are answered in order: once this pong is back, everything pushed before it has arrived. */
async function roundTrip(client: FeedClient): Promise<void> {
  const marker = Math.random();
  client.send({ event: 'ping', params: { ts: marker } });
  await client.waitFor((f) => f.event === 'pong' && (f.data as { pingTs: unknown }).pingTs === marker);
}

/** Subscribes to depth and checks the snapshot then `updates` updates with consecutive seq. */
async function expectDepthStream(client: FeedClient, symbol: string, updates: number): Promise<void> {
  client.send({ event: 'sub', params: { channel: 'depth', symbol } });
  await client.waitFor(accepted(`depth:${symbol}`));
  const snapshotFrame = await client.waitFor(isPush('depth.snapshot', symbol), { timeoutMs: 10_000 });
  expect(snapshotFrame).toMatchObject({ pairCode: symbol, base: symbol.split('_')[0]?.toLowerCase() });
  expect(snapshotFrame.channel).toBeUndefined();
  const snapshot = depthSnapshotSchema.parse(snapshotFrame.data);
  expect(snapshot.symbol).toBe(symbol);
  const from = client.frames.indexOf(snapshotFrame);
  const updatesOf = () => client.frames.slice(from).filter(isPush('depth.update', symbol));
  await client.waitFor(() => updatesOf().length >= updates, { from, timeoutMs: 10_000 });
  let seq = snapshot.seq;
  // A snapshot pushed later (the server's copy rebuilt) restarts the count, as a client would.
  for (const frame of client.frames.slice(from + 1)) {
    if (isPush('depth.snapshot', symbol)(frame)) seq = (frame.data as DepthSnapshot).seq;
    if (!isPush('depth.update', symbol)(frame)) continue;
    const update = depthSnapshotSchema.parse(frame.data);
    expect(update.seq).toBe(seq + 1);
    seq = update.seq;
  }
}

async function expectBars(client: FeedClient, symbol: string): Promise<void> {
  client.send({ event: 'sub', params: { channel: 'kline', symbol, interval: '1m' } });
  client.send({ event: 'sub', params: { channel: 'kline', symbol, interval: '1m', price: 'mark' } });
  await client.waitFor(accepted(`kline:${symbol}:1m`));
  await client.waitFor(accepted(`kline:${symbol}:1m:mark`));
  const last = klineSchema.parse((await client.waitFor(isPush('kline', symbol), { timeoutMs: 10_000 })).data);
  expect(last).toMatchObject({ symbol, interval: '1m' });
  expect(last.openTime % 60_000).toBe(0);
  expect(new Big(last.volume).gt(0)).toBe(true);
  const mark = klineSchema.parse((await client.waitFor(isPush('kline.mark', symbol), { timeoutMs: 10_000 })).data);
  expect(mark).toMatchObject({ symbol, interval: '1m', volume: '0' });
  expect(mark.openTime % 60_000).toBe(0);
  expect(new Big(mark.low).lte(mark.close) && new Big(mark.close).lte(mark.high)).toBe(true);
}

for (const onDatabase of testDatabases) {
  onDatabase.describe('futures feed', ({ database }) => {
    let running: MarketApp;

    beforeAll(async () => {
      running = await startMarketApp(database, { symbols: SYMBOLS });
    });
    afterAll(async () => {
      await running?.close();
    });

    it('streams tickers with mark, index and funding, and sends the latest on subscribe', async () => {
      const client = await FeedClient.open(`${running.wsBase}/ws/futures`);
      client.send({ event: 'sub', params: { channel: 'tickers' } });
      expect(await client.waitFor((f) => f.event === 'sub')).toEqual({
        event: 'sub',
        channel: 'tickers',
        data: { result: true },
      });
      const frames = await client.waitFor(() => client.frames.filter(isPush('tickers')).length >= 2);
      expect(frames).toBeDefined();
      for (const frame of client.frames.filter(isPush('tickers'))) {
        expect(frame.channel).toBeUndefined();
        const tickers = futuresTickerSchema.array().parse(frame.data);
        expect(tickers.map((ticker) => ticker.symbol).sort()).toEqual(SYMBOLS);
        for (const ticker of tickers) {
          expect(new Big(ticker.markPrice).gt(0)).toBe(true);
          expect(new Big(ticker.indexPrice).gt(0)).toBe(true);
          expect(ticker.fundingRate).toMatch(/^-?\d/);
          expect(Date.parse(ticker.nextFundingTime)).toBeGreaterThan(Date.now() - 1000);
        }
      }
      // A late subscriber gets the latest list at once, right after its ack.
      const late = await FeedClient.open(`${running.wsBase}/ws/futures`);
      late.send({ event: 'sub', params: { channel: 'tickers' } });
      await late.waitFor(accepted('tickers'));
      expect(late.frames[1]).toMatchObject({ event: 'push', biz: 'futures', type: 'tickers' });
      client.close();
      late.close();
    });

    it('sends a perpetual’s book on subscribe, then updates with consecutive seq', async () => {
      const client = await FeedClient.open(`${running.wsBase}/ws/futures`);
      await expectDepthStream(client, 'BTC_USDT', 5);
      // Subscribing again (what a client does after a gap) brings a fresh snapshot.
      const from = client.frames.length;
      client.send({ event: 'sub', params: { channel: 'depth', symbol: 'BTC_USDT' } });
      const again = await client.waitFor(isPush('depth.snapshot', 'BTC_USDT'), { from });
      const next = await client.waitFor(isPush('depth.update', 'BTC_USDT'), {
        from: client.frames.indexOf(again) + 1,
        timeoutMs: 10_000,
      });
      // The updates go on from the fresh snapshot.
      expect((next.data as DepthSnapshot).seq).toBe((again.data as DepthSnapshot).seq + 1);
      client.close();
    });

    it('streams a perpetual’s trades and its last- and mark-price bars', async () => {
      const client = await FeedClient.open(`${running.wsBase}/ws/futures`);
      client.send({ event: 'sub', params: { channel: 'trades', symbol: 'ETH_USDT' } });
      const trades = await client.waitFor(isPush('trades', 'ETH_USDT'), { timeoutMs: 10_000 });
      expect(trades).toMatchObject({ pairCode: 'ETH_USDT', base: 'eth' });
      const list = tradeSchema.array().min(1).parse(trades.data);
      for (const trade of list) expect(trade.symbol).toBe('ETH_USDT');
      const ids = list.map((trade) => trade.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      await expectBars(client, 'ETH_USDT');
      // Spot subscribers of the same symbol get spot bars only, never the mark ones.
      const spot = await FeedClient.open(`${running.wsBase}/ws/spot`);
      spot.send({ event: 'sub', params: { channel: 'kline', symbol: 'ETH_USDT', interval: '1m', price: 'mark' } });
      expect(await spot.waitFor((f) => f.channel === 'kline:ETH_USDT:1m:mark')).toMatchObject({
        data: { result: false, message: 'mark-price bars are futures data: subscribe on /ws/futures' },
      });
      client.close();
      spot.close();
    });

    it('refuses unknown contracts and bad frames, and keeps serving', async () => {
      const client = await FeedClient.open(`${running.wsBase}/ws/futures`);
      client.send({ event: 'sub', params: { channel: 'depth', symbol: 'NOPE_USDT' } });
      expect(await client.waitFor((f) => f.channel === 'depth:NOPE_USDT')).toEqual({
        event: 'sub',
        channel: 'depth:NOPE_USDT',
        data: { result: false, message: 'unknown contract: NOPE_USDT' },
      });
      client.send({ event: 'sub', params: { channel: 'kline', symbol: 'NOPE_USDT', interval: '1m', price: 'mark' } });
      expect(await client.waitFor((f) => f.channel === 'kline:NOPE_USDT:1m:mark')).toMatchObject({
        data: { result: false },
      });
      client.send({ event: 'sub', params: { channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'index' } });
      expect(await client.waitFor((f) => f.event === 'error')).toMatchObject({
        data: { result: false, message: expect.stringContaining('price') },
      });
      client.send({ event: 'sub', params: { channel: 'positions' } });
      expect(await client.waitFor((f) => f.channel === 'positions')).toMatchObject({
        data: { result: false, message: expect.stringContaining('login required') },
      });
      client.send('{"event":"sub","params":');
      await client.waitFor((f) => f.event === 'error' && (f.data as { message: string }).message === 'invalid JSON');
      await roundTrip(client);
      expect(client.socket.readyState).toBe(client.socket.OPEN);
      client.close();
    });

    it('delivers a futures order’s pushes to its user’s futures socket only', async () => {
      // The token call points at the futures socket when asked.
      const { user, cookie } = await signUp(running.app);
      const answer = await running.app.inject({
        method: 'GET',
        url: `/realtime/v1/private-token?uid=${user.id}&biz=futures`,
        headers: { cookie },
      });
      expect(feedTokenResponseSchema.parse(answer.json()).endpoint).toMatch(/^ws:\/\/.*\/ws\/futures$/);

      const userId = await createFundedUser(database.db, `futures-feed-${Date.now()}@example.com`, { USDT: '5000' });
      const token = signFeedToken(secret, { kind: 'private', uid: userId, exp: Date.now() + 60_000 });
      const futures = await FeedClient.open(`${running.wsBase}/ws/futures`);
      const spot = await FeedClient.open(`${running.wsBase}/ws/spot`);
      for (const client of [futures, spot]) {
        client.send({ event: 'login', params: { token } });
        expect(await client.waitFor((f) => f.event === 'login')).toMatchObject({ data: { result: true } });
      }
      for (const channel of ['positions', 'orders', 'balances', 'risk']) {
        futures.send({ event: 'sub', params: { channel } });
        await futures.waitFor(accepted(channel));
      }
      spot.send({ event: 'sub', params: { channel: 'orders' } });
      await spot.waitFor(accepted('orders'));
      spot.send({ event: 'sub', params: { channel: 'positions' } });
      expect(await spot.waitFor((f) => f.channel === 'positions')).toMatchObject({ data: { result: false } });

      // A book to take from: the simulated makers quote the perpetual.
      const watcher = await FeedClient.open(`${running.wsBase}/ws/futures`);
      watcher.send({ event: 'sub', params: { channel: 'depth', symbol: 'BTC_USDT' } });
      await watcher.waitFor(
        (f) => isPush('depth.snapshot', 'BTC_USDT')(f) && (f.data as DepthSnapshot).asks.length > 0,
        { timeoutMs: 10_000 },
      );
      watcher.close();

      const spotFrames = spot.frames.length;
      await running.trading.transfer(userId, { direction: 'to-futures', asset: 'USDT', amount: '1000' });
      const funded = await futures.waitFor(isPush('balances'));
      expect(balanceSchema.array().parse(funded.data)).toEqual([
        expect.objectContaining({ asset: 'USDT', available: '1000' }),
      ]);

      const from = futures.frames.length;
      const placed = await running.trading.placeFutures(userId, {
        symbol: 'BTC_USDT',
        side: 'buy',
        type: 'market',
        quantity: '0.01',
      });
      expect(placed.order.status).toBe('filled');
      const orders = futuresOrderSchema.array().parse((await futures.waitFor(isPush('orders'), { from })).data);
      expect(orders.map((order) => order.id)).toContain(placed.order.id);
      const positions = await futures.waitFor(
        (f) =>
          isPush('positions')(f) &&
          futuresPositionSchema
            .array()
            .parse(f.data)
            .some((position) => position.symbol === 'BTC_USDT' && new Big(position.size).gt(0)),
        { from },
      );
      expect(positions.channel).toBeUndefined();
      const balances = balanceSchema.array().parse((await futures.waitFor(isPush('balances'), { from })).data);
      expect(balances[0]?.asset).toBe('USDT');
      expect(new Big(balances[0]?.available ?? '0').lt(1000)).toBe(true);

      // A risk notice reaches the same socket (what the clearing publishes after a liquidation).
      const notice = { kind: 'liquidated' as const, userId, symbol: 'BTC_USDT', size: '0.01' };
      publishUserEvent(running.feed.bus, userId, 'futures-risk', notice);
      expect(futuresRiskNoticeSchema.parse((await futures.waitFor(isPush('risk'), { from })).data)).toEqual(notice);

      // The spot socket of the same user heard none of it on its orders channel.
      await roundTrip(spot);
      expect(spot.pushes('orders', spotFrames)).toEqual([]);
      expect(spot.frames.slice(spotFrames).filter((f) => f.event === 'push')).toEqual([]);
      futures.close();
      spot.close();
    });

    it('pushes the positions with their TP/SL when only the TP/SL orders change', async () => {
      const userId = await createFundedUser(database.db, `futures-tpsl-${Date.now()}@example.com`, { USDT: '5000' });
      const token = signFeedToken(secret, { kind: 'private', uid: userId, exp: Date.now() + 60_000 });
      const futures = await FeedClient.open(`${running.wsBase}/ws/futures`);
      futures.send({ event: 'login', params: { token } });
      expect(await futures.waitFor((f) => f.event === 'login')).toMatchObject({ data: { result: true } });
      futures.send({ event: 'sub', params: { channel: 'positions' } });
      await futures.waitFor(accepted('positions'));
      // A book to take from and a mark to value the position at.
      futures.send({ event: 'sub', params: { channel: 'depth', symbol: 'BTC_USDT' } });
      futures.send({ event: 'sub', params: { channel: 'tickers' } });
      await futures.waitFor(
        (f) => isPush('depth.snapshot', 'BTC_USDT')(f) && (f.data as DepthSnapshot).asks.length > 0,
        { timeoutMs: 10_000 },
      );
      await futures.waitFor(
        (f) =>
          isPush('tickers')(f) &&
          futuresTickerSchema
            .array()
            .parse(f.data)
            .some((ticker) => ticker.symbol === 'BTC_USDT'),
        { timeoutMs: 10_000 },
      );
      await running.trading.transfer(userId, { direction: 'to-futures', asset: 'USDT', amount: '1000' });
      await running.trading.placeFutures(userId, { symbol: 'BTC_USDT', side: 'buy', type: 'market', quantity: '0.01' });
      const pushedPositions = (from: number) =>
        futures.pushes('positions', from).map((frame) => futuresPositionSchema.array().parse(frame.data));
      await futures.waitFor(() => pushedPositions(0).some((list) => list.length > 0));
      const [held] = pushedPositions(0).findLast((list) => list.length > 0) ?? [];
      if (!held) throw new Error('no position pushed');
      const onTick = (factor: string) => new Big(held.entryPrice).times(factor).round(2, Big.roundDown).toFixed();
      const takeProfit = onTick('1.2');
      const stopLoss = onTick('0.8');

      const setFrom = futures.frames.length;
      await running.trading.setPositionTpsl(userId, { symbol: 'BTC_USDT', takeProfit, stopLoss });
      await futures.waitFor(() => pushedPositions(setFrom).some(([position]) => position?.takeProfit === takeProfit));
      expect(pushedPositions(setFrom).at(-1)?.[0]).toMatchObject({ size: held.size, takeProfit, stopLoss });

      const clearFrom = futures.frames.length;
      await running.trading.setPositionTpsl(userId, { symbol: 'BTC_USDT', takeProfit: null, stopLoss: null });
      await futures.waitFor(() => pushedPositions(clearFrom).some(([position]) => position?.takeProfit === null));
      expect(pushedPositions(clearFrom).at(-1)?.[0]).toMatchObject({
        size: held.size,
        takeProfit: null,
        stopLoss: null,
      });
      futures.close();
    });

    it('serves both prices’ bars over REST, and refuses bad queries with a 400', async () => {
      const get = (query: string) => running.app.inject({ method: 'GET', url: `${futuresPaths.klines}?${query}` });
      const bars = async (query: string) => {
        for (let attempt = 0; attempt < 100; attempt++) {
          const response = await get(query);
          expect(response.statusCode).toBe(200);
          const { klines } = futuresKlineListSchema.parse(response.json());
          if (klines.length > 0) return klines;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`no bars for ${query}`);
      };
      const last = await bars('symbol=BTC_USDT&interval=1m');
      // A fresh install has a day of history at least (the test apps'): the default 500 bars (the current minute's may not be written yet).
      expect(last.length).toBeGreaterThanOrEqual(499);
      expect(last.at(-1)).toMatchObject({ symbol: 'BTC_USDT', interval: '1m' });
      expect(new Big(last.at(-1)?.volume ?? '0').gt(0)).toBe(true);
      const mark = await bars('symbol=BTC_USDT&interval=5m&price=mark&limit=10');
      expect(mark).toHaveLength(10);
      expect(mark.at(-1)).toMatchObject({ symbol: 'BTC_USDT', interval: '5m', volume: '0' });
      for (const kline of [...last, ...mark]) klineSchema.parse(kline);
      const openTimes = mark.map((kline) => kline.openTime);
      expect(openTimes).toEqual([...openTimes].sort((a, b) => a - b));
      // A range that ends before the bars began is empty.
      expect(futuresKlineListSchema.parse((await get('symbol=BTC_USDT&interval=1m&to=0')).json())).toEqual({
        klines: [],
      });

      for (const [query, field] of [
        ['symbol=BTC_USDT&interval=2m', 'interval'],
        ['symbol=BTC_USDT&interval=1m&price=index', 'price'],
        ['symbol=BTC_USDT&interval=1m&limit=0', 'limit'],
        ['symbol=BTC_USDT&interval=1m&limit=1001', 'limit'],
        ['symbol=BTC_USDT&interval=1m&from=20&to=10', 'from'],
        ['symbol=btc&interval=1m', 'symbol'],
        ['interval=1m', 'symbol'],
        ['symbol=NOPE_USDT&interval=1m', 'symbol'],
      ] as const) {
        const response = await get(query);
        expect(response.statusCode, query).toBe(400);
        expect(apiErrorSchema.parse(response.json()).fields, query).toHaveProperty(field);
      }
    });
  });

  onDatabase.describe('futures feed of an ENGINE=off instance over Redis', { redis: true }, ({ database }) => {
    let engine: MarketApp;
    let relay: MarketApp;
    const tag = `vela-test-${process.pid}-${randomBytes(3).toString('hex')}`;

    beforeAll(async () => {
      const shared = { env: { REDIS_URL: redisUrl as string }, busPrefix: `${tag}:`, symbols: ['BTC_USDT'] };
      engine = await startMarketApp(database, { ...shared, connectionName: `${tag}-engine` });
      relay = await startMarketApp(database, { ...shared, engine: false, connectionName: `${tag}-relay` });
    });
    afterAll(async () => {
      await relay?.close();
      await engine?.close();
    });

    it('serves the engine’s perpetual book, bars and a user’s pushes from the relay', async () => {
      const client = await FeedClient.open(`${relay.wsBase}/ws/futures`);
      await expectDepthStream(client, 'BTC_USDT', 3);
      await expectBars(client, 'BTC_USDT');

      const userId = await createFundedUser(database.db, `futures-relay-${Date.now()}@example.com`, { USDT: '100' });
      client.send({
        event: 'login',
        params: { token: signFeedToken(secret, { kind: 'private', uid: userId, exp: Date.now() + 60_000 }) },
      });
      await client.waitFor((f) => f.event === 'login');
      client.send({ event: 'sub', params: { channel: 'balances' } });
      await client.waitFor(accepted('balances'));
      const from = client.frames.length;
      await engine.trading.transfer(userId, { direction: 'to-futures', asset: 'USDT', amount: '40' });
      const balances = balanceSchema.array().parse((await client.waitFor(isPush('balances'), { from })).data);
      expect(balances).toEqual([expect.objectContaining({ asset: 'USDT', available: '40' })]);
      client.close();
    });
  });
}
