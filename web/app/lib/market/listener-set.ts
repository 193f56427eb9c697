/** The listeners of a live market model (book, trades): added, removed, and told together after a draw. */
export function createListenerSet() {
  const listeners = new Set<() => void>();
  return {
    notify(): void {
      // A copy: a listener may unsubscribe while it is told.
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear(): void {
      listeners.clear();
    },
  };
}
