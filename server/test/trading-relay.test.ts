import { randomBytes } from 'node:crypto';
import { apiErrorSchema } from '@vela/contracts/errors';
import { feedTokenResponseSchema } from '@vela/contracts/feed';
import type { FuturesOrder } from '@vela/contracts/futures-trading';
import {
  balancePushSchema,
  cancelAllResponseSchema,
  type Order,
  orderPushSchema,
  orderResponseSchema,
  type PlaceOrderResponse,
  placeOrderResponseSchema,
} from '@vela/contracts/trading';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotOrders } from '../src/db/schema.ts';
import type { FuturesCommands } from '../src/desks/futures/futures-commands.ts';
import {
  ENGINE_UNREACHABLE,
  type OrderCommands,
  OrderForwarder,
  openOrderRelay,
  serveOrderCommands,
} from '../src/desks/order-relay.ts';
import { httpRefusal } from '../src/http/errors.ts';
import { type Bus, busTopics, createMemoryBus } from '../src/infra/bus/bus.ts';
import { Refusal } from '../src/refusal.ts';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { FeedClient, type MarketApp, startMarketApp } from './support/market.ts';
import { Trader } from './support/trading.ts';

const redisUrl = process.env.REDIS_URL;
const _skipRedisReason = 'Redis tests skipped: set REDIS_URL to run them';
const BTC = 'BTC_USDT';
const quiet = { warn: () => {}, error: () => {} };

const anOrder: Order = {
  id: 'order-1',
  clientOrderId: null,
  symbol: BTC,
  side: 'sell',
  type: 'limit',
  price: '95000',
  quantity: '0.01',
  filledQuantity: '0',
  filledQuote: '0',
  averagePrice: null,
  status: 'open',
  cancelReason: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const aLimitSell = { symbol: BTC, side: 'sell', type: 'limit', price: '95000', quantity: '0.01' } as const;

/** What a refused command rejects with, as plain fields. */
async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: httpRefusal(error).statusCode, reason: error.reason, message: error.message, field: error.field };
}

