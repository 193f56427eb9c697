/**
 * A tiny typed event emitter. `Events` maps each event name to its payload type; names may
 * include template-literal patterns (the feed topics `${biz}.${type}`).
 */

export type Unsubscribe = () => void;

export type EventHandler<Payload> = (payload: Payload) => void;

export interface Emitter<Events extends object> {
  /** Calls `handler` for every `name` event until the returned function is called. */
  on<Name extends keyof Events & string>(name: Name, handler: EventHandler<Events[Name]>): Unsubscribe;
  emit<Name extends keyof Events & string>(name: Name, payload: Events[Name]): void;
  /** Re-emits every event of this emitter on `target` until the returned function is called. */
  pipe(target: Emitter<Events>): Unsubscribe;
  /** Number of handlers for `name`, or of all handlers (pipes included) without it. */
  listenerCount(name?: keyof Events & string): number;
  /** Drops every handler and pipe. */
  clear(): void;
}

export interface EmitterOptions {
  /**
   * Where an exception thrown by a handler goes. A throwing handler never stops the other handlers
   * (nor the socket that delivered the message); by default the error is rethrown in a microtask,
   * so the browser's error reporting (and Sentry) still sees it.
   */
  onHandlerError?: (error: unknown, eventName: string) => void;
}

function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}

export function createEmitter<Events extends object>(options: EmitterOptions = {}): Emitter<Events> {
  const onHandlerError = options.onHandlerError ?? rethrowLater;
  // Untyped inside: the public signatures above keep names and payloads paired.
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const pipes = new Set<Emitter<Events>>();

  function call(name: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      onHandlerError(error, name);
    }
  }

  const emitter: Emitter<Events> = {
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      // A wrapper per registration, so the same function registered twice is two handlers.
      const entry = (payload: unknown) => handler(payload as Events[typeof name]);
      set.add(entry);
      return () => {
        set.delete(entry);
        if (set.size === 0 && handlers.get(name) === set) handlers.delete(name);
      };
    },
    emit(name, payload) {
      const set = handlers.get(name);
      // Copy first: a handler may unsubscribe itself or others while we iterate.
      for (const handler of set ? [...set] : []) call(name, () => handler(payload));
      for (const target of [...pipes]) call(name, () => target.emit(name, payload));
    },
    pipe(target) {
      pipes.add(target);
      return () => {
        pipes.delete(target);
      };
    },
    listenerCount(name) {
      if (name !== undefined) return handlers.get(name)?.size ?? 0;
      let count = pipes.size;
      for (const set of handlers.values()) count += set.size;
      return count;
    },
    clear() {
      handlers.clear();
      pipes.clear();
    },
  };
  return emitter;
}
