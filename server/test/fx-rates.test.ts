import { currencyCodes } from '@vela/contracts/currencies';
import { fxRatesResponseSchema } from '@vela/contracts/fx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from './support/app.ts';
import { drivers, type TestDatabaseFactory } from './support/databases.ts';

const pglite = drivers[0];

describe('GET /api/v1/fx-rates', () => {
  let factory: TestDatabaseFactory;
  beforeAll(async () => {
    factory = await (pglite as NonNullable<typeof pglite>).create();
  });
  afterAll(async () => {
    await factory?.dispose();
  });

  it('serves a rate for every pricing currency, USD at 1', async () => {
    await withTestApp(await factory.open(), async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/fx-rates' });
      expect(response.statusCode).toBe(200);
      const body = fxRatesResponseSchema.parse(response.json());
      expect(Object.keys(body.rates).sort()).toEqual([...currencyCodes].sort());
      expect(body.rates.USD).toBe('1');
      expect(response.headers['cache-control']).toContain('max-age');
    });
  });
});
