import { apiErrorSchema } from '@vela/contracts/errors';
import { statisticsResponseSchema } from '@vela/contracts/statistics';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityStatistics } from '../src/db/schema.ts';
import { buildTestApp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

for (const onDatabase of testDatabases) {
  onDatabase.describe('activity statistics', ({ driver, database }) => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(database);
    });
    afterAll(async () => {
      await app?.close();
    });

    const send = (query: string, remoteAddress = '192.0.2.1') =>
      app.inject({ method: 'GET', url: `/open/activity/statistics?${query}`, remoteAddress });
    const rows = async () => (await database.db.select({ n: count() }).from(activityStatistics))[0]?.n;

    it('stores an event with its source, type and every utm parameter', async () => {
      const response = await send(
        'event=landing_view&request_source=H5&type=activity&utm_source=twitter&utm_medium=social' +
          '&utm_campaign=spring%20launch&utm_term=btc&utm_content=banner-1',
      );
      expect(response.statusCode).toBe(200);
      expect(statisticsResponseSchema.parse(response.json())).toEqual({ code: 0 });
      const [row] = await database.db.select().from(activityStatistics).orderBy(desc(activityStatistics.id)).limit(1);
      expect(row).toMatchObject({
        event: 'landing_view',
        requestSource: 'H5',
        type: 'activity',
        utmSource: 'twitter',
        utmMedium: 'social',
        utmCampaign: 'spring launch',
        utmTerm: 'btc',
        utmContent: 'banner-1',
      });
    });

    it('stores an event without the optional parameters', async () => {
      expect((await send('event=register_click&request_source=PC')).statusCode).toBe(200);
      const [row] = await database.db.select().from(activityStatistics).orderBy(desc(activityStatistics.id)).limit(1);
      expect(row).toMatchObject({ event: 'register_click', requestSource: 'PC', type: null, utmSource: null });
    });

    it.each([
      ['request_source=H5', 'event'],
      ['event=&request_source=H5', 'event'],
      ['event=1bad&request_source=H5', 'event'],
      [`event=${'e'.repeat(65)}&request_source=H5`, 'event'],
      ['event=ok&request_source=tv', 'request_source'],
      ['event=ok', 'request_source'],
      ['event=ok&event=twice&request_source=PC', 'event'],
      [`event=ok&request_source=PC&utm_source=${'u'.repeat(257)}`, 'utm_source'],
    ])('answers %s with 400 naming %s, and stores nothing', async (query, field) => {
      const before = await rows();
      const response = await send(query);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toHaveProperty(field);
      expect(await rows()).toBe(before);
    });

    it.skipIf(driver !== 'pglite')(
      'limits one address to 120 events a minute (on PGlite only: the limit does not depend on the database)',
      async () => {
        const address = '198.51.100.77';
        for (let i = 0; i < 120; i++)
          expect((await send('event=burst&request_source=PC', address)).statusCode).toBe(200);
        const refused = await send('event=burst&request_source=PC', address);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect((await send('event=burst&request_source=PC', '198.51.100.78')).statusCode).toBe(200);
      },
    );
  });
}
