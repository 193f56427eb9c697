import type { Liveness, Readiness } from '@vela/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { migrationState } from '../db/migrations.ts';

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  app.get('/healthz', async (): Promise<Liveness> => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }));

  app.get('/readyz', async (request, reply): Promise<Readiness> => {
    const readiness: Readiness = {
      status: 'ready',
      checks: {
        database: { ok: true, driver: database.driver },
        migrations: { ok: false, applied: 0, expected: 0 },
      },
    };
    try {
      await database.ping();
      const migrations = await migrationState(database);
      readiness.checks.migrations = { ...migrations, ok: migrations.applied >= migrations.expected };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      readiness.checks.database = { ok: false, driver: database.driver, error: 'database unreachable' };
    }
    if (!readiness.checks.database.ok || !readiness.checks.migrations.ok) {
      readiness.status = 'not-ready';
      reply.status(503);
    }
    return readiness;
  });
}
