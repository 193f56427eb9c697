import { type FavouritePaths, favouriteContractPaths, favouritePaths } from '@vela/contracts/favourite-calls';
import { type FavouritesApi, FavouritesCallError } from '../lib/api/favourites-call.ts';
import { favouritesToMerge, parseStoredFavourites, toggleFavourite } from './favourite-list.ts';

/**
 * One source of stars per kind of market, shared by every screen that shows them (the pair
 * switcher and `/markets` for pairs, the contract switcher for futures): a visitor's in this
 * browser (localStorage), a signed-in user's on the server. At sign-in the visitor's stars are
 * added to the account once and the browser's list is cleared, as a visitor's price alerts are
 * joined. An external store: read with useSyncExternalStore (an empty list on the server and at
 * hydration).
 */
type Listener = () => void;

export type FavouritesStatus = 'ready' | 'loading' | 'failed';

export interface FavouriteStore {
  /** The starred symbols, oldest first (the same array until they change, as useSyncExternalStore needs). */
  list(): readonly string[];
  /** The server's snapshot: none (the same empty list `list()` returns while nothing is starred). */
  serverList(): readonly string[];
  /** Whether `follow` was called yet (before, the page shows what it rendered). */
  followed(): boolean;
  /** `loading` and `failed` only concern a signed-in user's list when no page had it yet. */
  status(): FavouritesStatus;
  subscribe(listener: Listener): () => void;
  /** Stars `symbol`, or unstars it: at once on screen, then saved (put back if the save fails). */
  toggle(symbol: string): void;
  /**
   * Who is looking: a visitor (`signedIn` false) or a user. `known` is the user's list when the
   * page already has it (the markets loader), `listed` the symbols a visitor's stars may join with.
   */
  follow(signedIn: boolean, options?: { known?: readonly string[] | null; listed?: ReadonlySet<string> }): void;
  /** Loads a signed-in user's list again after a failure. */
  retry(): void;
  /** Calls `listener` when a change could not be saved (not when the session had ended). */
  onSaveFailed(listener: Listener): () => void;
}

const NONE: readonly string[] = [];

const sameSymbols = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((symbol, index) => symbol === b[index]);

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readKey(key: string): string[] {
  try {
    return parseStoredFavourites(storage()?.getItem(key));
  } catch {
    return [];
  }
}

/** An empty list removes the key; full or blocked storage simply does not remember. */
function writeKey(key: string, symbols: readonly string[]): void {
  try {
    if (symbols.length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(symbols));
  } catch {
    // The star is not remembered in this browser.
  }
}

export interface FavouriteStoreOptions {
  /** The visitor's list in localStorage. */
  key: string;
  /** Keys an earlier version kept stars under: read once into `key`, then removed. */
  formerKeys?: readonly string[];
  api: FavouritesApi;
}

