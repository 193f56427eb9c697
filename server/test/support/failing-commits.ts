import type { SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * The database, but the next batch write (when armed) runs in full inside a transaction that then
 * rolls back with an error: a commit that fails after the database did all the work.
 */
export function failingCommits(db: Db): { db: Db; failNextCommit: (delayMs?: number) => void } {
  let armed = false;
  let delay = 0;
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute' || !armed) return Reflect.get(target, property, receiver);
      return (query: SQL) => {
        armed = false;
        return target.transaction(async (tx) => {
          await tx.execute(query);
          await new Promise((resolve) => setTimeout(resolve, delay));
          throw new Error('injected commit failure');
        });
      };
    },
  });
  return {
    db: wrapped,
    failNextCommit: (delayMs = 0) => {
      armed = true;
      delay = delayMs;
    },
  };
}