describe('order relay over the in-process bus', () => {
  it('has its topics among those the Redis bus subscribes to', () => {
    expect(busTopics).toEqual(expect.arrayContaining(['order.command', 'order.reply']));
  });

  it('answers 503 when no reply comes within the timeout, and forgets the command', async () => {
    const forwarder = new OrderForwarder(createMemoryBus(), quiet, { timeoutMs: 50 });
    const started = Date.now();
    expect(await refusalOf(forwarder.place('user-1', aLimitSell))).toEqual({
      status: 503,
      reason: 'trading-unavailable',
      message: 'the trading engine did not answer',
      field: undefined,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(forwarder.waiting).toBe(0);
    forwarder.close();
  });

  it('answers an unanswered earn debit outcome-unknown, on its timeout and on close: it may still run on the engine', async () => {
    const debit = { asset: 'USDT', amount: '10', entryKind: 'earn-subscribe', reference: 'earn-subscribe:1' } as const;
    const timing = new OrderForwarder(createMemoryBus(), quiet, { timeoutMs: 50 });
    expect(await refusalOf(timing.debitForEarn({ userId: 'user-1', ...debit }))).toMatchObject({
      status: 503,
      reason: 'outcome-unknown',
    });
    timing.close();
    const closing = new OrderForwarder(createMemoryBus(), quiet, { timeoutMs: 60_000 });
    const waiting = closing.debitForEarn({ userId: 'user-1', ...debit });
    closing.close();
    expect(await refusalOf(waiting)).toMatchObject({ status: 503, reason: 'outcome-unknown' });
    // Refused before it was published: nothing can have run, so nothing is unknown.
    expect(await refusalOf(closing.debitForEarn({ userId: 'user-1', ...debit }))).toMatchObject({
      status: 503,
      reason: 'trading-unavailable',
    });
  });

  it('refuses commands beyond its bound at once, and answers the waiting ones 503 on close', async () => {
    const forwarder = new OrderForwarder(createMemoryBus(), quiet, { timeoutMs: 60_000, maxPending: 2 });
    const waiting = [forwarder.cancel('user-1', 'order-1'), forwarder.cancelAll('user-1')];
    expect(forwarder.waiting).toBe(2);
    expect(await refusalOf(forwarder.cancelAll('user-1', BTC))).toMatchObject({
      status: 503,
      reason: 'trading-unavailable',
    });
    expect(forwarder.waiting).toBe(2);
    forwarder.close();
    for (const answer of await Promise.all(waiting.map(refusalOf))) {
      expect(answer).toMatchObject({ status: 503, reason: 'trading-unavailable' });
    }
    expect(forwarder.waiting).toBe(0);
    expect(await refusalOf(forwarder.place('user-1', aLimitSell))).toMatchObject({ status: 503 });
  });

  it('answers 503 at once, publishing nothing, while its bus is disconnected', async () => {
    const bus = createMemoryBus();
    let connected = false;
    const published: unknown[] = [];
    bus.subscribe('order.command', (command) => published.push(command));
    const disconnected: Bus = {
      ...bus,
      get connected() {
        return connected;
      },
    };
    // A timeout longer than the test: only the disconnected bus can answer in time.
    const forwarder = new OrderForwarder(disconnected, quiet, { timeoutMs: 600_000 });
    expect(await refusalOf(forwarder.place('user-1', aLimitSell))).toEqual({
      status: 503,
      reason: 'trading-unavailable',
      message: ENGINE_UNREACHABLE,
      field: undefined,
    });
    expect(await refusalOf(forwarder.setLeverage('user-1', { symbol: 'BTC_USDT_PERP', leverage: 5 }))).toMatchObject({
      status: 503,
      message: ENGINE_UNREACHABLE,
    });
    expect(published).toEqual([]);
    expect(forwarder.waiting).toBe(0);
    connected = true;
    const waiting = forwarder.cancel('user-1', 'order-1');
    expect(published).toHaveLength(1);
    forwarder.close();
    expect(await refusalOf(waiting)).toMatchObject({ status: 503 });
  });

  it('carries results and refusals both ways, each to the instance that asked', async () => {
    const bus = createMemoryBus();
    const seen: unknown[] = [];
    const engine: OrderCommands = {
      place: async (userId, request) => {
        seen.push({ userId, request });
        return { order: { ...anOrder, clientOrderId: request.clientOrderId ?? null }, fills: [] };
      },
      cancel: async (_userId, orderId) => {
        if (orderId === 'boom') throw new Error('connection to the database lost at 10.0.0.5');
        throw new Refusal('not-found', 'unknown-order', 'no such order of yours');
      },
      amend: async (_userId, orderId, request) => ({
        order: { ...anOrder, id: orderId, price: request.price ?? anOrder.price },
        fills: [],
      }),
      cancelAll: async (_userId, symbol) => {
        if (symbol === 'SOL_USDT') throw new Refusal('invalid', 'unknown-market', 'no market SOL_USDT', 'symbol');
        return [{ ...anOrder, status: 'cancelled', cancelReason: 'user' }];
      },
      transfer: async () => {
        throw new Refusal('invalid', 'insufficient-balance', 'not enough', 'amount');
      },
    };
    const errors: unknown[] = [];
    const stop = serveOrderCommands({
      bus,
      trading: engine,
      log: { warn: () => {}, error: (e: unknown) => errors.push(e) },
    });
    const first = new OrderForwarder(bus, quiet);
    const second = new OrderForwarder(bus, quiet);

    const [one, two] = await Promise.all([
      first.place('user-1', { ...aLimitSell, clientOrderId: 'one' }),
      second.place('user-2', { ...aLimitSell, clientOrderId: 'two' }),
    ]);
    expect(one.order.clientOrderId).toBe('one');
    expect(two.order.clientOrderId).toBe('two');
    expect(seen).toEqual([
      { userId: 'user-1', request: { ...aLimitSell, clientOrderId: 'one' } },
      { userId: 'user-2', request: { ...aLimitSell, clientOrderId: 'two' } },
    ]);
    expect((await second.amend('user-2', 'order-7', { price: '91000' })).order).toMatchObject({
      id: 'order-7',
      price: '91000',
    });
    expect(await first.cancelAll('user-1')).toEqual([{ ...anOrder, status: 'cancelled', cancelReason: 'user' }]);
    expect(await refusalOf(first.cancelAll('user-1', 'SOL_USDT'))).toEqual({
      status: 400,
      reason: 'unknown-market',
      message: 'no market SOL_USDT',
      field: 'symbol',
    });
    expect(await refusalOf(first.cancel('user-1', 'order-9'))).toEqual({
      status: 404,
      reason: 'unknown-order',
      message: 'no such order of yours',
      field: undefined,
    });
    // An unexpected failure is logged where it happened and reaches the client as a plain 503.
    const failed = await refusalOf(first.cancel('user-1', 'boom'));
    expect(failed).toMatchObject({ status: 503, reason: 'trading-unavailable' });
    expect(failed.message).not.toContain('10.0.0.5');
    expect(errors).toHaveLength(1);
    expect(first.waiting + second.waiting).toBe(0);
    stop();
    first.close();
    second.close();
  });

  it('parses a forwarded command again on the engine side, and a reply on the forwarding side', async () => {
    const bus = createMemoryBus();
    const engine: OrderCommands = {
      place: async () => ({ order: anOrder, fills: [] }),
      // The wrong shape for a cancel: the forwarding side must not pass it on.
      cancel: async () => ({ order: anOrder }) as unknown as Order,
      amend: async () => ({ order: anOrder, fills: [] }),
      cancelAll: async () => [],
      transfer: async () => {
        throw new Error('not used');
      },
    };
    const stop = serveOrderCommands({ bus, trading: engine, log: quiet });
    const replies: unknown[] = [];
    bus.subscribe('order.reply', (reply) => replies.push(reply));
    bus.publish('order.command', {
      id: 'c-1',
      replyTo: 'someone',
      userId: 'user-1',
      command: { name: 'place', request: { ...aLimitSell, side: 'up' } as never },
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(replies).toEqual([
      {
        id: 'c-1',
        replyTo: 'someone',
        ok: false,
        error: expect.objectContaining({ kind: 'invalid', reason: 'invalid-input', field: 'side' }),
      },
    ]);
    const forwarder = new OrderForwarder(bus, quiet);
    expect(await refusalOf(forwarder.cancel('user-1', 'order-1'))).toMatchObject({
      status: 503,
      reason: 'trading-unavailable',
    });
    stop();
    forwarder.close();
  });

  it('forwards the futures commands both ways, and refuses a malformed one with 400', async () => {
    const bus = createMemoryBus();
    const futuresOrder: FuturesOrder = {
      id: 'futures-1',
      clientOrderId: null,
      symbol: BTC,
      side: 'buy',
      type: 'limit',
      price: '90000',
      triggerPrice: null,
      triggerBy: null,
      quantity: '0.001',
      filledQuantity: '0',
      averagePrice: null,
      fee: '0',
      realizedPnl: '0',
      timeInForce: 'GTC',
      postOnly: false,
      reduceOnly: false,
      closePosition: false,
      liquidation: false,
      marginMode: 'cross',
      leverage: 10,
      status: 'open',
      cancelReason: null,
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const seen: unknown[] = [];
    const futures: FuturesCommands = {
      placeFutures: async (userId, request) => {
        seen.push({ userId, request });
        return { order: futuresOrder, fills: [], attached: [] };
      },
      cancelFutures: async () => ({ ...futuresOrder, status: 'cancelled', cancelReason: 'user' }),
      cancelAllFutures: async (_userId, symbol) => (symbol === BTC ? [futuresOrder] : []),
      closePosition: async () => {
        throw new Refusal('conflict', 'no-position', 'no open position on BTC_USDT', 'symbol');
      },
      adjustMargin: async (userId, request) => {
        seen.push({ userId, request });
      },
      setPositionTpsl: async () => [],
      setLeverage: async (_userId, { symbol, leverage }) => ({
        symbol,
        leverage,
        marginMode: 'cross',
        maxLeverage: 100,
      }),
      setMarginMode: async (_userId, { symbol, marginMode }) => ({
        symbol,
        leverage: 10,
        marginMode,
        maxLeverage: 100,
      }),
    };
    const spot: OrderCommands = {
      place: async () => ({ order: anOrder, fills: [] }),
      cancel: async () => anOrder,
      amend: async () => ({ order: anOrder, fills: [] }),
      cancelAll: async () => [],
      transfer: async () => {
        throw new Error('not used');
      },
    };
    const stop = serveOrderCommands({ bus, trading: spot, futures, log: quiet });
    const forwarder = new OrderForwarder(bus, quiet);
    const limitBuy = { symbol: BTC, side: 'buy', type: 'limit', price: '90000', quantity: '0.001' } as const;

    expect(await forwarder.placeFutures('user-1', limitBuy)).toEqual({ order: futuresOrder, fills: [], attached: [] });
    expect(await forwarder.cancelFutures('user-1', 'futures-1')).toMatchObject({ status: 'cancelled' });
    expect(await forwarder.cancelAllFutures('user-1', BTC)).toEqual([futuresOrder]);
    expect(await forwarder.cancelAllFutures('user-1')).toEqual([]);
    await expect(forwarder.adjustMargin('user-1', { symbol: BTC, direction: 'add', amount: '5' })).resolves.toBe(
      undefined,
    );
    expect(await forwarder.setPositionTpsl('user-1', { symbol: BTC, takeProfit: null })).toEqual([]);
    expect(await forwarder.setLeverage('user-1', { symbol: BTC, leverage: 20 })).toEqual({
      symbol: BTC,
      leverage: 20,
      marginMode: 'cross',
      maxLeverage: 100,
    });
    expect(await forwarder.setMarginMode('user-1', { symbol: BTC, marginMode: 'isolated' })).toMatchObject({
      marginMode: 'isolated',
    });
    expect(await refusalOf(forwarder.closePosition('user-1', { symbol: BTC, type: 'market' }))).toEqual({
      status: 409,
      reason: 'no-position',
      message: 'no open position on BTC_USDT',
      field: 'symbol',
    });
    expect(seen).toEqual([
      { userId: 'user-1', request: limitBuy },
      { userId: 'user-1', request: { symbol: BTC, direction: 'add', amount: '5' } },
    ]);

    // The engine side parses what it receives: a limit without a price never reaches the service.
    const replies: unknown[] = [];
    bus.subscribe('order.reply', (reply) => replies.push(reply));
    for (const command of [
      { name: 'placeFutures', request: { ...limitBuy, price: undefined } },
      { name: 'setLeverage', request: { symbol: BTC, leverage: 0 } },
      { name: 'liquidateEveryone' },
    ]) {
      bus.publish('order.command', { id: 'f-1', replyTo: 'someone', userId: 'user-1', command: command as never });
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(replies).toEqual([
      { id: 'f-1', replyTo: 'someone', ok: false, error: expect.objectContaining({ kind: 'invalid', field: 'price' }) },
      {
        id: 'f-1',
        replyTo: 'someone',
        ok: false,
        error: expect.objectContaining({ kind: 'invalid', field: 'leverage' }),
      },
      {
        id: 'f-1',
        replyTo: 'someone',
        ok: false,
        error: expect.objectContaining({ kind: 'invalid', reason: 'invalid-input' }),
      },
    ]);
    expect(seen).toHaveLength(2);
    stop();
    forwarder.close();

    // An engine whose service runs no futures answers them 503.
    const spotOnly = serveOrderCommands({ bus, trading: spot, log: quiet });
    const asking = new OrderForwarder(bus, quiet);
    expect(await refusalOf(asking.setLeverage('user-1', { symbol: BTC, leverage: 5 }))).toMatchObject({
      status: 503,
      reason: 'trading-unavailable',
    });
    spotOnly();
    asking.close();
  });

  it('without Redis, an instance without the engine refuses order commands at once', async () => {
    const bus = createMemoryBus();
    const local: OrderCommands = {
      place: async () => ({ order: anOrder, fills: [] }),
      cancel: async () => anOrder,
      amend: async () => ({ order: anOrder, fills: [] }),
      cancelAll: async () => [],
      transfer: async () => {
        throw new Error('not used');
      },
    };
    const relay = openOrderRelay({ config: { ENGINE: 'off' }, bus, trading: local, log: quiet });
    const started = Date.now();
    expect(await refusalOf(relay.commands.place('user-1', aLimitSell))).toMatchObject({
      status: 503,
      reason: 'trading-unavailable',
    });
    expect(await refusalOf(relay.futures.setLeverage('user-1', { symbol: BTC, leverage: 5 }))).toMatchObject({
      status: 503,
      reason: 'trading-unavailable',
    });
    expect(Date.now() - started).toBeLessThan(100);
    relay.close();
    const engine = openOrderRelay({ config: { ENGINE: 'on' }, bus, trading: local, log: quiet });
    expect(engine.commands).toBe(local);
    engine.close();
  });
});

const bodyOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  body: apiErrorSchema.parse(response.json()),
});

for (const onDatabase of testDatabases) {
  onDatabase.describe('order commands through an ENGINE=off instance over Redis', { redis: true }, ({ database }) => {
    const REPLY_TIMEOUT_MS = 1_500;
    let engine: MarketApp | undefined;
    let relay: MarketApp;
    let userId: string;
    /** The same signed-in user through either instance (sessions live in the shared database). */
    let viaRelay: Trader;
    let viaEngine: Trader;
    let client: FeedClient;
    const tag = `vela-test-${process.pid}-${randomBytes(3).toString('hex')}`;

    beforeAll(async () => {
      const shared = {
        env: { REDIS_URL: redisUrl as string },
        busPrefix: `${tag}:`,
        symbols: [BTC],
        settings: { simulator: false },
      };
      engine = await startMarketApp(database, { ...shared, connectionName: `${tag}-engine` });
      relay = await startMarketApp(database, {
        ...shared,
        engine: false,
        connectionName: `${tag}-relay`,
        orderRelay: { timeoutMs: REPLY_TIMEOUT_MS },
      });
      const signedUp = await signUp(relay.app);
      userId = signedUp.user.id;
      viaRelay = new Trader(relay.app, signedUp.cookie);
      viaEngine = new Trader(engine.app, signedUp.cookie);

      // The user's private channels, on the instance without the engine.
      const response = await relay.app.inject({
        method: 'GET',
        url: `/realtime/v1/private-token?uid=${userId}`,
        headers: { cookie: signedUp.cookie },
      });
      client = await FeedClient.open(`${relay.wsBase}/ws/spot`);
      client.send({ event: 'login', params: { token: feedTokenResponseSchema.parse(response.json()).token } });
      await client.waitFor((f) => f.event === 'login');
      for (const channel of ['orders', 'balances']) {
        client.send({ event: 'sub', params: { channel } });
        await client.waitFor((f) => f.channel === channel && (f.data as { result: boolean }).result === true);
      }
    });
    afterAll(async () => {
      client?.close();
      await relay?.close();
      await engine?.close();
    });

    const orderPush = (orderId: string, status: string, from = 0) =>
      client.waitFor(
        (f) =>
          f.type === 'orders' && orderPushSchema.parse(f.data).id === orderId && (f.data as Order).status === status,
        { from },
      );

    it('places an order through it: the engine instance’s answer, the order in the database, funds frozen, pushes', async () => {
      const from = client.frames.length;
      const response = await viaRelay.place({ ...aLimitSell, quantity: '0.02', clientOrderId: 'relay-1' });
      expect(response.statusCode).toBe(200);
      const placed: PlaceOrderResponse = placeOrderResponseSchema.parse(response.json());
      expect(placed.order).toMatchObject({ status: 'open', price: '95000', quantity: '0.02', filledQuantity: '0' });
      expect(placed.fills).toEqual([]);

      const [row] = await database.db.select().from(spotOrders).where(eq(spotOrders.id, placed.order.id));
      expect(row).toMatchObject({ userId, status: 'open', clientOrderId: 'relay-1' });
      expect(Number(row?.frozen)).toBe(0.02);
      // Version 1 is the sign-up grant; the freeze is the row's next change.
      expect((await viaRelay.balances()).BTC).toEqual({ asset: 'BTC', available: '0.08', frozen: '0.02', version: 2 });
      expect(engine?.market?.markets.get(BTC)?.engine.bestAsk()).toBe(9_500_000);

      // The same order asked again through the engine instance: byte for byte what the relay answered.
      const again = await viaEngine.place({ ...aLimitSell, quantity: '0.02', clientOrderId: 'relay-1' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(response.json());
      expect(again.headers['content-type']).toBe(response.headers['content-type']);

      await orderPush(placed.order.id, 'open', from);
      const balances = await client.waitFor(
        (f) => f.type === 'balances' && balancePushSchema.parse(f.data).some((b) => b.asset === 'BTC'),
        { from },
      );
      expect(balancePushSchema.parse(balances.data)).toContainEqual({
        asset: 'BTC',
        available: '0.08',
        frozen: '0.02',
        version: 2,
      });
    });

    it('brings back the engine’s refusals intact: status, reason, message and field', async () => {
      const cases = [
        { ...aLimitSell, quantity: '5' }, // insufficient-balance, field quantity
        { ...aLimitSell, price: '95000.001' }, // price-off-tick, field price
        { ...aLimitSell, symbol: 'ETH_USDT' }, // unknown-market (not listed on this engine)
      ];
      const reasons: string[] = [];
      for (const order of cases) {
        const relayed = bodyOf(await viaRelay.place(order));
        expect(relayed).toEqual(bodyOf(await viaEngine.place(order)));
        reasons.push(`${relayed.status} ${relayed.body.reason} ${JSON.stringify(relayed.body.fields)}`);
      }
      expect(reasons).toEqual([
        '400 insufficient-balance {"quantity":"insufficient-balance"}',
        '400 price-off-tick {"price":"price-off-tick"}',
        '400 unknown-market {"symbol":"unknown-market"}',
      ]);
      const unknown = bodyOf(await viaRelay.cancel('00000000-0000-4000-8000-000000000000'));
      expect(unknown).toEqual(bodyOf(await viaEngine.cancel('00000000-0000-4000-8000-000000000000')));
      expect(unknown).toMatchObject({ status: 404, body: { reason: 'unknown-order' } });
      expect((await viaRelay.balances()).BTC).toEqual({ asset: 'BTC', available: '0.08', frozen: '0.02', version: 2 });
    });

    it('cancels one order and then all of them through it', async () => {
      const [open] = await viaRelay.openOrders(BTC);
      if (!open) throw new Error('expected the open order of the first test');
      const from = client.frames.length;
      const cancelled = await viaRelay.cancel(open.id);
      expect(cancelled.statusCode).toBe(200);
      expect(orderResponseSchema.parse(cancelled.json()).order).toMatchObject({
        id: open.id,
        status: 'cancelled',
        cancelReason: 'user',
      });
      await orderPush(open.id, 'cancelled', from);
      expect(bodyOf(await viaRelay.cancel(open.id))).toMatchObject({ status: 409, body: { reason: 'order-not-open' } });

      await viaRelay.place({ ...aLimitSell, price: '99000', quantity: '0.001' });
      await viaEngine.place({ ...aLimitSell, price: '99500', quantity: '0.001' });
      const all = await viaRelay.cancelAll(BTC);
      expect(all.statusCode).toBe(200);
      const { cancelled: both } = cancelAllResponseSchema.parse(all.json());
      expect(both.map((order) => order.status)).toEqual(['cancelled', 'cancelled']);
      expect(await viaRelay.openOrders()).toEqual([]);
      // Cancel (3), two places (4, 5), one cancel-all releasing both (6).
      expect((await viaRelay.balances()).BTC).toEqual({ asset: 'BTC', available: '0.1', frozen: '0', version: 6 });
      expect(engine?.market?.markets.get(BTC)?.engine.bestAsk()).toBeUndefined();
    });

    it('answers 503 within its timeout once the engine instance is gone', async () => {
      await engine?.close();
      engine = undefined;
      for (const send of [() => viaRelay.place(aLimitSell), () => viaRelay.cancelAll()]) {
        const started = Date.now();
        const answer = bodyOf(await send());
        const took = Date.now() - started;
        expect(answer).toMatchObject({
          status: 503,
          body: { reason: 'trading-unavailable', message: 'the trading engine did not answer' },
        });
        expect(took).toBeGreaterThanOrEqual(REPLY_TIMEOUT_MS - 50);
        expect(took).toBeLessThan(REPLY_TIMEOUT_MS + 1_000);
      }
      // Reads need no engine.
      expect((await viaRelay.balances()).BTC).toEqual({ asset: 'BTC', available: '0.1', frozen: '0', version: 6 });
    });
  });
}
