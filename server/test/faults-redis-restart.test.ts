// Fault: Redis restarted under two instances (an engine instance and a relay with ENGINE=off). Both
// reach Redis through a TCP proxy that resets their connections and refuses new ones for a few
// seconds, as a restarting Redis does. Afterwards the bus, the feed and the order forwarding recover
// by themselves, and a browser-like WebSocket client connected to the relay keeps receiving pushes
// on the same socket (no reconnect), its depth book consistent throughout. While Redis is away the
// relay refuses forwarded orders at once (503 with Retry-After), not after the forwarding timeout.
import { randomBytes } from 'node:crypto';
import { depthSnapshotSchema, tradeSchema } from '@vela/contracts/market-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ENGINE_UNREACHABLE } from '../src/desks/order-relay.ts';
import { drivers } from './support/databases.ts';
import { FaultSetUp, faultTraders } from './support/fault-harness.ts';
import { FAULT_SYMBOL, within } from './support/faults.ts';
import { FeedClient, type MarketApp, type ReceivedFrame, sleep } from './support/market.ts';
import type { TcpProxy } from './support/tcp-proxy.ts';
import type { Trader } from './support/trading.ts';

const redisUrl = process.env.REDIS_URL;
const skipRedisReason = 'Redis fault tests skipped: set REDIS_URL to run them';
/** PostgreSQL when DATABASE_URL is set (as CI), else the embedded database: the fault is Redis's. */
const storage =
  drivers.find((entry) => entry.driver === 'postgres' && entry.available) ??
  drivers.find((entry) => entry.driver === 'pglite');
const DOWN_MS = 3_000;
const SYMBOL = 'BTC_USDT';

/** Every depth update follows the frame before it, or a snapshot restarted the book. */
function depthGaps(frames: ReceivedFrame[]): string[] {
  const gaps: string[] = [];
  let seq: number | undefined;
  for (const frame of frames) {
    const depth = depthSnapshotSchema.parse(frame.data);
    if (frame.type === 'depth.update' && depth.seq !== (seq ?? Number.NaN) + 1) gaps.push(`${seq} -> ${depth.seq}`);
    seq = depth.seq;
  }
  return gaps;
}

describe.skipIf(!redisUrl)(`Redis restarted under two instances${redisUrl ? '' : ` (${skipRedisReason})`}`, () => {
  const setUp = new FaultSetUp();
  let proxy: TcpProxy;
  let relay: MarketApp;
  let traders: Trader[];
  const tag = `vela-fault-${process.pid}-${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    if (!storage) throw new Error('no test database driver');
    const database = await setUp.scratchDatabase(storage.create);
    proxy = await setUp.proxy(new URL(redisUrl as string), 6379);
    const shared = {
      env: { REDIS_URL: proxy.via(redisUrl as string) },
      busPrefix: `${tag}:`,
      symbols: [SYMBOL, FAULT_SYMBOL],
    };
    // The engine instance: the relay forwards its orders there over Redis.
    await setUp.market(database, { ...shared, connectionName: `${tag}-engine` });
    relay = await setUp.market(database, {
      ...shared,
      engine: false,
      connectionName: `${tag}-relay`,
      // Forwarded orders give up sooner than in production, so the outage's 503s come quickly.
      orderRelay: { timeoutMs: 1_500 },
    });
    traders = await faultTraders(relay.app, 1);
  }, 60_000);
  afterAll(() => setUp.tearDown());

  const placeOnRelay = () =>
    (traders[0] as Trader).place({
      symbol: FAULT_SYMBOL,
      side: 'buy',
      type: 'limit',
      price: '1000.00',
      quantity: '0.0100',
    });

  it('recovers the feed and the order forwarding; a connected client keeps receiving pushes', async () => {
    const client = await FeedClient.open(`${relay.wsBase}/ws/spot`);
    client.send({ event: 'sub', params: { channel: 'trades', symbol: SYMBOL } });
    client.send({ event: 'sub', params: { channel: 'depth', symbol: SYMBOL } });
    client.send({ event: 'sub', params: { channel: 'tickers' } });
    await client.waitFor((f) => f.type === 'trades');
    await client.waitFor((f) => f.type === 'tickers');
    const before = await placeOnRelay();
    expect(before.statusCode, `an order forwarded before the restart: ${before.body}`).toBe(200);
    const lastTradeId = Math.max(
      ...client.pushes('trades').flatMap((f) =>
        tradeSchema
          .array()
          .parse(f.data)
          .map((t) => t.id),
      ),
    );

    await proxy.cut();
    const cutAt = Date.now();
    await within(DOWN_MS, 'the relay sees its Redis connections gone', async () => !relay.feed.bus.connected);
    // Refused at once, not after the forwarding timeout: the bus knows the command would be lost.
    const during = await placeOnRelay();
    expect(during.statusCode, during.body).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toMatchObject({
      code: 503,
      error: 'Service Unavailable',
      reason: 'trading-unavailable',
      message: ENGINE_UNREACHABLE,
    });
    await sleep(DOWN_MS - (Date.now() - cutAt));
    const restartFrom = client.frames.length;
    await proxy.restore();

    // Same socket, never closed: pushes flow again, the book heals from a snapshot.
    await client.waitFor((f) => f.type === 'trades', { from: restartFrom, timeoutMs: 10_000 });
    await client.waitFor((f) => f.type === 'tickers', { from: restartFrom, timeoutMs: 10_000 });
    await client.waitFor((f) => f.type === 'depth.update', { from: restartFrom, timeoutMs: 10_000 });
    const forwardedIn = await within(
      10_000,
      'a forwarded order is accepted again',
      async () => (await placeOnRelay()).statusCode === 200,
    );
    console.info(`faults-redis-restart: forwarding back ${forwardedIn} ms after the first push`);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    expect(depthGaps(client.frames.filter((f) => f.type?.startsWith('depth')))).toEqual([]);
    const after = client.pushes('trades', restartFrom).flatMap((f) => tradeSchema.array().parse(f.data));
    expect(Math.max(...after.map((trade) => trade.id))).toBeGreaterThan(lastTradeId);
    client.close();
  }, 40_000);
});
