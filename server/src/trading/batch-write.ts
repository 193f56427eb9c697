import { type SQL, sql } from 'drizzle-orm';
import { type Db, databaseOf } from '../db/client.ts';
import { type StatementText, statementText } from '../db/statement-text.ts';
import { LedgerRows, type WalletKind, type WalletRow } from './ledger-rows.ts';
import type { Movement } from './movements.ts';

/**
 * A desk's own rows in the batch statement (orders, fills, positions...): CTEs, the checks that
 * every row was written, and one result column it reads back (the ids the database gave). Values
 * go in as parameters only (a column as one array, a count as a number), never into the text: the
 * statement is prepared once per text.
 */
export interface BatchRows {
  readonly empty: boolean;
  /** `name as (...)` CTEs joined by commas, for the statement's `with`. */
  ctes(): SQL;
  /** `vela_assert(...)` checks joined by `and`. */
  checks(): SQL;
  /** One scalar column (text), or `null`. */
  result(): SQL;
  /** Receives that column's value after the write. */
  take(value: string | null): void;
}

/** How a movement kind becomes ledger rows: given by the desk that makes that kind. */
export type LedgerWriter = (movement: Movement, rows: LedgerRows) => void;

/**
 * Everything one batch writes, taken at the moment the batch is formed: the statements are built
 * from this snapshot while the engine goes on changing the live objects. The movements become
 * wallet, system and ledger rows in engine order (each through the writer of its kind); each desk
 * adds its own rows.
 */
export class BatchWrite {
  readonly ledger = new LedgerRows();

  constructor(
    movements: readonly Movement[],
    writerOf: (kind: Movement['kind']) => LedgerWriter,
    persisted: Record<WalletKind, (row: WalletRow) => boolean>,
    private readonly parts: readonly BatchRows[] = [],
  ) {
    for (const movement of movements) writerOf(movement.kind)(movement, this.ledger);
    this.ledger.markPersisted(persisted);
  }

  get empty(): boolean {
    return this.ledger.empty && this.parts.every((part) => part.empty);
  }

  /**
   * Writes the whole batch as ONE statement (data-modifying CTEs, each table's rows carried as
   * column arrays), so the batch commits once and costs one round trip whatever its size. Ledger
   * entries get their balance after from the row totals the balance writes return, walked back in
   * movement order. A row that should exist and does not, or a balance going below zero, fails the
   * statement and so the whole batch: that is a bug, never input. The text depends only on which
   * desks write (every column is one array parameter, every count a parameter), so the database
   * parses and plans it once and each batch sends only its values.
   */
  async write(db: Db): Promise<void> {
    const query = this.query();
    const database = databaseOf(db);
    let row: Record<string, unknown> | undefined;
    if (database) {
      const { text, values } = statementText(query);
      [row] = await database.prepared(statementName(text), text)(values);
    } else {
      [row] = ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    }
    this.parts.forEach((part, index) => {
      part.take((row?.[`part_${index}`] as string | null | undefined) ?? null);
    });
    this.ledger.take(row as Parameters<LedgerRows['take']>[0]);
  }

  /** The batch's one statement: its text, and this batch's values. */
  statement(): StatementText {
    return statementText(this.query());
  }

  private query(): SQL {
    const parts = this.parts;
    const joined = (pieces: SQL[], separator: SQL) => sql.join(pieces, separator);
    const ctes = joined([...parts.map((part) => part.ctes()), this.ledger.ctes()], sql`, `);
    const checks = joined([...parts.map((part) => part.checks()), this.ledger.checks()], sql` and `);
    const results = parts.map((part, index) => sql`${part.result()} as ${sql.raw(`part_${index}`)}`);
    return sql`
      with ${ctes}
      select ${checks} as written, ${joined([...results, this.ledger.results()], sql`, `)}`;
  }
}

/** Each batch statement text seen, with its prepared statement's name: one per set of desks that write. */
const statementNames = new Map<string, string>();
/** Far more than the sets of desks: past it, a text depends on the values, and preparing each would leak. */
const MAX_STATEMENT_TEXTS = 32;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= MAX_STATEMENT_TEXTS) {
      throw new Error(`more than ${MAX_STATEMENT_TEXTS} batch statement texts: a text must not depend on the values`);
    }
    name = `vela_batch_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}
