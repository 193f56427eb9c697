import type { FrameClock } from '../../app/lib/market/frame-scheduler.ts';

/** A frame clock for tests: frames run only when `frame()` is called, time moves with `advance()`. */
export function fakeFrameClock(): FrameClock & { frame(): void; advance(ms: number): void; readonly waiting: number } {
  let next = 1;
  let time = 0;
  const callbacks = new Map<number, () => void>();
  const timers = new Set<{ at: number; callback: () => void }>();
  return {
    request(callback) {
      const handle = next++;
      callbacks.set(handle, callback);
      return handle;
    },
    cancel(handle) {
      callbacks.delete(handle);
    },
    now: () => time,
    delay(callback, ms) {
      const timer = { at: time + ms, callback };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      time += ms;
      for (const timer of [...timers]) {
        if (timer.at > time) continue;
        timers.delete(timer);
        timer.callback();
      }
    },
    frame() {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback();
    },
    get waiting() {
      return callbacks.size;
    },
  };
}
