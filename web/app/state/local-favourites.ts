/**
 * Markets a visitor starred in a switcher, in this browser (localStorage, a JSON array of symbols,
 * oldest first). An external store: read with useSyncExternalStore (an empty list on the server
 * and at hydration), kept in step with the browser's other tabs by the storage event.
 */
type Listener = () => void;

const NONE: readonly string[] = [];

/** What a stored value holds: its symbols, without anything that is not one and without repeats. */
export function parseFavourites(text: string | null): readonly string[] {
  if (!text) return NONE;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return NONE;
    return [
      ...new Set(value.filter((item): item is string => typeof item === 'string' && /^[A-Z0-9_]{3,21}$/.test(item))),
    ];
  } catch {
    return NONE;
  }
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export interface LocalFavourites {
  readonly key: string;
  /** The starred symbols (the same array until they change, as useSyncExternalStore needs). */
  list(): readonly string[];
  /** The server's snapshot: none. */
  serverList(): readonly string[];
  subscribe(listener: Listener): () => void;
  /** Stars `symbol`, or unstars it; a browser that cannot store keeps the list as it was. */
  toggle(symbol: string): void;
}

/** One list of stars, under `key` in localStorage. */
export function localFavourites(key: string): LocalFavourites {
  const listeners = new Set<Listener>();
  let cached: { text: string | null; list: readonly string[] } | undefined;
  const readText = () => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const list = () => {
    const text = readText();
    if (cached?.text !== text) cached = { text, list: parseFavourites(text) };
    return cached.list;
  };
  return {
    key,
    list,
    serverList: () => NONE,
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    toggle(symbol) {
      const current = list();
      const next = current.includes(symbol) ? current.filter((item) => item !== symbol) : [...current, symbol];
      try {
        storage()?.setItem(key, JSON.stringify(next));
      } catch {
        return;
      }
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The futures switcher's stars (key `futuresFavourites`, as before). */
export const favouriteContracts = localFavourites('futuresFavourites');
/** The spot pair switcher's stars. */
export const favouritePairs = localFavourites('vela_favourite_pairs');
