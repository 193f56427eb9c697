import { favouritePairs } from '../../state/favourites.ts';
import { useFavourites } from '../../state/use-favourites.ts';

/**
 * The favourite pairs of `/markets`: the same store as the pair switcher's (a visitor's in this
 * browser, a signed-in user's on the server), started from the list the loader read.
 */
export function useFavouriteMarkets({
  serverFavourites,
  listed,
}: {
  /** The signed-in user's list as the page's loader read it; null when it could not (or for a visitor). */
  serverFavourites: readonly string[] | null;
  /** Symbols of the listed markets: a visitor's stars on pairs gone since are not joined. */
  listed: ReadonlySet<string>;
}) {
  const { favourites, status } = useFavourites(favouritePairs, { known: serverFavourites, listed });
  return { favourites, status, toggle: favouritePairs.toggle, retry: favouritePairs.retry };
}
