import { parseDecimal } from '../../../../lib/market/decimals.ts';

/**
 * A stop-limit whose limit is on the far side of its stop (a buy's below it, a sell's above it):
 * allowed, but once the stop triggers the order rests until the price comes back to its limit,
 * which is rarely what the trader meant. The spot and futures forms warn and still place it.
 * False while either price is not a positive number yet.
 */
export function limitBeyondStop(
  side: 'buy' | 'sell',
  prices: { readonly stopPrice: string; readonly price: string },
): boolean {
  const stop = parseDecimal(prices.stopPrice);
  const limit = parseDecimal(prices.price);
  if (stop === undefined || limit === undefined || stop.lte(0) || limit.lte(0)) return false;
  return side === 'buy' ? limit.lt(stop) : limit.gt(stop);
}
