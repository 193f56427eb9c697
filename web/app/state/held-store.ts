import type { StoreApi } from 'zustand/vanilla';

export interface HeldStore<S> extends StoreApi<S> {
  /** Closes what is open now (a disposed session), whoever still listens. */
  release(): void;
}

/**
 * `raw` with a subscribe that holds something open while anyone listens: `open` runs when the
 * first subscriber comes and its returned close when the last one leaves (each unsubscribe counts
 * once). The account sessions open their channels and read over REST this way.
 */
export function heldWhileSubscribed<S>(raw: StoreApi<S>, open: () => () => void): HeldStore<S> {
  let subscribers = 0;
  let close: (() => void) | undefined;
  const release = () => {
    close?.();
    close = undefined;
  };
  return {
    ...raw,
    release,
    subscribe(listener) {
      const off = raw.subscribe(listener);
      subscribers += 1;
      if (subscribers === 1) close = open();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        off();
        subscribers -= 1;
        if (subscribers === 0) release();
      };
    },
  };
}
