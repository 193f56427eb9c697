/** The browser's frame and timer functions, injected so tests can run frames by hand. */
export interface FrameClock {
  /** Runs a callback before the next paint; returns a handle to cancel it (requestAnimationFrame). */
  request(callback: () => void): number;
  cancel(handle: number): void;
  now(): number;
  /** setTimeout; returns a cancel function. */
  delay(callback: () => void, ms: number): () => void;
}

/** The browser's frame clock. Call it in the browser only (effects). */
export function animationFrameClock(): FrameClock {
  return {
    request: (callback) => window.requestAnimationFrame(callback),
    cancel: (handle) => window.cancelAnimationFrame(handle),
    now: () => performance.now(),
    delay(callback, ms) {
      const timer = window.setTimeout(callback, ms);
      return () => window.clearTimeout(timer);
    },
  };
}

export interface FrameScheduler {
  /** Asks for one flush before a coming paint; asking again before it runs changes nothing. */
  request(): void;
  /** Drops a flush that was asked for and not run yet. */
  cancel(): void;
}

/** Flushes spread further apart on a device that is slow to draw them. */
export interface FrameCostLimit {
  /** The interval is at least this many times the measured duration of a frame with a flush... */
  readonly factor: number;
  /** ...and at most this long, so that a busy device still draws. */
  readonly maxIntervalMs: number;
}

/**
 * Coalesces any number of requests into at most one `flush` per animation frame: however many
 * feed messages arrive between two paints, the screen is drawn once, with all of them applied.
 * With `minIntervalMs`, flushes are also at least that far apart: a panel that changes on every
 * message then takes a share of the frames, not all of them, and the page stays smooth. With
 * `costLimit`, the frame after each flush measures how long the flushed frame took (script,
 * style, layout, paint and whatever else ran meanwhile, smoothed): on a slow device the interval
 * grows with it, so the panel keeps to a share of the time rather than a number of draws.
 */
export function createFrameScheduler(
  flush: () => void,
  clock: FrameClock,
  minIntervalMs = 0,
  costLimit?: FrameCostLimit,
): FrameScheduler {
  let frame: number | undefined;
  let measuring: number | undefined;
  let cancelDelay: (() => void) | undefined;
  let lastFlush = Number.NEGATIVE_INFINITY;
  let frameCost: number | undefined;
  const interval = () =>
    costLimit && frameCost !== undefined
      ? Math.min(costLimit.maxIntervalMs, Math.max(minIntervalMs, frameCost * costLimit.factor))
      : minIntervalMs;
  const measure = () => {
    measuring = undefined;
    const cost = clock.now() - lastFlush;
    frameCost = frameCost === undefined ? cost : 0.75 * frameCost + 0.25 * cost;
  };
  const run = () => {
    frame = undefined;
    lastFlush = clock.now();
    flush();
    if (costLimit && measuring === undefined) measuring = clock.request(measure);
  };
  const requestFrame = () => {
    cancelDelay = undefined;
    frame = clock.request(run);
  };
  return {
    request() {
      if (frame !== undefined || cancelDelay !== undefined) return;
      const wait = lastFlush + interval() - clock.now();
      if (wait > 0) cancelDelay = clock.delay(requestFrame, wait);
      else requestFrame();
    },
    cancel() {
      cancelDelay?.();
      cancelDelay = undefined;
      if (frame !== undefined) clock.cancel(frame);
      frame = undefined;
      if (measuring !== undefined) clock.cancel(measuring);
      measuring = undefined;
    },
  };
}
