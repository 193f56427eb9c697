export interface RecordedError {
  message: string;
  name: string;
  stack?: string;
  at: number;
  url?: string;
}

/** Gets the recorded payload and the value that was thrown, for reporters that want the original. */
export type ErrorSink = (error: RecordedError, thrown: unknown) => void;

const sinks = new Set<ErrorSink>();

/** Error reporting (Sentry or the platform's endpoint) registers here; the console always gets it. */
export function addErrorSink(sink: ErrorSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/** App-level, fatal and unhandled errors are recorded into a payload and handed to every sink. */
export function recordError(error: unknown): RecordedError {
  const recorded: RecordedError = {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
    ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
    at: Date.now(),
    ...(typeof window === 'undefined' ? {} : { url: window.location.href }),
  };
  console.error(error);
  for (const sink of sinks) {
    try {
      sink(recorded, error);
    } catch {
      // A broken reporter must not turn one error into two.
    }
  }
  return recorded;
}