export function createFavouriteStore({ key, formerKeys = [], api }: FavouriteStoreOptions): FavouriteStore {
  const listeners = new Set<Listener>();
  const failureListeners = new Set<Listener>();
  let mode: 'unknown' | 'visitor' | 'user' = 'unknown';
  let symbols: readonly string[] = NONE;
  let status: FavouritesStatus = 'ready';
  let hasServerList = false;
  let listed: ReadonlySet<string> | undefined;
  // Answers can cross: only the latest call's answer is the list to show.
  let latestCall = 0;
  let stopStorage: (() => void) | undefined;

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  // An equal list keeps its reference: subscribers re-render (synchronously) only on a real change.
  const set = (next: readonly string[], nextStatus: FavouritesStatus = status) => {
    const list = sameSymbols(next, symbols) ? symbols : next;
    if (list === symbols && nextStatus === status) return;
    symbols = list;
    status = nextStatus;
    emit();
  };

  const readLocal = (): string[] => {
    const stored = readKey(key);
    const former = formerKeys.flatMap(readKey);
    if (former.length === 0) return stored;
    const merged = [...new Set([...stored, ...former])];
    writeKey(key, merged);
    for (const formerKey of formerKeys) writeKey(formerKey, []);
    return merged;
  };

  const becomeVisitor = () => {
    mode = 'visitor';
    hasServerList = false;
    latestCall++;
    set(readLocal(), 'ready');
    if (typeof window === 'undefined' || stopStorage) return;
    const onStorage = (event: StorageEvent) => {
      if (mode === 'visitor' && (event.key === key || event.key === null)) set(readKey(key));
    };
    window.addEventListener('storage', onStorage);
    stopStorage = () => window.removeEventListener('storage', onStorage);
  };

  /** Joins a visitor's stars to the account, or loads the account's list when the page has none. */
  const load = () => {
    const stored = readLocal();
    const toMerge = listed ? favouritesToMerge(stored, listed) : stored.slice(0, 200);
    if (toMerge.length === 0 && stored.length > 0) writeKey(key, []);
    if (toMerge.length === 0 && hasServerList) return;
    const call = ++latestCall;
    if (!hasServerList) set(symbols, 'loading');
    (toMerge.length > 0 ? api.add(toMerge) : api.fetch()).then(
      (saved) => {
        // Cleared even if the user signed out meanwhile: the account has them now.
        if (toMerge.length > 0) writeKey(key, []);
        if (mode !== 'user') return;
        hasServerList = true;
        if (call === latestCall) set(saved, 'ready');
        else set(symbols, 'ready');
      },
      () => {
        if (mode === 'user' && !hasServerList) set(symbols, 'failed');
      },
    );
  };

  return {
    list: () => symbols,
    followed: () => mode !== 'unknown',
    serverList: () => NONE,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSaveFailed(listener) {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
    follow(signedIn, options = {}) {
      if (options.listed) listed = options.listed;
      if (!signedIn) {
        if (mode !== 'visitor') becomeVisitor();
        return;
      }
      if (mode === 'user') {
        if (!hasServerList && options.known) {
          hasServerList = true;
          set(options.known, 'ready');
        }
        return;
      }
      mode = 'user';
      hasServerList = Boolean(options.known);
      set(options.known ?? NONE, options.known ? 'ready' : 'loading');
      load();
    },
    retry() {
      if (mode === 'user') load();
    },
    toggle(symbol) {
      const before = symbols;
      const next = toggleFavourite(before, symbol);
      if (mode !== 'user') {
        writeKey(key, next);
        set(next);
        return;
      }
      set(next);
      const call = ++latestCall;
      (before.includes(symbol) ? api.remove : api.add)([symbol]).then(
        (saved) => {
          hasServerList = true;
          if (mode === 'user' && call === latestCall) set(saved, 'ready');
        },
        (error: unknown) => {
          if (mode !== 'user' || call !== latestCall) return;
          set(before);
          if (error instanceof FavouritesCallError && error.reason === 'signed-out') return;
          for (const listener of [...failureListeners]) listener();
        },
      );
    },
  };
}

/**
 * The spot pairs' stars (the pair switcher and `/markets`). The spec names no storage key for
 * favourites: a visitor's are under `vela_favourite_markets`, and the pair switcher's former
 * `vela_favourite_pairs` is folded into it once.
 */
/** The calls' code (ofetch, zod) loads with the first call: the terminal's first load goes without it. */
function favouritesApiOnDemand(paths: FavouritePaths): FavouritesApi {
  const api = () => import('../lib/api/favourites-api.ts').then((module) => module.favouritesApi(paths));
  return {
    fetch: async () => (await api()).fetch(),
    add: async (symbols) => (await api()).add(symbols),
    remove: async (symbols) => (await api()).remove(symbols),
  };
}

export const favouritePairs = createFavouriteStore({
  key: 'vela_favourite_markets',
  formerKeys: ['vela_favourite_pairs'],
  api: favouritesApiOnDemand(favouritePaths),
});

/** The futures contracts' stars (the contract switcher; a visitor's under `futuresFavourites`, as before). */
export const favouriteContracts = createFavouriteStore({
  key: 'futuresFavourites',
  api: favouritesApiOnDemand(favouriteContractPaths),
});
