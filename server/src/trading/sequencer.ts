/** The most commands one batch takes; the rest wait for the next. */
export const MAX_BATCH_COMMANDS = 1000;

/** Batch sizes kept for `takeBatchSizes` when nobody takes them. */
const MAX_KEPT_BATCH_SIZES = 100_000;

/** How batches of commands are run, written and answered: the trading service's side of the loop. */
export interface BatchHandler<Command, Batch> {
  /**
   * Runs the commands in arrival order against the engines and the in-memory accounts, deciding
   * each one's outcome, and returns what the batch must write. Synchronous: nothing else runs in
   * between, so the order of commands is the order of their effects.
   */
  form(commands: Command[]): Batch;
  /** Writes the batch in one transaction. */
  commit(batch: Batch): Promise<void>;
  /** After the commit: answers and pushes. */
  committed(batch: Batch): void;
  /** The commit failed: the batch's commands are refused, and memory is rebuilt from the database. */
  failed(batch: Batch, error: unknown): Promise<void>;
  /** Changes made outside commands (simulated takers filling users' orders) that wait for a batch. */
  hasPendingWork(): boolean;
}

/**
 * One in-memory queue in front of the engines (the LMAX shape): whatever waits when the previous
 * batch is done becomes the next batch, up to MAX_BATCH_COMMANDS, and is written with one commit.
 * While a batch commits, new commands queue up and form the next one, so the busier the API, the
 * bigger the batches and the fewer commits per command.
 */
export class Sequencer<Command, Batch> {
  private readonly queue: Command[] = [];
  private running = false;
  private stopped = false;
  private readonly idleWaiters: (() => void)[] = [];
  private batchSizes: number[] = [];

  constructor(private readonly handler: BatchHandler<Command, Batch>) {}

  get closed(): boolean {
    return this.stopped;
  }

  get queued(): number {
    return this.queue.length;
  }

  submit(command: Command): void {
    this.queue.push(command);
    this.wake();
  }

  /** Makes sure a batch runs soon (for pending work that arrived without a command). */
  wake(): void {
    if (this.running) return;
    this.running = true;
    // After the current I/O callbacks, so requests parsed in the same turn join one batch.
    setImmediate(() => void this.drain());
  }

  /** Resolves once nothing waits and no batch is in flight. */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Commands submitted from now on are the caller's to refuse; queued ones still run. */
  async close(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  /** Commands per committed batch since the last call (benchmarks). */
  takeBatchSizes(): number[] {
    const sizes = this.batchSizes;
    this.batchSizes = [];
    return sizes;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0 || this.handler.hasPendingWork()) {
        const commands = this.queue.splice(0, MAX_BATCH_COMMANDS);
        const batch = this.handler.form(commands);
        try {
          await this.handler.commit(batch);
        } catch (error) {
          await this.handler.failed(batch, error);
          continue;
        }
        if (commands.length > 0 && this.batchSizes.length < MAX_KEPT_BATCH_SIZES) this.batchSizes.push(commands.length);
        this.handler.committed(batch);
      }
    } finally {
      this.running = false;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }
}
