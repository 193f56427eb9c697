import { SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { StatementValue } from './prepared-statements.ts';

/** A statement as the driver takes it: `$n` placeholders and their values. */
export interface StatementText {
  text: string;
  values: StatementValue[];
}

const dialect = new PgDialect();
const PLAIN_VALUES = new Set(['string', 'number', 'bigint', 'boolean']);

/**
 * The text and values of a `sql` template made of text, nested templates and plain values (what the
 * batch writer's pieces are), the same as Drizzle's builder gives, in one walk without it: the
 * builder costs more than the rest of a batch's JavaScript. Anything else (a table or column
 * object, inlined parameters) goes to Drizzle's builder.
 */
export function statementText(query: SQL): StatementText {
  const pieces: string[] = [];
  const values: StatementValue[] = [];
  return walk(query, pieces, values) ? { text: pieces.join(''), values } : drizzleText(query);
}

function walk(query: SQL, pieces: string[], values: StatementValue[]): boolean {
  if ((query as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
  for (const chunk of query.queryChunks) {
    if (chunk instanceof StringChunk) {
      for (const piece of chunk.value) pieces.push(piece);
    } else if (chunk instanceof SQL) {
      if (!walk(chunk, pieces, values)) return false;
    } else if (chunk === null || PLAIN_VALUES.has(typeof chunk)) {
      values.push(chunk as unknown as StatementValue);
      pieces.push(`$${values.length}`);
    } else if (chunk !== undefined) {
      return false;
    }
  }
  return true;
}

function drizzleText(query: SQL): StatementText {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, values: params as StatementValue[] };
}
