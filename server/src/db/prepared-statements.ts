import { type PGlite, protocol } from '@electric-sql/pglite';
import type pg from 'pg';

/** A parameter as the statement receives it: the database reads each from its text. */
export type StatementValue = string | number | bigint | boolean | null;

/** Runs a prepared statement with new values; each row's columns by name. */
export type PreparedStatement = (values: readonly StatementValue[]) => Promise<Record<string, unknown>[]>;

/**
 * node-postgres: a named query. Each pooled connection parses and plans the text the first time it
 * runs it under that name, then only binds the values.
 */
export function postgresPrepared(pool: pg.Pool, name: string, text: string): PreparedStatement {
  return async (values) => (await pool.query({ name, text, values: [...values] })).rows;
}

/**
 * PGlite: a named Parse the first time, then Bind, Describe, Execute and Sync in one message per
 * run. It takes PGlite's transaction lock and then its query lock, as PGlite's own `query` does, so
 * it never runs inside another caller's transaction nor between another query's messages. Values
 * and columns travel as text.
 */
export function pglitePrepared(client: PGlite, name: string, text: string): PreparedStatement {
  const { serialize } = protocol;
  let parsed = false;
  return (values) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (!parsed) {
          await client.execProtocol(concat([serialize.parse({ name, text, types: [] }), serialize.sync()]));
          parsed = true;
        }
        const { messages } = await client.execProtocol(
          concat([
            serialize.bind({ statement: name, values: values.map(asText) }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
        let columns: string[] = [];
        const rows: Record<string, unknown>[] = [];
        for (const message of messages) {
          if (message.name === 'rowDescription') {
            columns = (message as InstanceType<typeof protocol.messages.RowDescriptionMessage>).fields.map(
              (field) => field.name,
            );
          } else if (message.name === 'dataRow') {
            const { fields } = message as InstanceType<typeof protocol.messages.DataRowMessage>;
            rows.push(Object.fromEntries(columns.map((column, index) => [column, fields[index] ?? null])));
          }
        }
        return rows;
      }),
    );
}

const asText = (value: StatementValue): string | null => (value === null ? null : String(value));

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
