import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CreditedBalance } from '../accounts/balances.ts';
import type { Db } from '../db/client.ts';
import { balances, futuresBalances } from '../db/schema.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { Refusal } from '../refusal.ts';
import { Accounts, type StoredHolding } from './accounts.ts';
import { BatchWrite } from './batch-write.ts';
import { commitRefusal } from './commit-outcome.ts';
import type { Answer, CommittedBatch, Desk, DeskContext, DeskPart, TradingLog } from './desk.ts';
import type { BalanceChanges, LedgerRows, WalletKind } from './ledger-rows.ts';
import { coreLedgerWriters, type Movement, type MovementWriter } from './movements.ts';
import { tradingUnavailable } from './refusals.ts';
import { Sequencer } from './sequencer.ts';

/** Commands waiting beyond this are refused at once: an overloaded engine answers, it does not hang. */
export const MAX_QUEUED_COMMANDS = 20_000;

export interface TradingCoreOptions {
  db: Db;
  bus: Bus;
  /** New order ids (random UUIDs); tests give a predictable sequence to name orders before they exist. */
  newOrderId?: () => string;
}

/** Tries at rebuilding memory after a failed commit, and the pause between them. */
const RELOAD_ATTEMPTS = 3;
const RELOAD_RETRY_MS = 100;

interface Command {
  act: () => Answer<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = (batch: CommittedBatch) => void;

interface Batch extends CommittedBatch {
  commands: Command[];
  /** A command failed in a way no refusal explains: memory may be off, so the batch is not written. */
  broken: boolean;
  outcomes: Outcome[];
  write: BatchWrite;
  parts: Map<Desk<unknown, DeskPart>, DeskPart>;
}

/** What a desk is to the core: its hooks, its reload as one read-then-install step. */
interface Registered {
  desk: Desk<unknown, DeskPart>;
  /** Reads; the returned function installs what was read. */
  reload?: () => Promise<() => void>;
}

const notSaved = () =>
  new Refusal(
    'unavailable',
    'trading-unavailable',
    'the order book could not save this command; nothing changed: try again',
  );

/** Every movement kind has a writer: an unknown kind is a bug of the desk that made it. */
const noWriter =
  (kind: string): MovementWriter =>
  () => {
    throw new Error(`no desk writes movements of kind ${kind}`);
  };

/**
 * The trading core: one sequencer in front of the engines (docs/spot-trading.md). Desks' commands
 * run in arrival order against the in-memory wallets, so no command reads the database; each batch
 * of them, with the changes made meanwhile outside commands (simulated fills, marks), is written in
 * one statement; answers and pushes leave only after that commit. After a failed commit, memory
 * is rebuilt from the database. The core knows no product: desks (desk.ts) bring the commands,
 * their ledger rows and their own rows.
 */
export class TradingCore implements DeskContext {
  readonly wallets: Record<WalletKind, Accounts> = { spot: new Accounts('spot'), futures: new Accounts('futures') };
  private readonly desks: Registered[] = [];
  private readonly writers = new Map<string, MovementWriter>(Object.entries(coreLedgerWriters));
  private readonly sequencer: Sequencer<Command, Batch>;
  private open: { commands: Command[]; outcomes: Outcome[]; broken: boolean } = {
    commands: [],
    outcomes: [],
    broken: false,
  };
  /** Movements since the last batch was sealed, in engine order. */
  private pending: Movement[] = [];
  private readonly accountLoads = new Map<string, Promise<void>>();
  /** Notices after commits: in commit order, off the write path. */
  private noticeTail: Promise<unknown> = Promise.resolve();
  private attached = false;
  private unsubscribeCredits: (() => void) | undefined;
  log: TradingLog = console;
  now = new Date();
  /** Movements change the in-memory wallets through their writers; the ledger entries wait for the batch. */
  private readonly memory: BalanceChanges = {
    change: (wallet, userId, asset, available, frozen) => this.wallets[wallet].change(userId, asset, available, frozen),
    entry: () => {},
    systemChange: () => {},
  };

  constructor(private readonly options: TradingCoreOptions) {
    this.sequencer = new Sequencer<Command, Batch>({
      run: (commands) => this.runCommands(commands),
      seal: () => this.seal(),
      reopen: () => this.reopen(),
      formed: () => this.open.commands.length,
      commit: async (batch) => {
        if (batch.broken) throw new Error('a command of the batch failed unexpectedly');
        if (!batch.write.empty) await batch.write.write(this.options.db);
      },
      committed: (batch) => this.committed(batch),
      failed: (batch, error) => this.failed(batch, error),
      hasPendingWork: () =>
        this.pending.length > 0 ||
        this.open.commands.length > 0 ||
        this.desks.some(({ desk }) => desk.hasChanges?.() === true),
    });
  }

