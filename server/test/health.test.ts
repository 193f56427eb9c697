import { readinessSchema } from '@vela/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from './support/app.ts';
import { drivers, openMigrated, skipPostgresReason, type TestDatabaseFactory } from './support/databases.ts';

for (const { driver, available, create } of drivers) {
  describe.skipIf(!available)(`health probes on ${driver}${available ? '' : ` (${skipPostgresReason})`}`, () => {
    let factory: TestDatabaseFactory;
    beforeAll(async () => {
      factory = await create();
    });
    afterAll(async () => {
      await factory?.dispose();
    });

    it('GET /healthz answers ok while the process lives', async () => {
      await withTestApp(await factory.open(), async (app) => {
        const response = await app.inject({ method: 'GET', url: '/healthz' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ status: 'ok' });
      });
    });

    it('GET /readyz is 503 before the migrations run', async () => {
      await withTestApp(await factory.open(), async (app) => {
        const response = await app.inject({ method: 'GET', url: '/readyz' });
        expect(response.statusCode).toBe(503);
        expect(readinessSchema.parse(response.json()).status).toBe('not-ready');
      });
    });

    it('GET /readyz is 200 once the migrations are applied', async () => {
      await withTestApp(await openMigrated(factory), async (app) => {
        const response = await app.inject({ method: 'GET', url: '/readyz' });
        expect(response.statusCode).toBe(200);
        const body = readinessSchema.parse(response.json());
        expect(body.status).toBe('ready');
        expect(body.checks.database).toEqual({ ok: true, driver });
        expect(body.checks.migrations.applied).toBe(body.checks.migrations.expected);
      });
    });

    it('GET /readyz is 503 once the database is gone, without leaking the error', async () => {
      const database = await openMigrated(factory);
      await withTestApp(database, async (app) => {
        await database.close();
        const response = await app.inject({ method: 'GET', url: '/readyz' });
        expect(response.statusCode).toBe(503);
        const body = readinessSchema.parse(response.json());
        expect(body.checks.database).toEqual({ ok: false, driver, error: 'database unreachable' });
      });
    });
  });
}
