import type { SpotMarket } from '@vela/contracts/markets';

/** Letters and digits only, upper case: "btc/usdt", "BTC_USDT" and "btc usdt" all read BTCUSDT. */
function normalize(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * The markets a search names, in their display order: a market matches when its pair (base then
 * quote) starts with the search, or its base or quote contains it. An empty search lists all.
 */
export function searchMarkets<T extends Pick<SpotMarket, 'base' | 'quote'>>(
  markets: readonly T[],
  search: string,
): T[] {
  const wanted = normalize(search);
  if (wanted === '') return [...markets];
  return markets.filter(
    (market) =>
      `${market.base}${market.quote}`.startsWith(wanted) ||
      market.base.includes(wanted) ||
      market.quote.includes(wanted),
  );
}

/** How a pair is written on screen. */
export function pairLabel(market: Pick<SpotMarket, 'base' | 'quote'>): string {
  return `${market.base}/${market.quote}`;
}
