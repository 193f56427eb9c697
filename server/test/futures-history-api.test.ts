import { apiErrorSchema } from '@vela/contracts/errors';
import { fundingRateListSchema, futuresCallPaths } from '@vela/contracts/futures';
import {
  futuresTradingCallPaths as calls,
  closedPositionListSchema,
  futuresFillListSchema,
  futuresTradingPaths,
  placeFuturesOrderResponseSchema,
} from '@vela/contracts/futures-trading';
import { POSITION_HISTORY_READS_PER_MINUTE } from '@vela/contracts/operations/futures-trading';
import Big from 'big.js';
import { expect, it } from 'vitest';
import { futuresFundingRounds } from '../src/db/schema.ts';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { futuresApiSuite } from './support/futures-api.ts';
import { type Answer, answerOf, BrowserStandIn, webRequestHelper } from './support/web-client.ts';

const BTC = 'BTC_USDT';

function ok({ status, body }: Answer): unknown {
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

const sum = (values: readonly string[]) => values.reduce((total, value) => total.plus(value), new Big(0));

for (const onDatabase of testDatabases) {
  onDatabase.describe('futures position and funding rate history API', ({ database }) => {
    const futures = futuresApiSuite(database);

    it('lists a position opened and closed on the engine, from its fills, newest first and paged', async () => {
      const { api } = await futures.trader('2000');
      const post = async (path: string, body: unknown) => answerOf(api.post(path, body, 'futures'));
      const get = async (path: string, query?: Record<string, unknown>) => answerOf(api.get(path, query, 'futures'));
      const empty = closedPositionListSchema.parse(ok(await get(calls.positionHistory)));
      expect(empty).toEqual({ positions: [], nextBefore: null });

      for (const side of ['buy', 'sell'] as const) {
        placeFuturesOrderResponseSchema.parse(
          ok(await post(calls.orders, { symbol: BTC, side, type: 'market', quantity: '0.002' })),
        );
        ok(await post(calls.closePosition, { symbol: BTC, type: 'market' }));
      }
      const fills = futuresFillListSchema.parse(ok(await get(calls.fills, { limit: 100 }))).fills;
      const history = closedPositionListSchema.parse(ok(await get(calls.positionHistory)));
      expect(history.nextBefore).toBeNull();
      expect(history.positions.map((position) => position.side)).toEqual(['short', 'long']);
      for (const position of history.positions) {
        expect(position).toMatchObject({ symbol: BTC, size: '0.002', liquidated: false });
        expect(new Big(position.realizedPnl).eq(new Big(position.closingPnl).minus(position.fee))).toBe(true);
      }
      // Both positions together are every fill: their PnL and fees are the fills' sums.
      expect(
        sum(history.positions.map((position) => position.closingPnl)).eq(sum(fills.map((fill) => fill.realizedPnl))),
      ).toBe(true);
      expect(sum(history.positions.map((position) => position.fee)).eq(sum(fills.map((fill) => fill.fee)))).toBe(true);
      const [newest] = history.positions;
      expect(newest?.id).toBe(fills[0]?.id);

      const first = closedPositionListSchema.parse(ok(await get(calls.positionHistory, { limit: 1 })));
      expect(first).toEqual({ positions: history.positions.slice(0, 1), nextBefore: newest?.id });
      const second = closedPositionListSchema.parse(
        ok(await get(calls.positionHistory, { limit: 1, before: first.nextBefore })),
      );
      expect(second).toEqual({ positions: history.positions.slice(1), nextBefore: null });
      expect(
        closedPositionListSchema.parse(ok(await get(calls.positionHistory, { symbol: 'ETH_USDT' }))).positions,
      ).toEqual([]);

      for (const query of [
        { limit: '0' },
        { before: 'latest' },
        { symbol: 'btc' },
        { symbol: 'NOPE_USDT' },
        { side: 'long' },
      ]) {
        const answer = await get(calls.positionHistory, query);
        expect(answer.status, JSON.stringify(query)).toBe(400);
        apiErrorSchema.parse(answer.body);
      }
    });

    it('answers 401 to the position history without a session', async () => {
      const api = await webRequestHelper(futures.app, new BrowserStandIn(futures.origin));
      expect((await answerOf(api.get(calls.positionHistory, undefined, 'futures'))).status).toBe(401);
    });

    it('serves each user a bounded number of position-history reads a minute, then 429 with Retry-After', async () => {
      const read = async (cookie: string) =>
        futures.app.inject({ method: 'GET', url: futuresTradingPaths.positionHistory, headers: { cookie } });
      const busy = await signUp(futures.app);
      for (let served = 0; served < POSITION_HISTORY_READS_PER_MINUTE; served++) {
        expect((await read(busy.cookie)).statusCode).toBe(200);
      }
      const refused = await read(busy.cookie);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      apiErrorSchema.parse(refused.json());
      // Counted per user: another user is still served.
      expect((await read((await signUp(futures.app)).cookie)).statusCode).toBe(200);
    });

    it('serves the funding rounds applied to a contract, publicly, newest first and paged', async () => {
      const rounds = [
        { time: '2026-11-30T16:00:00.000Z', rate: '0.0001', markPrice: '90100.5' },
        { time: '2026-12-01T00:00:00.000Z', rate: '-0.00005', markPrice: '89900' },
        { time: '2026-12-01T08:00:00.000Z', rate: '0.000125', markPrice: '91000' },
      ];
      for (const round of rounds) {
        await database.db.insert(futuresFundingRounds).values({
          symbol: BTC,
          fundingTime: new Date(round.time),
          rate: round.rate,
          markPrice: round.markPrice,
        });
      }
      const api = await webRequestHelper(futures.app, new BrowserStandIn(futures.origin));
      const get = async (query: Record<string, unknown>) =>
        answerOf(api.get(futuresCallPaths.fundingRates, query, 'futures'));
      const expected = rounds
        .map((round) => ({ symbol: BTC, fundingTime: round.time, rate: round.rate, markPrice: round.markPrice }))
        .reverse();
      expect(fundingRateListSchema.parse(ok(await get({ symbol: BTC })))).toEqual({
        rates: expected,
        nextBefore: null,
      });
      const page = fundingRateListSchema.parse(ok(await get({ symbol: BTC, limit: 2 })));
      expect(page).toEqual({ rates: expected.slice(0, 2), nextBefore: String(Date.parse(rounds[1]?.time ?? '')) });
      expect(fundingRateListSchema.parse(ok(await get({ symbol: BTC, before: page.nextBefore })))).toEqual({
        rates: expected.slice(2),
        nextBefore: null,
      });

      for (const query of [
        {},
        { symbol: 'NOPE_USDT' },
        { symbol: BTC, limit: '501' },
        { symbol: BTC, before: '-1' },
        { symbol: BTC, x: '1' },
      ]) {
        const answer = await get(query);
        expect(answer.status, JSON.stringify(query)).toBe(400);
        apiErrorSchema.parse(answer.body);
      }
    });
  });
}
