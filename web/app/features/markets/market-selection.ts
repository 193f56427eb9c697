import type { SpotMarket } from '@vela/contracts/markets';
import { isRankingTab, type RankableMarket, rankingTabs, rankMarkets } from './market-rankings.ts';
import { marketMatches } from './market-search.ts';
import { type MarketSort, type SortableMarket, sortMarkets } from './market-sort.ts';

export const marketTabs = ['all', 'favourites', ...rankingTabs] as const;
export type MarketTab = (typeof marketTabs)[number];

export interface MarketSelection {
  tab: MarketTab;
  /** The user's favourite symbols, in the order they were added. */
  favourites: readonly string[];
  query: string;
  sort: MarketSort;
  /** Only the pairs quoted in this asset; null: every quote asset. */
  quote: string | null;
}

type SelectableMarket = SortableMarket &
  Omit<RankableMarket, 'market'> & { market: Pick<SpotMarket, 'symbol' | 'base' | 'quote' | 'listedAt'> };

/**
 * The rows the table shows: the tab's markets (all in listing order, the favourites in the order
 * they were added, or a ranking's top pairs) among those of the chosen quote asset that the search
 * finds; a column sort, when asked for, orders what the tab chose.
 */
export function selectMarkets<Row extends SelectableMarket>(rows: readonly Row[], selection: MarketSelection): Row[] {
  const bySymbol = new Map(rows.map((row) => [row.market.symbol, row]));
  const inTab =
    selection.tab === 'favourites' ? selection.favourites.flatMap((symbol) => bySymbol.get(symbol) ?? []) : rows;
  const found = inTab.filter(
    (row) =>
      (selection.quote === null || row.market.quote === selection.quote) && marketMatches(row.market, selection.query),
  );
  return sortMarkets(isRankingTab(selection.tab) ? rankMarkets(found, selection.tab) : found, selection.sort);
}

/** The quote assets of the listed pairs, in listing order: the quote filter's choices. */
export function quoteAssets(rows: readonly { market: Pick<SpotMarket, 'quote'> }[]): string[] {
  return [...new Set(rows.map((row) => row.market.quote))];
}