  get db(): Db {
    return this.options.db;
  }

  get bus(): Bus {
    return this.options.bus;
  }

  get running(): boolean {
    return this.attached && !this.sequencer.closed;
  }

  get moved(): number {
    return this.pending.length;
  }

  /** Adds a desk: its ledger writers, hooks and reload. Registration order is the order of its parts. */
  register<D extends Desk<State, Part>, State, Part extends DeskPart>(desk: D & Desk<State, Part>): D {
    for (const [kind, writer] of Object.entries(desk.ledgerRows ?? {})) {
      if (this.writers.has(kind)) throw new Error(`two writers of movements of kind ${kind}`);
      this.writers.set(kind, writer);
    }
    const { read, install } = desk;
    const reload =
      read && install
        ? async () => {
            const state = await read.call(desk);
            return () => install.call(desk, state);
          }
        : undefined;
    this.desks.push({ desk: desk as Desk<unknown, DeskPart>, reload });
    return desk;
  }

  /** Takes over: credits from outside reach memory, and memory is built from the database. */
  async start(log: TradingLog): Promise<void> {
    this.log = log;
    this.unsubscribeCredits ??= this.options.bus.subscribe('balance.credited', (credit) => {
      // A bus message is input like any other: one that does not parse is dropped.
      const parsed = creditedBalanceSchema.safeParse(credit);
      if (parsed.success) this.wallets.spot.credit(parsed.data);
      else this.log.warn({ issues: parsed.error.issues }, 'a balance.credited message that does not parse: dropped');
    });
    this.attached = true;
    await this.reload();
  }

  newOrderId(): string {
    return (this.options.newOrderId ?? randomUUID)();
  }

  move(movement: Movement): void {
    this.writerOf(movement.kind)(movement, this.memory);
    this.pending.push(movement);
  }

  wake(): void {
    this.sequencer.wake();
  }

  notify(what: string, notice: () => Promise<unknown>): void {
    this.noticeTail = this.noticeTail
      .then(notice)
      .catch((error: unknown) => this.log.warn({ err: error }, `${what} failed`));
  }

  async submit<T>(userId: string | null, act: () => Answer<T>): Promise<T> {
    if (!this.running) throw tradingUnavailable();
    if (userId !== null) await this.loadAccount(userId);
    if (this.sequencer.queued >= MAX_QUEUED_COMMANDS) {
      throw new Refusal(
        'unavailable',
        'trading-unavailable',
        'the order book is too busy right now: try again shortly',
      );
    }
    return new Promise<T>((resolve, reject) =>
      this.sequencer.submit({ act, resolve: resolve as (value: unknown) => void, reject }),
    );
  }

  /** Resolves once everything the engines did so far is written and announced (tests, benchmarks). */
  async settled(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await this.sequencer.idle();
    await this.noticeTail;
  }

  /** Finishes the queued work and refuses new commands. */
  async close(): Promise<void> {
    this.unsubscribeCredits?.();
    await this.sequencer.close();
    await this.noticeTail;
  }

  /** Commands per committed batch since the last call (benchmarks). */
  takeBatchSizes(): number[] {
    return this.sequencer.takeBatchSizes();
  }

  /**
   * Puts the database's view back into memory and the books: every wallet, then each desk's state.
   * Everything is read first; then, with nothing awaited, the old state is dropped and the new one
   * installed, so no engine event falls in between.
   */
  async reload(): Promise<void> {
    const { db } = this.options;
    this.wallets.spot.startLoadingEveryone();
    this.wallets.futures.startLoadingEveryone();
    const [holdings, futuresHoldings, ...installs] = await Promise.all([
      db.select().from(balances),
      db.select().from(futuresBalances),
      ...this.desks.flatMap(({ reload }) => (reload ? [reload()] : [])),
    ]);
    this.pending = [];
    this.wallets.spot.installEveryone(holdings.map(storedHolding));
    this.wallets.futures.installEveryone(futuresHoldings.map(storedHolding));
    for (const install of installs) install();
  }

  private writerOf(kind: string): MovementWriter {
    return this.writers.get(kind) ?? noWriter(kind);
  }

