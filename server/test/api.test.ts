import { apiErrorSchema } from '@vela/contracts/errors';
import { spotMarketListSchema } from '@vela/contracts/markets';
import { beforeAll, expect, it } from 'vitest';
import { seedSpotMarkets } from '../src/db/seed-data.ts';
import { seedDemoData } from '../src/seeding.ts';
import { withTestApp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { openMigrated } from './support/databases.ts';

for (const onDatabase of testDatabases) {
  onDatabase.describe('API basics', { migrate: false }, ({ factory }) => {
    beforeAll(async () => {
      const database = await openMigrated(factory);
      await seedDemoData(database);
    });

    it('lists the seeded spot markets in display order with exact decimal strings', async () => {
      await withTestApp(await factory.open(), async (app) => {
        const response = await app.inject({ method: 'GET', url: '/api/v1/markets' });
        expect(response.statusCode).toBe(200);
        const { markets } = spotMarketListSchema.parse(response.json());
        expect(markets.map((m) => m.symbol).slice(0, 3)).toEqual(['BTC_USDT', 'ETH_USDT', 'SOL_USDT']);
        expect(markets).toHaveLength(seedSpotMarkets.length);
        expect(markets.find((m) => m.symbol === 'DOGE_USDT')).toMatchObject({ tickSize: '0.00001', lotSize: '1' });
        // A BTC-quoted pair on a satoshi grid, with its listing day.
        expect(markets.find((m) => m.symbol === 'XRP_BTC')).toMatchObject({
          quote: 'BTC',
          tickSize: '0.00000001',
          minNotional: '0.0001',
          listedAt: '2026-10-19T00:00:00.000Z',
        });
      });
    });

    it('answers an unknown API path with a JSON 404', async () => {
      await withTestApp(await factory.open(), async (app) => {
        const response = await app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 404, error: 'Not Found' });
      });
    });

    it('answers malformed JSON with a 400, never a 500', async () => {
      await withTestApp(await factory.open(), async (app) => {
        app.post('/test/echo', async (request) => request.body);
        const response = await app.inject({
          method: 'POST',
          url: '/test/echo',
          headers: { 'content-type': 'application/json' },
          payload: '{"unterminated": ',
        });
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).code).toBe(400);
      });
    });

    it('hides the message and stack of an unexpected failure', async () => {
      await withTestApp(await factory.open(), async (app) => {
        app.get('/test/boom', async () => {
          throw new Error('secret internal detail');
        });
        const response = await app.inject({ method: 'GET', url: '/test/boom' });
        expect(response.statusCode).toBe(500);
        expect(response.body).not.toContain('secret internal detail');
        expect(response.body).not.toContain('at ');
        expect(response.json()).toEqual({ code: 500, error: 'Internal Server Error', message: 'internal error' });
      });
    });
  });
}
