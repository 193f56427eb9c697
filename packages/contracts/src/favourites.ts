import { z } from 'zod';
import { marketSymbol } from './markets.ts';

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

/** More than any listing has pairs, so a merge of a visitor's whole list fits in one call. */
export const MAX_FAVOURITES_PER_CHANGE = 200;

/** Every symbol must be a listed market: an unknown one is a 400 naming it, and nothing changes. */
export const favouriteChangeSchema = z
  .object({
    symbols: z
      .array(marketSymbol, { error: 'symbols: expected a list of pairs such as ["BTC_USDT"]' })
      .min(1, 'name at least one pair')
      .max(MAX_FAVOURITES_PER_CHANGE, `at most ${MAX_FAVOURITES_PER_CHANGE} pairs at once`),
  })
  .strict();
export type FavouriteChange = z.infer<typeof favouriteChangeSchema>;

export const favouriteMarketsSchema = z.object({ symbols: z.array(marketSymbol) });
export type FavouriteMarkets = z.infer<typeof favouriteMarketsSchema>;
