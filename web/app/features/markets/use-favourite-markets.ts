import { useEffect, useRef, useState } from 'react';
import { favouritesToMerge, toggleFavourite } from './favourite-list.ts';
import { onLocalFavouritesChange, readLocalFavourites, writeLocalFavourites } from './favourite-storage.ts';
import { addFavourites, FavouritesCallError, fetchFavourites, removeFavourites } from './favourites-api.ts';

export interface FavouriteMarketsOptions {
  signedIn: boolean;
  /** The signed-in user's list as the page's loader read it; null when it could not (or for a visitor). */
  serverFavourites: readonly string[] | null;
  /** Symbols of the listed markets: a visitor's stars on pairs gone since are not merged. */
  listed: ReadonlySet<string>;
  /** A change could not be saved (the star is put back). */
  onSaveFailed(): void;
}

export interface FavouriteMarkets {
  favourites: readonly string[];
  /** `loading` and `failed` only concern a signed-in user's list when the loader had none. */
  status: 'ready' | 'loading' | 'failed';
  toggle(symbol: string): void;
  retry(): void;
}

/**
 * The favourite pairs: in local storage for a visitor, on the server for a signed-in user. The
 * first time a signed-in user's page runs with a visitor's stars in storage, they are added to the
 * account and the local list is cleared, so the merge happens once.
 */
export function useFavouriteMarkets({
  signedIn,
  serverFavourites,
  listed,
  onSaveFailed,
}: FavouriteMarketsOptions): FavouriteMarkets {
  const [favourites, setFavourites] = useState<readonly string[]>(() => (signedIn ? (serverFavourites ?? []) : []));
  const [status, setStatus] = useState<FavouriteMarkets['status']>(
    signedIn && serverFavourites === null ? 'loading' : 'ready',
  );
  const [attempt, setAttempt] = useState(0);
  const hasServerList = useRef(signedIn && serverFavourites !== null);
  // Answers can cross: only the latest call's answer is the list to show.
  const latestCall = useRef(0);
  const listedRef = useRef(listed);
  listedRef.current = listed;

  useEffect(() => {
    if (signedIn) return;
    hasServerList.current = false;
    setFavourites(readLocalFavourites());
    setStatus('ready');
    return onLocalFavouritesChange(setFavourites);
  }, [signedIn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    if (!signedIn) return;
    const stored = readLocalFavourites();
    const toMerge = favouritesToMerge(stored, listedRef.current);
    if (toMerge.length === 0 && stored.length > 0) writeLocalFavourites([]);
    if (toMerge.length === 0 && hasServerList.current) return;
    let active = true;
    const call = ++latestCall.current;
    if (!hasServerList.current) setStatus('loading');
    (toMerge.length > 0 ? addFavourites(toMerge) : fetchFavourites()).then(
      (symbols) => {
        // Cleared even when the page has gone meanwhile: the account has them now.
        if (toMerge.length > 0) writeLocalFavourites([]);
        hasServerList.current = true;
        if (!active) return;
        setStatus('ready');
        if (call === latestCall.current) setFavourites(symbols);
      },
      () => {
        if (active && !hasServerList.current) setStatus('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [signedIn, attempt]);

  function toggle(symbol: string) {
    const next = toggleFavourite(favourites, symbol);
    setFavourites(next);
    if (!signedIn) {
      writeLocalFavourites(next);
      return;
    }
    const before = favourites;
    const call = ++latestCall.current;
    (favourites.includes(symbol) ? removeFavourites : addFavourites)([symbol]).then(
      (symbols) => {
        hasServerList.current = true;
        setStatus('ready');
        if (call === latestCall.current) setFavourites(symbols);
      },
      (error: unknown) => {
        if (call !== latestCall.current) return;
        setFavourites(before);
        if (!(error instanceof FavouritesCallError && error.reason === 'signed-out')) onSaveFailed();
      },
    );
  }

  return { favourites, status, toggle, retry: () => setAttempt((count) => count + 1) };
}
