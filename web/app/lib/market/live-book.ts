import type { DepthLevel, DepthSnapshot, DepthUpdate } from '@vela/contracts/market-data';
import { createFrameScheduler, type FrameClock, type FrameCostLimit } from './frame-scheduler.ts';
import { createListenerSet } from './listener-set.ts';
import { type BookSides, type BookView, OrderBook } from './order-book.ts';

/** Ungrouped levels a side keeps in the view for the order forms' fill estimates. */
const FILL_LEVELS = 50;

export interface LiveBookView extends BookView {
  /** The seq of the book drawn; undefined before any snapshot. */
  readonly seq: number | undefined;
  /** The grouping step the rows were built with. */
  readonly step: string;
  /** A gap was seen: the rows are the last good book until a fresh snapshot arrives. */
  readonly resyncing: boolean;
  /** The levels nearest the touch, ungrouped (at most 50 a side): where an order would fill. */
  readonly levels: BookSides<DepthLevel>;
}

export interface LiveBookOptions {
  readonly symbol: string;
  /** The REST snapshot the page was rendered with; the feed's own snapshot replaces it. */
  readonly initial: DepthSnapshot | undefined;
  readonly step: string;
  readonly rows: number;
  readonly clock: FrameClock;
  /** Least time between two draws (0: every frame something changed). */
  readonly minIntervalMs?: number;
  /** Draws further apart on a device slow to draw them (createFrameScheduler). */
  readonly costLimit?: FrameCostLimit;
  /** Asks the feed for a fresh snapshot (subscribe again). Called on a gap, and again while none came. */
  readonly onResync: () => void;
  /** How long to wait for the snapshot before asking again. */
  readonly resyncRetryMs?: number;
  readonly now?: () => number;
}

export interface LiveBook {
  receiveSnapshot(snapshot: DepthSnapshot): void;
  receiveUpdate(update: DepthUpdate): void;
  /** The feed saw a seq gap and asked for a fresh snapshot itself: show the book as resyncing. */
  receiveGap(): void;
  setStep(step: string): void;
  /** The view drawn last: the same object until the next frame's flush changed something. */
  getView(): LiveBookView;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/**
 * One market's live order book for the screen. Feed messages are applied to the book model as
 * they arrive (a Map write each), but the rows (grouping, totals, depth bars) are rebuilt and
 * listeners told at most once per animation frame, whatever the message rate. An update that
 * does not follow on the book's seq leaves the book as it was and asks for a fresh snapshot;
 * updates are dropped until it comes, because applying them would draw a book that never was.
 */
export function createLiveBook(options: LiveBookOptions): LiveBook {
  const { symbol, rows } = options;
  const now = options.now ?? Date.now;
  const retryMs = options.resyncRetryMs ?? 3000;
  const book = new OrderBook();
  if (options.initial?.symbol === symbol) book.applySnapshot(options.initial);
  const listeners = createListenerSet();
  let step = options.step;
  let awaitingSnapshotSince: number | undefined;

  const draw = (): LiveBookView => ({
    ...book.view({ step, rows }),
    seq: book.seq,
    step,
    resyncing: awaitingSnapshotSince !== undefined,
    levels: book.levels(FILL_LEVELS),
  });
  let view = draw();

  const scheduler = createFrameScheduler(
    () => {
      view = draw();
      listeners.notify();
    },
    options.clock,
    options.minIntervalMs,
    options.costLimit,
  );

  function resync(): void {
    awaitingSnapshotSince = now();
    options.onResync();
    scheduler.request();
  }

  return {
    receiveSnapshot(snapshot) {
      if (snapshot.symbol !== symbol) return;
      book.applySnapshot(snapshot);
      awaitingSnapshotSince = undefined;
      scheduler.request();
    },
    receiveUpdate(update) {
      if (update.symbol !== symbol) return;
      if (awaitingSnapshotSince !== undefined) {
        if (now() - awaitingSnapshotSince >= retryMs) resync();
        return;
      }
      // Already in the book: the REST snapshot the page started from can be newer than the feed.
      if (book.seq !== undefined && update.seq <= book.seq) return;
      const result = book.applyUpdate(update);
      if (result.status === 'applied') scheduler.request();
      else if (result.status === 'resync-needed') resync();
    },
    receiveGap() {
      awaitingSnapshotSince = now();
      scheduler.request();
    },
    setStep(next) {
      if (next === step) return;
      step = next;
      scheduler.request();
    },
    getView: () => view,
    subscribe: listeners.subscribe,
    dispose() {
      scheduler.cancel();
      listeners.clear();
    },
  };
}
