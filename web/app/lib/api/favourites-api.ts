import { type FavouritePaths, favouriteMarketsSchema } from '@vela/contracts/favourites';
import { FetchError } from 'ofetch';
import { isNetworkFailure } from '../http/request.ts';
import { browserApi } from './browser-api.ts';
import { type FavouritesApi, FavouritesCallError } from './favourites-call.ts';

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

/** The signed-in user's favourites at `paths` (favouritePaths or favouriteContractPaths). */
export function favouritesApi(paths: FavouritePaths): FavouritesApi {
  return {
    fetch: () => favouritesCall(browserApi().get(paths.list)),
    add: (symbols) => favouritesCall(browserApi().post(paths.add, { symbols })),
    remove: (symbols) => favouritesCall(browserApi().post(paths.remove, { symbols })),
  };
}
