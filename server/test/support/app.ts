import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { buildApp } from '../../src/http/app.ts';

/** The API as the server builds it, without the web app, with logging off. */
export function buildTestApp(database: Database): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', PORT: '0' });
  return buildApp({ config, database });
}

/** Runs `use` against an app over `database`, closing both afterwards whatever happens. */
export async function withTestApp<T>(database: Database, use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildTestApp(database);
  try {
    return await use(app);
  } finally {
    await app.close();
    await database.close().catch(() => {});
  }
}
