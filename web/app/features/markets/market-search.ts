import type { SpotMarket } from '@vela/contracts/markets';
import { fullwidthToAscii } from '../../lib/inputs/fullwidth.ts';
import type { InputRule } from '../../lib/inputs/rules.ts';

/** Longer than any "BASE/QUOTE" a trader types. */
const MAX_QUERY_LENGTH = 24;

/**
 * What the market search field accepts: Latin letters, digits and the separators traders put
 * between base and quote ("BTC/USDT", "btc_usdt", "btc usdt"). Full-width forms typed with a CJK
 * input method read as their ASCII twins.
 */
export const marketSearchRule: InputRule = {
  filter: (value) =>
    fullwidthToAscii(value)
      .replace(/[^A-Za-z0-9/_ -]/g, '')
      .slice(0, MAX_QUERY_LENGTH),
  inputMode: 'text',
};

/**
 * Whether a market answers the search: one word finds a base or quote containing it, or a pair
 * written without a separator ("BTCUS"); two words are base and quote prefixes ("eth/us").
 * Case does not matter; an empty query finds every market.
 */
export function marketMatches(market: Pick<SpotMarket, 'base' | 'quote'>, query: string): boolean {
  const words = query
    .toUpperCase()
    .split(/[\s/_-]+/)
    .filter(Boolean);
  const [first, second] = words;
  if (first === undefined) return true;
  if (second !== undefined) return market.base.startsWith(first) && market.quote.startsWith(second);
  return (
    market.base.includes(first) || market.quote.includes(first) || `${market.base}${market.quote}`.startsWith(first)
  );
}
