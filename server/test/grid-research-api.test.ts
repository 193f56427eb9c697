import { apiErrorSchema } from '@vela/contracts/errors';
import { gridBacktestSchema, gridSuggestionSchema } from '@vela/contracts/grid';
import { roundProfit } from '@vela/contracts/grid-ladder';
import Big from 'big.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { marketCandles, spotMarkets } from '../src/db/schema.ts';
import { backtestGrid } from '../src/grid-research/grid-backtest.ts';
import {
  BACKTESTS_PER_MINUTE,
  backtestSlots,
  MAX_CONCURRENT_BACKTESTS,
} from '../src/http/grid-research/grid-research.ts';
import { candlesSince, saveCandles } from '../src/market/candle-store.ts';
import { bucketStart, type Candle, MINUTE_MS } from '../src/market/candles.ts';
import { MarketUnits } from '../src/market/units.ts';
import { buildTestApp, uniqueAddress } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

/** Markets of tick 0.01 and lot 0.001, maker fee 0.1 %, taker 0.2 %. */
const units = new MarketUnits('0.01', '0.001');
const market = (symbol: string, displayOrder: number) => ({
  symbol,
  base: symbol.split('_')[0] as string,
  quote: 'USDT',
  tickSize: '0.01',
  lotSize: '0.001',
  minNotional: '5',
  pricePrecision: 2,
  amountPrecision: 3,
  displayOrder,
  makerFee: '0.001',
  takerFee: '0.002',
});

/** `count` bars ending at the current minute, from `shape(i)` in ticks. */
function bars(count: number, shape: (i: number) => Omit<Candle, 'openTime' | 'volume' | 'quoteVolume'>): Candle[] {
  const last = bucketStart(Date.now(), MINUTE_MS);
  return Array.from({ length: count }, (_, i) => ({
    openTime: last - (count - 1 - i) * MINUTE_MS,
    ...shape(i),
    volume: 1000n,
    quoteVolume: 1000n,
  }));
}

// Two days of bars each dipping from 110 to 100 and back: one round a bar for a grid 100/110/120.
const SWING_BARS = 2 * 1440;
const grid = 'lowerPrice=100&upperPrice=120&gridCount=2&spacing=arithmetic&investment=2100';

