import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Bus } from '../infra/bus/bus.ts';
import type { Accounts } from './accounts.ts';
import type { BatchRows } from './batch-write.ts';
import type { LedgerRows, WalletKind } from './ledger-rows.ts';
import type { LedgerWriters, Movement } from './movements.ts';

export type TradingLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A batch as its commit left it: what answers and pushes read. */
export interface CommittedBatch {
  /** Every movement of the batch, in engine order. */
  readonly movements: readonly Movement[];
  /** The wallet and ledger rows as written (balances with their new versions). */
  readonly ledger: LedgerRows;
  /** What `desk` sealed into this batch (undefined when it sealed nothing). */
  partOf<Part extends DeskPart>(desk: Desk<unknown, Part>): Part | undefined;
}

/**
 * A command's answer, decided when the command ran against memory and sent once its batch has
 * committed (so a 2xx means durable).
 */
export type Answer<T> = (batch: CommittedBatch) => T;

/** A desk's share of one batch, taken when the batch is sealed. */
export interface DeskPart {
  /** Its own rows in the batch statement, besides wallets and ledgers. */
  readonly rows?: BatchRows;
  /** After the commit, once every answer is sent: pushes and notices. */
  committed?(batch: CommittedBatch): void;
}

/**
 * What the core gives every desk: the in-memory wallets, the movement queue, the sequence its
 * commands run in and the database it reads from.
 */
export interface DeskContext {
  readonly db: Db;
  readonly bus: Bus;
  readonly log: TradingLog;
  readonly wallets: Readonly<Record<WalletKind, Accounts>>;
  /** The time of the command running now (set per command): what changes are stamped with. */
  readonly now: Date;
  /** The engine runs here and takes commands (attached, not closing). */
  readonly running: boolean;
  /** A new order id (random UUIDs; tests give a predictable sequence). */
  newOrderId(): string;
  /** A balance change: applied to the wallets at once, written with the batch being formed. */
  move<M extends Movement>(movement: M): void;
  /** Movements made so far in the batch being formed: a command's place among `CommittedBatch.movements`. */
  readonly moved: number;
  /**
   * Runs `act` in the sequence, after every command submitted before it, against memory: it
   * throws a Refusal (nothing changed) or returns its answer, sent after its batch commits. A
   * user's balances are read into memory first (`userId`; null for work of no user).
   */
  submit<T>(userId: string | null, act: () => Answer<T>): Promise<T>;
  /** Something changed outside a command (engine events, marks): a batch should run soon. */
  wake(): void;
  /** Runs `notice` after the ones before it, off the write path (fill, stop and risk notices). */
  notify(what: string, notice: () => Promise<unknown>): void;
  /** Rebuilds memory and the books from the database (every desk's `read` and `install`). */
  reload(): Promise<void>;
}

/**
 * One product behind the core (docs/architecture.md, "Desks"): it checks and runs its commands
 * against memory through `DeskContext.submit`, says how movements of its own kinds change balances,
 * adds its own rows to each batch, pushes after the commit, and rebuilds its memory after a failed
 * commit. Every hook is optional: a desk that only moves balances (with the core's wallet and
 * system movements) needs none.
 */
export interface Desk<State = unknown, Part extends DeskPart = DeskPart> {
  readonly name: string;
  /** The movement kinds of its own it makes (movements.ts): how each changes the wallets and the ledgers. */
  readonly ledgerRows?: LedgerWriters;
  /** Work that came due outside commands (stops that triggered): run just before a batch is sealed. */
  beforeSeal?(): void;
  /** Changes made outside commands wait for a batch. */
  hasChanges?(): boolean;
  /** Closes this desk's share of the batch being sealed, given the batch's movements. */
  seal?(movements: readonly Movement[]): Part | undefined;
  /** Reads what this desk rebuilds from the database (at start, and after a failed commit). */
  read?(): Promise<State>;
  /** Installs what `read` returned: synchronous, after the wallets are rebuilt, nothing in between. */
  install?(state: State): void;
}
