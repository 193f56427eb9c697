import { parseStoredFavourites } from './favourite-list.ts';

/** A visitor's favourite pairs (a JSON array of symbols). Signed-in users keep theirs on the server. */
export const FAVOURITE_MARKETS_KEY = 'vela_favourite_markets';

// Every accessor is safe where storage is missing or blocked (SSR, private mode): reads give an
// empty list and writes do nothing.
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readLocalFavourites(): string[] {
  try {
    return parseStoredFavourites(storage()?.getItem(FAVOURITE_MARKETS_KEY));
  } catch {
    return [];
  }
}

/** An empty list removes the key. */
export function writeLocalFavourites(symbols: readonly string[]): void {
  try {
    if (symbols.length === 0) storage()?.removeItem(FAVOURITE_MARKETS_KEY);
    else storage()?.setItem(FAVOURITE_MARKETS_KEY, JSON.stringify(symbols));
  } catch {
    // Full or blocked storage: the star simply is not remembered.
  }
}

/** Calls `listener` when another tab changes the visitor's favourites. */
export function onLocalFavouritesChange(listener: (symbols: string[]) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITE_MARKETS_KEY || event.key === null) listener(readLocalFavourites());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
