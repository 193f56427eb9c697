import { feedCloseCodes, feedLimits } from '@vela/contracts/feed';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from './support/database-suite.ts';
import { fuzzParameters, fuzzTimeout } from './support/fuzz.ts';
import { FeedClient, type MarketApp, startMarketApp } from './support/market.ts';

/** What any server frame must look like, whatever the client sent. */
const serverFrameSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('error'), data: z.object({ result: z.literal(false), message: z.string().min(1) }) }),
  z.object({ event: z.literal('pong'), data: z.object({ ts: z.number(), pingTs: z.unknown() }) }),
  z.object({
    event: z.enum(['sub', 'unsub', 'login', 'logout']),
    channel: z.string(),
    data: z.union([z.object({ result: z.literal(true) }), z.object({ result: z.literal(false), message: z.string() })]),
  }),
  z.object({ event: z.literal('push'), biz: z.enum(['spot', 'futures']), type: z.string(), data: z.unknown() }),
]);

const channel = fc.record(
  {
    channel: fc.constantFrom(
      'tickers',
      'depth',
      'trades',
      'kline',
      'orders',
      'balances',
      'positions',
      'risk',
      'bogus',
      '',
    ),
    symbol: fc.oneof(fc.constantFrom('BTC_USDT', 'ETH_USDT', 'NOPE_USDT'), fc.string()),
    interval: fc.oneof(fc.constantFrom('1m', '1d'), fc.string()),
    // Futures bars: the kline's price (mark on the spot socket is refused, anything else an error).
    price: fc.oneof(fc.constantFrom('last', 'mark', 'index'), fc.string()),
  },
  { requiredKeys: ['channel'] },
);

/** Text frames: random text, random JSON, and frames shaped almost like the real ones. */
const textFrame = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc
    .record({
      event: fc.constantFrom('ping', 'login', 'logout', 'sub', 'unsub', 'teleport', ''),
      params: fc.oneof(fc.jsonValue({ maxDepth: 2 }), channel, fc.record({ token: fc.string(), ts: fc.double() })),
    })
    .map((frame) => JSON.stringify(frame)),
);
const frame = fc.oneof({ weight: 5, arbitrary: textFrame }, { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) });

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'feed under fuzzed input',
    ({ database }) => {
      let running: MarketApp;

      beforeAll(async () => {
        running = await startMarketApp(database, { symbols: ['BTC_USDT', 'ETH_USDT'] });
      });
      afterAll(async () => {
        await running?.close();
      });

      it('answers any sequence of frames with well-formed frames and keeps the connection', {
        timeout: fuzzTimeout(20),
      }, async () => {
        let serial = 0;
        await fc.assert(
          fc.asyncProperty(
            fc.array(frame, { maxLength: 25 }),
            fc.constantFrom('spot', 'futures'),
            async (frames, biz) => {
              const client = await FeedClient.open(`${running.wsBase}/ws/${biz}`);
              try {
                for (const sent of frames) client.socket.send(sent, { binary: typeof sent !== 'string' });
                // Frames are answered in order: once this pong is back, every frame above was answered.
                const marker = ++serial;
                client.send({ event: 'ping', params: { ts: marker } });
                await client.waitFor((f) => f.event === 'pong' && (f.data as { pingTs: unknown }).pingTs === marker);
                for (const received of client.frames) serverFrameSchema.parse(received);
                expect(client.socket.readyState).toBe(client.socket.OPEN);
              } finally {
                client.close();
              }
            },
          ),
          fuzzParameters(60),
        );
      });

      it('closes with 1009 exactly when a frame is over 64 KiB, and serves everyone else meanwhile', {
        timeout: fuzzTimeout(10),
      }, async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.integer({ min: feedLimits.maxFrameBytes - 512, max: feedLimits.maxFrameBytes + 512 }),
            fc.boolean(),
            async (size, binary) => {
              const client = await FeedClient.open(`${running.wsBase}/ws/spot`);
              client.socket.send(Buffer.alloc(size, 'x'), { binary });
              if (size > feedLimits.maxFrameBytes) {
                expect(await client.closed).toBe(feedCloseCodes.messageTooBig);
              } else {
                expect(await client.waitFor((f) => f.event === 'error')).toBeDefined();
                client.close();
              }
            },
          ),
          fuzzParameters(16),
        );
        const survivor = await FeedClient.open(`${running.wsBase}/ws/spot`);
        survivor.send({ event: 'ping' });
        await survivor.waitFor((f) => f.event === 'pong');
        survivor.close();
        expect((await running.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      });
    },
    { migrate: true },
  );
}
