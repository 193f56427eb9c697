import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { databaseOf } from '../src/db/client.ts';
import { testDatabases } from './support/database-suite.ts';
import { createFundedUser, startEngine } from './support/engine.ts';

const SUM = 'select $1::int + $2::int as sum, $3::text as label, $4::text as nothing';

for (const onDatabase of testDatabases) {
  onDatabase.describe('prepared statements', ({ driver, database }) => {
    it('runs one text again and again with new values, and keeps running after a failed run', async () => {
      const statement = database.prepared('test_sum', SUM);
      expect(await statement([1, 2, 'a "quoted" label', null])).toEqual([
        { sum: driver === 'pglite' ? '3' : 3, label: 'a "quoted" label', nothing: null },
      ]);
      await expect(statement(['x', 2, 'b', null])).rejects.toThrow(/invalid input syntax/);
      expect(await statement([40, 2, 'c', null])).toEqual([
        { sum: driver === 'pglite' ? '42' : 42, label: 'c', nothing: null },
      ]);
      expect(database.prepared('test_sum', SUM)).toBe(statement);
      expect(() => database.prepared('test_sum', 'select 1')).toThrow(/another text/);
    });

    it('is what the batch writer runs: its statement is prepared in the database', async () => {
      expect(databaseOf(database.db)).toBeDefined();
      const engine = await startEngine(database);
      try {
        const buyer = await createFundedUser(database.db, 'prepared@example.com', { USDT: '1000' });
        await engine.trading.place(buyer, {
          symbol: 'ETH_USDT',
          side: 'buy',
          type: 'limit',
          price: '100.00',
          quantity: '1.0000',
        });
        await engine.trading.settled();
      } finally {
        await engine.close();
      }
      if (driver === 'pglite') {
        // One session: the statement the writer prepared is listed (PostgreSQL lists a pooled connection's own only).
        const listed = await database.db.execute(
          sql`select name from pg_prepared_statements where name like 'vela_batch_%'`,
        );
        expect((listed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
      }
    });
  });
}

it('knows no Database for an object it did not open', () => {
  expect(databaseOf({} as never)).toBeUndefined();
});
