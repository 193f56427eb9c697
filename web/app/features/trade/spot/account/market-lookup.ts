import type { SpotMarket } from '@vela/contracts/markets';
import { pairLabel } from '../../shared/model/market-search.ts';

/** Precision of a market an order or fill belongs to; a delisted market is shown at 8 decimals. */
export function marketFor(
  markets: readonly SpotMarket[],
  symbol: string,
): Pick<SpotMarket, 'pricePrecision' | 'amountPrecision'> & { label: string; base: string; quote: string } {
  const market = markets.find((candidate) => candidate.symbol === symbol);
  if (market) return { ...market, label: pairLabel(market) };
  const [base = symbol, quote = ''] = symbol.split('_');
  return { pricePrecision: 8, amountPrecision: 8, label: `${base}/${quote}`, base, quote };
}
