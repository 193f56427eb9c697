import { afterAll, beforeAll, describe } from 'vitest';
import type { Database, DatabaseDriver } from '../../src/db/client.ts';
import { drivers, openMigrated, skipPostgresReason, type TestDatabaseFactory } from './databases.ts';

const redisUrl = process.env.REDIS_URL;
const skipRedisReason = 'Redis tests skipped: set REDIS_URL to run them';

/** What a suite body gets: its driver, and handles that work from the suite's `beforeAll` on. */
export interface DatabaseSuite {
  driver: DatabaseDriver;
  /** The suite's database, migrated unless `migrate: false`; closed after the suite's own `afterAll`. */
  database: Database;
  /** Where it lives: `factory.open()` reopens the same storage (restart tests); disposed last. */
  factory: TestDatabaseFactory;
  /** Another throw-away database of the same driver, for the test to dispose of. */
  create: () => Promise<TestDatabaseFactory>;
}

export interface DatabaseSuiteOptions {
  /** False: no database is opened for the suite (it opens its own through `factory`). */
  migrate?: boolean;
  /** Also needs REDIS_URL; skipped with the reason otherwise. */
  redis?: boolean;
}

export interface TestDatabase {
  driver: DatabaseDriver;
  /**
   * One `describe` named `<name> on <driver>` (skipped with the reason when the database, or Redis
   * with `redis: true`, is not configured): creates a throw-away database and migrates it before
   * the body's own `beforeAll`, closes and deletes it after the body's `afterAll` (Vitest runs
   * after-hooks in reverse order). The handles are stable objects that forward to the suite's
   * current database and factory, so a body reads `database` as a plain variable.
   */
  describe(name: string, body: SuiteBody, options?: DatabaseSuiteOptions): void;
  describe(name: string, options: DatabaseSuiteOptions, body: SuiteBody): void;
}

type SuiteBody = (suite: DatabaseSuite) => void;

/**
 * Every configured database (PGlite always, PostgreSQL with DATABASE_URL), for the suites that
 * must hold on each: `for (const onDatabase of testDatabases) { onDatabase.describe('name', ({ database }) => {...}); }`.
 */
export const testDatabases: readonly TestDatabase[] = drivers.map(({ driver, available, create }) => ({
  driver,
  describe(name: string, ...rest: [SuiteBody, DatabaseSuiteOptions?] | [DatabaseSuiteOptions, SuiteBody]) {
    // Options go before the body or after it, whichever keeps a suite's indentation as it was.
    const [options = {}, body] =
      typeof rest[0] === 'function'
        ? [rest[1] as DatabaseSuiteOptions | undefined, rest[0]]
        : [rest[0], rest[1] as SuiteBody];
    const runs = available && (!options.redis || Boolean(redisUrl));
    const why = !available ? ` (${skipPostgresReason})` : runs ? '' : ` (${skipRedisReason})`;
    describe.skipIf(!runs)(`${name} on ${driver}${why}`, () => {
      let factory: TestDatabaseFactory | undefined;
      let database: Database | undefined;
      beforeAll(async () => {
        factory = await create();
        if (options.migrate !== false) database = await openMigrated(factory);
      });
      afterAll(async () => {
        await database?.close();
        await factory?.dispose();
      });
      body({
        driver,
        database: lateBound('database', () => database),
        factory: lateBound('factory', () => factory),
        create,
      });
    });
  },
}));

/** An object that forwards every access to `current()`, which exists only once the hooks ran. */
function lateBound<T extends object>(name: string, current: () => T | undefined): T {
  const target = () => {
    const value = current();
    if (value === undefined) throw new Error(`the suite's ${name} exists from its beforeAll on`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const value = Reflect.get(target(), key);
      return typeof value === 'function' ? value.bind(target()) : value;
    },
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
