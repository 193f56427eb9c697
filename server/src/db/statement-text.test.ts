import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from './schema.ts';
import { statementText } from './statement-text.ts';

const drizzle = (query: ReturnType<typeof sql>) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { text, values: params };
};

describe('statementText', () => {
  it("gives the text and values Drizzle's builder gives, for templates, raw text, joins and plain values", () => {
    const column = sql`${'{"a\\"b",NULL,"c\\\\d"}'}::${sql.raw('text')}[]`;
    const parts = [sql`x as (select ${column} as v)`, sql`${sql.raw('y')} as (select ${3} as n, ${null} as z)`];
    const query = sql`
      with ${sql.join(parts, sql`, `)}
      select ${sql.join([sql`${'text'} = ${'text'}`, sql`${true}`, sql``], sql` and `)} as ok, ${10n} as big`;
    expect(statementText(query)).toEqual(drizzle(query));
  });

  it("hands anything else (a column object, inlined values) to Drizzle's builder", () => {
    const withColumn = sql`select ${users.id} from users where email = ${'a@example.com'}`;
    expect(statementText(withColumn)).toEqual(drizzle(withColumn));
    const inlined = sql`select ${'x'} as v`.inlineParams();
    expect(statementText(inlined)).toEqual(drizzle(inlined));
  });
});