  /** Reads a user's balances into memory before their first command (once per process). */
  private loadAccount(userId: string): Promise<void> {
    const { spot, futures } = this.wallets;
    if (spot.isLoaded(userId) && futures.isLoaded(userId)) return Promise.resolve();
    let load = this.accountLoads.get(userId);
    if (!load) {
      const { db } = this.options;
      spot.startLoading([userId]);
      futures.startLoading([userId]);
      load = Promise.all([
        db.select().from(balances).where(eq(balances.userId, userId)),
        db.select().from(futuresBalances).where(eq(futuresBalances.userId, userId)),
      ])
        .then(([spotRows, futuresRows]) => {
          spot.install([userId], spotRows.map(storedHolding));
          futures.install([userId], futuresRows.map(storedHolding));
        })
        .finally(() => this.accountLoads.delete(userId));
      this.accountLoads.set(userId, load);
    }
    return load;
  }

  // --- forming a batch: synchronous, in arrival order ---

  private runCommands(commands: Command[]): void {
    for (const command of commands) {
      this.now = new Date();
      this.open.commands.push(command);
      try {
        const answer = command.act();
        this.open.outcomes.push((batch) => {
          // An answer may still be a refusal, decided from what the commit wrote.
          try {
            command.resolve(answer(batch));
          } catch (error) {
            command.reject(error);
          }
        });
      } catch (error) {
        if (!(error instanceof Refusal)) {
          this.log.error({ err: error }, 'a trading command failed unexpectedly');
          this.open.broken = true;
        }
        const refusal = error instanceof Refusal ? error : notSaved();
        this.open.outcomes.push(() => command.reject(refusal));
      }
    }
  }

  /** Closes the batch being formed: what it writes, and each desk's share. */
  private seal(): Batch {
    for (const { desk } of this.desks) {
      try {
        desk.beforeSeal?.();
      } catch (error) {
        this.log.error({ err: error, desk: desk.name }, 'work that came due failed unexpectedly');
        this.open.broken = true;
      }
    }
    const { commands, outcomes, broken } = this.open;
    this.open = { commands: [], outcomes: [], broken: false };
    const movements = this.pending;
    this.pending = [];
    const parts = new Map<Desk<unknown, DeskPart>, DeskPart>();
    for (const { desk } of this.desks) {
      const part = desk.seal?.(movements);
      if (part) parts.set(desk, part);
    }
    const write = new BatchWrite(
      movements,
      (kind) => this.writerOf(kind),
      {
        spot: (row) => this.wallets.spot.persisted(row.userId, row.asset),
        futures: (row) => this.wallets.futures.persisted(row.userId, row.asset),
      },
      [...parts.values()].flatMap((part) => (part.rows ? [part.rows] : [])),
    );
    // Written by this batch, so a later batch updates rather than inserts: commits go in order, and
    // if this one fails, memory is rebuilt from the database anyway.
    for (const kind of ['spot', 'futures'] as const) {
      for (const { userId, asset } of write.ledger.rows(kind)) this.wallets[kind].markPersisted(userId, asset);
    }
    return {
      commands,
      broken,
      outcomes,
      write,
      movements,
      parts,
      get ledger(): LedgerRows {
        return write.ledger;
      },
      partOf: <Part extends DeskPart>(desk: Desk<unknown, Part>) =>
        parts.get(desk as Desk<unknown, DeskPart>) as Part | undefined,
    };
  }

  /** The batch being formed is given up (the one before it failed): its commands, to run again. */
  private reopen(): Command[] {
    const { commands } = this.open;
    this.open = { commands: [], outcomes: [], broken: false };
    return commands;
  }

  // --- after the commit ---

  private committed(batch: Batch): void {
    const { written } = batch.write.ledger;
    this.wallets.spot.committed(written.spot);
    this.wallets.futures.committed(written.futures);
    for (const outcome of batch.outcomes) outcome(batch);
    for (const part of batch.parts.values()) part.committed?.(batch);
  }

  private async failed(batch: Batch, error: unknown): Promise<void> {
    this.log.error(
      { err: error, commands: batch.commands.length },
      'trading commit failed: rebuilding from the database',
    );
    const refusal = commitRefusal(error);
    for (const command of batch.commands) command.reject(refusal);
    // A broken connection often takes the pool's idle ones with it: the next try gets fresh ones.
    for (let attempt = 1; attempt <= RELOAD_ATTEMPTS; attempt += 1) {
      try {
        await this.reload();
        return;
      } catch (reloadError) {
        this.log.error({ err: reloadError, attempt }, 'rebuilding the trading state failed');
        if (attempt < RELOAD_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, RELOAD_RETRY_MS));
      }
    }
  }
}

function storedHolding(row: typeof balances.$inferSelect | typeof futuresBalances.$inferSelect): StoredHolding {
  return { userId: row.userId, asset: row.asset, available: row.available, frozen: row.frozen, version: row.version };
}

const creditedBalanceSchema = z.object({
  userId: z.string().min(1),
  asset: z.string().min(1),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  version: z.number().int().positive(),
}) satisfies z.ZodType<CreditedBalance>;
