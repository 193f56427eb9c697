/**
 * The contracts a visitor starred in the switcher, in this browser (localStorage
 * `futuresFavourites`, a JSON array of symbols, oldest first). An external store: read with
 * useSyncExternalStore (an empty list on the server and at hydration), kept in step with the
 * browser's other tabs by the storage event.
 */
export const FAVOURITES_KEY = 'futuresFavourites';

type Listener = () => void;

const NONE: readonly string[] = [];
const listeners = new Set<Listener>();
let cached: { text: string | null; list: readonly string[] } | undefined;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readText(): string | null {
  try {
    return storage()?.getItem(FAVOURITES_KEY) ?? null;
  } catch {
    return null;
  }
}

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

/** The starred symbols (the same array until they change, as useSyncExternalStore needs). */
export function favouriteContracts(): readonly string[] {
  const text = readText();
  if (cached?.text !== text) cached = { text, list: parseFavourites(text) };
  return cached.list;
}

export function serverFavouriteContracts(): readonly string[] {
  return NONE;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

export function subscribeFavouriteContracts(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stars `symbol`, or unstars it; a browser that cannot store keeps the list as it was. */
export function toggleFavouriteContract(symbol: string): void {
  const current = favouriteContracts();
  const next = current.includes(symbol) ? current.filter((item) => item !== symbol) : [...current, symbol];
  try {
    storage()?.setItem(FAVOURITES_KEY, JSON.stringify(next));
  } catch {
    return;
  }
  notify();
}
