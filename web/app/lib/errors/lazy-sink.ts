import type { ErrorSink, RecordedError } from './record-error.ts';

/** Errors held while the reporter loads; a page failing harder than this is already well reported. */
export const PENDING_LIMIT = 20;

/**
 * A sink whose reporter arrives later (the Sentry SDK is a separate chunk, loaded only when a DSN
 * is configured). Errors recorded meanwhile wait and are handed over once it is up; if it cannot
 * load (offline, a blocked script), they and every later error go to `fallback` instead, so none is
 * silently lost.
 */
export function createLazySink(load: () => Promise<ErrorSink>, fallback: ErrorSink): ErrorSink {
  let target: ErrorSink | undefined;
  const pending: [RecordedError, unknown][] = [];
  const deliver = (sink: ErrorSink, error: RecordedError, thrown: unknown) => {
    try {
      sink(error, thrown);
    } catch {
      // As in recordError: a broken reporter must not turn one error into two.
    }
  };
  const settle = (sink: ErrorSink) => {
    target = sink;
    for (const [error, thrown] of pending.splice(0)) deliver(sink, error, thrown);
  };
  Promise.resolve()
    .then(load)
    .then(settle, () => settle(fallback));
  return (error, thrown) => {
    if (target) deliver(target, error, thrown);
    else if (pending.length < PENDING_LIMIT) pending.push([error, thrown]);
  };
}
