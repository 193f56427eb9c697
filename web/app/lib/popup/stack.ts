/**
 * The stack of open popups and their z-indexes: the first starts at 2000 (spec 9) and each one
 * opened above another gets the next value, so the newest is always on top whatever closed in
 * between. Pure and DOM-free; components register in effects, so the server never mutates it.
 */

/** Spec 9: popup base z-index 2000. */
export const POPUP_BASE_Z_INDEX = 2000;

export interface PopupStack {
  /** Registers a popup on top and returns its z-index; opening an open popup keeps its place. */
  open(id: string): number;
  close(id: string): void;
  zIndexOf(id: string): number | undefined;
  /** The popup that owns the keyboard: Escape and the focus trap belong to it alone. */
  topId(): string | undefined;
  subscribe(listener: () => void): () => void;
}

export function createPopupStack(baseZIndex = POPUP_BASE_Z_INDEX): PopupStack {
  // Insertion order is stacking order: the last entry is on top.
  const zIndexes = new Map<string, number>();
  const listeners = new Set<() => void>();
  let top: string | undefined;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    open(id) {
      const existing = zIndexes.get(id);
      if (existing !== undefined) return existing;
      const zIndex = top === undefined ? baseZIndex : (zIndexes.get(top) ?? baseZIndex) + 1;
      zIndexes.set(id, zIndex);
      top = id;
      notify();
      return zIndex;
    },
    close(id) {
      if (!zIndexes.delete(id)) return;
      top = [...zIndexes.keys()].at(-1);
      notify();
    },
    zIndexOf: (id) => zIndexes.get(id),
    topId: () => top,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one stack, shared by every popup so they layer against each other. */
export const popupStack = createPopupStack();
