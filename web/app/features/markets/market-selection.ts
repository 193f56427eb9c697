import type { SpotMarket } from '@vela/contracts/markets';
import { marketMatches } from './market-search.ts';
import { type MarketSort, type SortableMarket, sortMarkets } from './market-sort.ts';

export const marketTabs = ['all', 'favourites'] as const;
export type MarketTab = (typeof marketTabs)[number];

export interface MarketSelection {
  tab: MarketTab;
  /** The user's favourite symbols, in the order they were added. */
  favourites: readonly string[];
  query: string;
  sort: MarketSort;
}

type SelectableMarket = SortableMarket & { market: Pick<SpotMarket, 'symbol' | 'base' | 'quote'> };

/**
 * The rows the table shows: the tab's markets (all in listing order, or the favourites in the
 * order they were added), those the search finds, sorted as asked.
 */
export function selectMarkets<Row extends SelectableMarket>(rows: readonly Row[], selection: MarketSelection): Row[] {
  const bySymbol = new Map(rows.map((row) => [row.market.symbol, row]));
  const inTab = selection.tab === 'all' ? rows : selection.favourites.flatMap((symbol) => bySymbol.get(symbol) ?? []);
  return sortMarkets(
    inTab.filter((row) => marketMatches(row.market, selection.query)),
    selection.sort,
  );
}
