/** The most commands one batch takes; the rest wait for the next. */
export const MAX_BATCH_COMMANDS = 1000;

/** Batch sizes kept for `takeBatchSizes` when nobody takes them. */
const MAX_KEPT_BATCH_SIZES = 100_000;

/** How batches of commands are run, written and answered: the trading service's side of the loop. */
export interface BatchHandler<Command, Batch> {
  /**
   * Runs commands at once, in arrival order, against the engines and the in-memory accounts, into
   * the batch being formed: each one's outcome is decided, its answer waits for the commit.
   * Synchronous: nothing else runs in between, so the order of commands is the order of effects.
   */
  run(commands: Command[]): void;
  /** Closes the batch being formed and returns what it must write. */
  seal(): Batch;
  /** Gives up the batch being formed (the batch before it failed) and returns its commands. */
  reopen(): Command[];
  /** Commands in the batch being formed. */
  formed(): number;
  /** Writes the batch in one transaction. */
  commit(batch: Batch): Promise<void>;
  /** After the commit: answers and pushes. */
  committed(batch: Batch): void;
  /** The commit failed: the batch's commands are refused, and memory is rebuilt from the database. */
  failed(batch: Batch, error: unknown): Promise<void>;
  /** Something waits for a batch: commands formed, or changes made outside commands (simulated fills). */
  hasPendingWork(): boolean;
}

/**
 * One in-memory queue in front of the engines (the LMAX shape): whatever waits becomes the next
 * batch, up to MAX_BATCH_COMMANDS, and is written with one commit. While a batch commits, the next
 * one forms, so the busier the API, the bigger the batches and the fewer commits per command.
 */
export class Sequencer<Command, Batch> {
  private readonly queue: Command[] = [];
  private running = false;
  private stopped = false;
  private readonly idleWaiters: (() => void)[] = [];
  private batchSizes: number[] = [];
  /** Wakes the loop while it waits for a commit. */
  private arrived: (() => void) | undefined;
  private arrivalScheduled = false;

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
    if (this.running) {
      // Once per turn of the event loop, not per command: everything that arrived in it runs together.
      if (this.arrivalScheduled) return;
      this.arrivalScheduled = true;
      setImmediate(() => {
        this.arrivalScheduled = false;
        const arrived = this.arrived;
        this.arrived = undefined;
        arrived?.();
      });
      return;
    }
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

  /**
   * One batch commits while the next forms: commands that arrive meanwhile run at once into the
   * next batch (up to MAX_BATCH_COMMANDS), which is sealed and committed as soon as the previous
   * commit is done. Commits stay strictly in order. When a commit fails, the batch formed after it
   * is given up with it (memory is rebuilt from the database) and its commands, not answered yet,
   * go back to the front of the queue to run again.
   */
  private async drain(): Promise<void> {
    let inFlight: { size: number; batch: Batch; outcome: Promise<unknown> } | undefined;
    try {
      for (;;) {
        const room = MAX_BATCH_COMMANDS - this.handler.formed();
        if (this.queue.length > 0 && room > 0) this.handler.run(this.queue.splice(0, room));
        if (inFlight) {
          const current = inFlight;
          const done = await Promise.race([current.outcome.then(() => 'committed' as const), this.arrival()]);
          if (done === 'arrived') continue;
          const failure = await current.outcome;
          inFlight = undefined;
          if (failure === undefined) {
            this.recordSize(current.size);
            this.handler.committed(current.batch);
          } else {
            await this.handler.failed(current.batch, failure);
            this.queue.unshift(...this.handler.reopen());
          }
          continue;
        }
        if (!this.handler.hasPendingWork()) break;
        const size = this.handler.formed();
        const batch = this.handler.seal();
        inFlight = {
          size,
          batch,
          // Never rejects: the failure is the value, handled when its turn comes.
          outcome: this.handler.commit(batch).then(
            () => undefined,
            (error: unknown) => error ?? new Error('commit failed'),
          ),
        };
      }
    } finally {
      this.running = false;
      this.arrived = undefined;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  /** Resolves when a command (or work from outside) arrives while the loop waits for a commit. */
  private arrival(): Promise<'arrived'> {
    return new Promise((resolve) => {
      this.arrived = () => resolve('arrived');
    });
  }

  private recordSize(size: number): void {
    if (size > 0 && this.batchSizes.length < MAX_KEPT_BATCH_SIZES) this.batchSizes.push(size);
  }
}
