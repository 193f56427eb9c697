// The favourites calls' paths and limit, without zod: the terminal's first load needs them, not the schemas.

/** More than any listing has pairs, so a merge of a visitor's whole list fits in one call. */
export const MAX_FAVOURITES_PER_CHANGE = 200;

/**
 * A signed-in user's favourite pairs. Every call needs a session (401 otherwise); the two writes
 * follow the CSRF Origin rule. Writes are POSTs, like the order API's cancel, so the web client's
 * request helper (GET and POST) covers them; each answers with the whole list as saved.
 */
export const favouritePaths = {
  /** GET: the favourites in the order they were added (→ FavouriteMarkets). */
  list: '/api/v1/favourites/markets',
  /** POST FavouriteChange: appends the pairs not yet among the favourites, in the given order (→ FavouriteMarkets). */
  add: '/api/v1/favourites/markets/add',
  /** POST FavouriteChange: removes the pairs that are among the favourites (→ FavouriteMarkets). */
  remove: '/api/v1/favourites/markets/remove',
} as const;

/**
 * The same three calls for a signed-in user's favourite futures contracts (the contract switcher's
 * stars): the same payloads, each symbol a listed contract.
 */
export const favouriteContractPaths = {
  list: '/api/v1/favourites/contracts',
  add: '/api/v1/favourites/contracts/add',
  remove: '/api/v1/favourites/contracts/remove',
} as const;

export type FavouritePaths = typeof favouritePaths | typeof favouriteContractPaths;
