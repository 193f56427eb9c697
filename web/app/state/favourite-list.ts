import { MAX_FAVOURITES_PER_CHANGE } from '@vela/contracts/favourite-calls';
import { MARKET_SYMBOL_PATTERN } from '@vela/contracts/market-symbol';

/** The list with `symbol` removed when it is there, else with `symbol` added at the end. */
export function toggleFavourite(favourites: readonly string[], symbol: string): string[] {
  return favourites.includes(symbol) ? favourites.filter((favourite) => favourite !== symbol) : [...favourites, symbol];
}

/**
 * What a visitor starred, to be added to the account once signed in: the pairs still listed, in
 * the order they were starred (the server keeps the ones it already has where they are).
 */
export function favouritesToMerge(local: readonly string[], listed: ReadonlySet<string>): string[] {
  return local.filter((symbol) => listed.has(symbol)).slice(0, MAX_FAVOURITES_PER_CHANGE);
}

/**
 * A stored list as written by this app or tampered with by hand: well-formed symbols only, each
 * once, in order. Anything unreadable is an empty list.
 */
export function parseStoredFavourites(text: string | null | undefined): string[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const symbols = value.filter((item): item is string => typeof item === 'string' && MARKET_SYMBOL_PATTERN.test(item));
  return [...new Set(symbols)];
}
