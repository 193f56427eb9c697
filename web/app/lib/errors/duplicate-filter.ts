import type { ErrorSink, RecordedError } from './record-error.ts';

/** An error identical to one reported this recently is dropped (a render loop, StrictMode's second effect run). */
export const DUPLICATE_WINDOW_MS = 5_000;

/** Past this many remembered errors the expired ones are swept, so a long session's memory stays flat. */
const SWEEP_THRESHOLD = 50;

/**
 * Returns a predicate that says whether an error is new: false when an identical error (same name,
 * message, stack and page) passed within `windowMs`. The window starts at the first report, so an
 * error repeating forever is still reported once per window.
 */
export function createDuplicateFilter(
  windowMs: number = DUPLICATE_WINDOW_MS,
  now: () => number = Date.now,
): (error: RecordedError) => boolean {
  const reportedAt = new Map<string, number>();
  return (error) => {
    const time = now();
    if (reportedAt.size >= SWEEP_THRESHOLD) {
      for (const [key, at] of reportedAt) if (time - at >= windowMs) reportedAt.delete(key);
    }
    const key = [error.name, error.message, error.stack ?? '', error.url ?? ''].join('\u0000');
    const last = reportedAt.get(key);
    if (last !== undefined && time - last < windowMs) return false;
    reportedAt.set(key, time);
    return true;
  };
}

/** `sink` behind the filter: identical errors within the window reach it once. */
export function dropDuplicates(
  sink: ErrorSink,
  isNew: (error: RecordedError) => boolean = createDuplicateFilter(),
): ErrorSink {
  return (error, thrown) => {
    if (isNew(error)) sink(error, thrown);
  };
}
