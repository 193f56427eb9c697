// A statement prepared once and run with new values through the driver under the server's
// drizzle (`database.db.$client`): the lever "batch statement prepared once" that the orders bench
// measures, in the write ceiling (bench/write-ceiling.mjs) and, with BENCH_PREPARED=1, under Vela's
// own batch writer (bench/order-server.mjs). node-postgres: a named query config (parsed once per
// connection). PGlite: a named Parse once, then Bind, Describe, Execute and Sync per run, inside
// PGlite's query lock so no other query's messages come in between.
import { protocol } from '@electric-sql/pglite';

/**
 * @param {{ driver: 'pglite' | 'postgres', db: { $client: any } }} database
 * @param {string} name the statement's name; one text per name
 * @returns {(text: string, values: unknown[]) => Promise<{ rows: Record<string, string | null>[] }>}
 *   PGlite's rows carry the values as text, as the server sent them
 */
export function preparedStatement(database, name) {
  const client = database.db.$client;
  if (database.driver === 'postgres') {
    // The pool's own query, as it is now: order-server.mjs then wraps `client.query` with this.
    const query = client.query.bind(client);
    return (text, values) => query({ name, text, values });
  }
  const { serialize } = protocol;
  let parsedText;
  return (text, values) =>
    client.runExclusive(async () => {
      if (parsedText !== text) {
        if (parsedText !== undefined) throw new Error(`statement ${name} was prepared with another text`);
        await client.execProtocol(concat(serialize.parse({ name, text, types: [] }), serialize.sync()));
        parsedText = text;
      }
      const strings = values.map((value) => (value === null || value === undefined ? null : String(value)));
      const { messages } = await client.execProtocol(
        concat(
          serialize.bind({ statement: name, values: strings }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
      );
      const names = messages.find((message) => message.name === 'rowDescription')?.fields.map((field) => field.name);
      const rows = messages
        .filter((message) => message.name === 'dataRow')
        .map((message) => Object.fromEntries(names.map((column, index) => [column, message.fields[index]])));
      return { rows, fields: [], affectedRows: 0 };
    });
}

function concat(...parts) {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
