import { z } from 'zod';
import { MAX_FAVOURITES_PER_CHANGE } from './favourite-calls.ts';
import { marketSymbol } from './markets.ts';

export {
  type FavouritePaths,
  favouriteContractPaths,
  favouritePaths,
  MAX_FAVOURITES_PER_CHANGE,
} from './favourite-calls.ts';

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
