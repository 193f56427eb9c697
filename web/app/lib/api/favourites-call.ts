/**
 * Why a favourites call failed: `signed-out` (a 401: the request helper already clears the user
 * and goes to login, so there is nothing to tell) or `failed` (network, server, bad answer).
 */
export class FavouritesCallError extends Error {
  constructor(readonly reason: 'signed-out' | 'failed') {
    super(`favourites call ${reason}`);
  }
}

/** The three favourites calls of one kind (pairs or contracts); each answers the list as saved, oldest first. */
export interface FavouritesApi {
  fetch(): Promise<string[]>;
  add(symbols: readonly string[]): Promise<string[]>;
  remove(symbols: readonly string[]): Promise<string[]>;
}