for (const onDatabase of testDatabases) {
  onDatabase.describe('grid suggestion and backtest API', ({ database }) => {
    let app: FastifyInstance;
    const get = async (url: string, remoteAddress = uniqueAddress()) => {
      const response = await app.inject({ method: 'GET', url, remoteAddress });
      return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
    };
    const refusal = (body: unknown) => {
      const error = apiErrorSchema.parse(body);
      return { reason: error.reason, fields: Object.keys(error.fields ?? {}) };
    };

    beforeAll(async () => {
      const symbols = ['DIP_USDT', 'SWING_USDT', 'THIN_USDT', 'EMPTY_USDT'];
      await database.db.insert(spotMarkets).values(symbols.map((symbol, index) => market(symbol, index + 1)));
      const save = (symbol: string, candles: Candle[]) =>
        saveCandles(database.db, marketCandles, { symbol, units }, candles, 'keep-stored');
      await save(
        'DIP_USDT',
        bars(SWING_BARS, () => ({ open: 11_000, high: 11_000, low: 10_000, close: 11_000 })),
      );
      // Closes 99 and 101 in turn, ending at 101.
      await save(
        'SWING_USDT',
        bars(1000, (i) => {
          const close = i % 2 ? 10_100 : 9_900;
          return { open: close, high: close, low: close, close };
        }),
      );
      await save(
        'THIN_USDT',
        bars(30, (i) => ({ open: 10_000, high: 10_100 + i, low: 9_900 - i, close: 10_000 + i })),
      );
      app = await buildTestApp(database);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('suggests the range of the week’s bands, the most grids that earn 0.3 %, and the minimum investment', async () => {
      const { status, body, headers } = await get('/api/v1/grid/suggestion?symbol=SWING_USDT');
      expect(status).toBe(200);
      const suggestion = gridSuggestionSchema.parse(body);
      expect(suggestion).toMatchObject({
        symbol: 'SWING_USDT',
        lowerPrice: '99',
        upperPrice: '101',
        gridCount: 3,
        spacing: 'arithmetic',
        minInvestment: '15.40251516',
        profitPerGridLow: '0.00466',
        profitPerGridHigh: '0.00471613',
      });
      expect(Date.parse(suggestion.to) - Date.parse(suggestion.from)).toBe(1000 * MINUTE_MS);
      expect(headers['cache-control']).toBe('public, max-age=60');
    });

    it('refuses a suggestion for too little history or a range too narrow, and an unknown market', async () => {
      const thin = await get('/api/v1/grid/suggestion?symbol=THIN_USDT');
      expect(thin.status).toBe(409);
      expect(refusal(thin.body).reason).toBe('not-enough-history');
      const flat = await get('/api/v1/grid/suggestion?symbol=DIP_USDT');
      expect(flat.status).toBe(409);
      expect(refusal(flat.body).reason).toBe('range-too-narrow');
      const unknown = await get('/api/v1/grid/suggestion?symbol=NOPE_USDT');
      expect(unknown.status).toBe(404);
      expect(refusal(unknown.body)).toEqual({ reason: 'unknown-market', fields: ['symbol'] });
      const malformed = await get('/api/v1/grid/suggestion?symbol=nope');
      expect(malformed.status).toBe(400);
      expect(refusal(malformed.body).fields).toEqual(['symbol']);
    });

    it('backtests a grid over the stored bars: one round a dip, exact figures, the span it covered', async () => {
      for (const days of [7, 30]) {
        const { status, body } = await get(`/api/v1/grid/backtest?symbol=DIP_USDT&${grid}&days=${days}`);
        expect(status).toBe(200);
        const result = gridBacktestSchema.parse(body);
        const perRound = roundProfit('100', '110', '10', '0.001');
        expect(result.roundsCompleted).toBe(SWING_BARS);
        expect(result.gridProfit).toBe(perRound.times(SWING_BARS).toFixed());
        // Start: 10 base bought at 110 with 2.2 taker fee; each round adds 97.9; 10 base held at 110.
        expect(result.finalValue).toBe(new Big('2097.8').plus(perRound.times(SWING_BARS)).toFixed());
        expect(result.totalPnl).toBe(new Big('-2.2').plus(perRound.times(SWING_BARS)).toFixed());
        // The first dip: from 2097.8 to 1996.8, 101 / 2097.8 rounded up to 8 places.
        expect(result.maxDrawdown).toBe('0.04814568');
        // Less is stored than asked: the span is the two days there are.
        expect(Date.parse(result.to) - Date.parse(result.from)).toBe(SWING_BARS * MINUTE_MS);
      }
    });

    it('answers what the maths computes from the same bars', async () => {
      const query = 'lowerPrice=98.5&upperPrice=101.5&gridCount=5&spacing=geometric&investment=500';
      const { status, body } = await get(`/api/v1/grid/backtest?symbol=SWING_USDT&${query}&days=7`);
      expect(status).toBe(200);
      const stored = await candlesSince(database.db, marketCandles, { symbol: 'SWING_USDT', units }, 0);
      const outcome = backtestGrid(
        stored,
        { tickSize: '0.01', lotSize: '0.001', minNotional: '5', makerFee: '0.001', takerFee: '0.002' },
        { lowerPrice: '98.5', upperPrice: '101.5', gridCount: 5, spacing: 'geometric', investment: '500' },
      );
      if (!('run' in outcome)) throw new Error('refused');
      const result = gridBacktestSchema.parse(body);
      expect(result.roundsCompleted).toBe(outcome.run.rounds);
      expect(result.roundsCompleted).toBeGreaterThan(0);
      expect(result.gridProfit).toBe(outcome.run.gridProfit.round(8, Big.roundDown).toFixed());
      expect(result.finalValue).toBe(outcome.run.finalValue.round(8, Big.roundDown).toFixed());
    });

    it('refuses bad parameters with 400 naming the field, no history with 409, an unknown market with 404', async () => {
      const cases: [string, string[], string | undefined][] = [
        [
          'lowerPrice=100&upperPrice=120&gridCount=1&spacing=arithmetic&investment=2100&days=7',
          ['gridCount'],
          undefined,
        ],
        [`${grid}&days=14`, ['days'], undefined],
        ['lowerPrice=100&upperPrice=120&gridCount=2&spacing=sideways&investment=2100&days=7', ['spacing'], undefined],
        [
          'lowerPrice=100.005&upperPrice=120&gridCount=2&spacing=arithmetic&investment=2100&days=7',
          ['lowerPrice'],
          'price-off-tick',
        ],
        [
          'lowerPrice=120&upperPrice=100&gridCount=2&spacing=arithmetic&investment=2100&days=7',
          ['upperPrice'],
          'upper-not-above-lower',
        ],
        [
          'lowerPrice=100&upperPrice=100.2&gridCount=2&spacing=arithmetic&investment=2100&days=7',
          ['gridCount'],
          'grid-profit-not-positive',
        ],
        [
          'lowerPrice=100&upperPrice=100.01&gridCount=2&spacing=arithmetic&investment=2100&days=7',
          ['gridCount'],
          'grids-too-dense',
        ],
        [
          'lowerPrice=100&upperPrice=120&gridCount=2&spacing=arithmetic&investment=1&days=7',
          ['investment'],
          'order-below-min-notional',
        ],
      ];
      for (const [query, fields, reason] of cases) {
        const { status, body } = await get(`/api/v1/grid/backtest?symbol=DIP_USDT&${query}`);
        expect(status, query).toBe(400);
        expect(refusal(body), query).toEqual({ reason, fields });
      }
      const empty = await get(`/api/v1/grid/backtest?symbol=EMPTY_USDT&${grid}&days=7`);
      expect(empty.status).toBe(409);
      expect(refusal(empty.body).reason).toBe('not-enough-history');
      const unknown = await get(`/api/v1/grid/backtest?symbol=NOPE_USDT&${grid}&days=7`);
      expect(unknown.status).toBe(404);
      expect(refusal(unknown.body)).toEqual({ reason: 'unknown-market', fields: ['symbol'] });
    });

    it(`limits backtests to ${BACKTESTS_PER_MINUTE} a minute per address`, async () => {
      const address = uniqueAddress();
      for (let i = 0; i < BACKTESTS_PER_MINUTE; i += 1) {
        expect((await get(`/api/v1/grid/backtest?symbol=EMPTY_USDT&${grid}&days=7`, address)).status).toBe(409);
      }
      const limited = await get(`/api/v1/grid/backtest?symbol=EMPTY_USDT&${grid}&days=7`, address);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get(`/api/v1/grid/backtest?symbol=EMPTY_USDT&${grid}&days=7`)).status).toBe(409);
    });

    it(`runs at most ${MAX_CONCURRENT_BACKTESTS} backtests at once in the process: beyond, 503 with Retry-After`, async () => {
      const held = Array.from({ length: MAX_CONCURRENT_BACKTESTS }, () => backtestSlots.tryEnter());
      try {
        const busy = await get(`/api/v1/grid/backtest?symbol=DIP_USDT&${grid}&days=7`);
        expect(busy.status).toBe(503);
        expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
        expect(refusal(busy.body).reason).toBe('backtests-busy');
      } finally {
        for (const release of held) release?.();
      }
      expect((await get(`/api/v1/grid/backtest?symbol=DIP_USDT&${grid}&days=7`)).status).toBe(200);
      // Each run gives its slot back, refused or not.
      expect(backtestSlots.busy).toBe(0);
      expect((await get(`/api/v1/grid/backtest?symbol=EMPTY_USDT&${grid}&days=7`)).status).toBe(409);
      expect(backtestSlots.busy).toBe(0);
    });
  });
}
