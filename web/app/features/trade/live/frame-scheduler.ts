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

/**
 * Coalesces any number of requests into at most one `flush` per animation frame: however many
 * feed messages arrive between two paints, the screen is drawn once, with all of them applied.
 * With `minIntervalMs`, flushes are also at least that far apart: a panel that changes on every
 * message then takes a share of the frames, not all of them, and the page stays smooth.
 */
export function createFrameScheduler(flush: () => void, clock: FrameClock, minIntervalMs = 0): FrameScheduler {
  let frame: number | undefined;
  let cancelDelay: (() => void) | undefined;
  let lastFlush = Number.NEGATIVE_INFINITY;
  const run = () => {
    frame = undefined;
    lastFlush = clock.now();
    flush();
  };
  const requestFrame = () => {
    cancelDelay = undefined;
    frame = clock.request(run);
  };
  return {
    request() {
      if (frame !== undefined || cancelDelay !== undefined) return;
      const wait = lastFlush + minIntervalMs - clock.now();
      if (wait > 0) cancelDelay = clock.delay(requestFrame, wait);
      else requestFrame();
    },
    cancel() {
      cancelDelay?.();
      cancelDelay = undefined;
      if (frame !== undefined) clock.cancel(frame);
      frame = undefined;
    },
  };
}
