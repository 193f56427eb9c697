import { readinessSchema } from '@vela/contracts/health';
import { expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { migrationState } from '../src/db/migrations.ts';
import { buildApp } from '../src/http/app.ts';
import { StartupProgress } from '../src/http/start-up.ts';
import { withTestApp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { openMigrated } from './support/databases.ts';

for (const onDatabase of testDatabases) {
  onDatabase.describe('health probes', { migrate: false }, ({ driver, factory }) => {
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

    it('GET /readyz is 503 "starting" while the process starts, the rest 503 with Retry-After, then all serve', async () => {
      const database = await openMigrated(factory);
      const startup = new StartupProgress();
      startup.migrations = await migrationState(database);
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        PORT: '0',
        SECRETS_KEY: 'test-secrets-key-0123456789abcdef0123',
      });
      const app = await buildApp({ config, database, startup });
      try {
        startup.enter('markets');
        const starting = await app.inject({ method: 'GET', url: '/readyz' });
        expect(starting.statusCode).toBe(503);
        expect(starting.headers['retry-after']).toBe('5');
        const body = readinessSchema.parse(starting.json());
        expect(body.status).toBe('starting');
        expect(body.checks.startup).toMatchObject({ ok: false, phase: 'markets' });
        expect(body.checks.migrations.ok).toBe(true);
        expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        const api = await app.inject({ method: 'GET', url: '/api/v1/markets' });
        expect(api.statusCode).toBe(503);
        expect(api.headers['retry-after']).toBe('5');

        await startup.finish();
        const ready = await app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(200);
        expect(readinessSchema.parse(ready.json()).checks.startup).toMatchObject({ ok: true, phase: 'ready' });
        expect((await app.inject({ method: 'GET', url: '/api/v1/markets' })).statusCode).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
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
