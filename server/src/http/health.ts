import type { Liveness, Readiness } from '@vela/contracts/health';
import { referenceOperations } from '@vela/contracts/operations/reference';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { migrationState } from '../db/migrations.ts';
import { route } from './route.ts';
import type { StartupProgress } from './start-up.ts';
import { STARTING_RETRY_SECONDS } from './starting-page/starting-page.ts';

export async function healthRoutes(
  app: FastifyInstance,
  { database, startup }: { database: Database; startup?: StartupProgress },
): Promise<void> {
  route(
    app,
    referenceOperations.liveness,
    async (): Promise<Liveness> => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );

  route(app, referenceOperations.readiness, async (request, reply): Promise<Readiness> => {
    if (startup && !startup.isReady && startup.migrations) {
      // Starting: what the start-up established before the port opened, without a query that would
      // wait behind the history being written.
      reply.status(503).header('Retry-After', String(STARTING_RETRY_SECONDS));
      return {
        status: 'starting',
        checks: {
          database: { ok: true, driver: database.driver },
          migrations: { ...startup.migrations, ok: startup.migrations.applied >= startup.migrations.expected },
          startup: { ok: false, phase: startup.phase, seconds: startup.seconds },
        },
      };
    }
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
    if (startup) {
      readiness.checks.startup = { ok: startup.isReady, phase: startup.phase, seconds: startup.seconds };
    }
    if (!readiness.checks.database.ok || !readiness.checks.migrations.ok) {
      readiness.status = 'not-ready';
      reply.status(503);
    } else if (startup && !startup.isReady) {
      readiness.status = 'starting';
      reply.status(503).header('Retry-After', String(STARTING_RETRY_SECONDS));
    }
    return readiness;
  });
}
