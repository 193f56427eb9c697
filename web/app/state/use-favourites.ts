import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from './app-store.tsx';
import type { FavouriteStore, FavouritesStatus } from './favourites.ts';

/**
 * A kind of market's stars for this page's viewer: the store follows the signed-in state (joining
 * a visitor's stars at sign-in). `known` is the user's list the page's loader read (rendered on the
 * server and at hydration), `listed` the symbols a visitor's stars may join with. A star that
 * could not be saved is put back and said in the page's notice.
 */
export function useFavourites(
  store: FavouriteStore,
  { known = null, listed }: { known?: readonly string[] | null; listed?: ReadonlySet<string> } = {},
): { favourites: readonly string[]; status: FavouritesStatus } {
  const { t } = useTranslation();
  const signedIn = useAppStore((state) => state.user !== null);
  const showNotice = useAppStore((state) => state.showNotice);
  useEffect(() => store.follow(signedIn, { known, listed }), [store, signedIn, known, listed]);
  useEffect(() => store.onSaveFailed(() => showNotice(t('markets.favouritesSaveFailed'))), [store, showNotice, t]);
  const rendered = signedIn && known && known.length > 0 ? known : store.serverList();
  const favourites = useSyncExternalStore(
    store.subscribe,
    useCallback(() => (store.followed() ? store.list() : rendered), [store, rendered]),
    () => rendered,
  );
  const firstStatus: FavouritesStatus = signedIn && !known ? 'loading' : 'ready';
  const status = useSyncExternalStore(
    store.subscribe,
    () => (store.followed() ? store.status() : firstStatus),
    () => firstStatus,
  );
  return { favourites, status };
}
