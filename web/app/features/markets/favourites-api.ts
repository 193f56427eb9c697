import { favouriteMarketsSchema, favouritePaths } from '@vela/contracts/favourites';
import { FetchError } from 'ofetch';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';

/**
 * Why a favourites call failed: `signed-out` (a 401: the request helper already clears the user
 * and goes to login, so there is nothing to tell) or `failed` (network, server, bad answer).
 */
export class FavouritesCallError extends Error {
  constructor(readonly reason: 'signed-out' | 'failed') {
    super(`favourites call ${reason}`);
  }
}

async function favouritesCall(call: Promise<unknown>): Promise<string[]> {
  let response: unknown;
  try {
    response = await call;
  } catch (error) {
    throw new FavouritesCallError(error instanceof FetchError && error.statusCode === 401 ? 'signed-out' : 'failed');
  }
  const parsed = favouriteMarketsSchema.safeParse(response);
  if (isNetworkFailure(response) || !parsed.success) throw new FavouritesCallError('failed');
  return parsed.data.symbols;
}

/** The signed-in user's favourites, oldest first. */
export function fetchFavourites(): Promise<string[]> {
  return favouritesCall(browserApi().get(favouritePaths.list));
}

/** Adds pairs; answers the favourites as saved. */
export function addFavourites(symbols: readonly string[]): Promise<string[]> {
  return favouritesCall(browserApi().post(favouritePaths.add, { symbols }));
}

/** Removes pairs; answers the favourites as saved. */
export function removeFavourites(symbols: readonly string[]): Promise<string[]> {
  return favouritesCall(browserApi().post(favouritePaths.remove, { symbols }));
}
