import type { Ticker } from '@vela/contracts/market-data';
import type { SpotMarket } from '@vela/contracts/markets';
import Big from 'big.js';

export type SortKey = 'name' | 'price' | 'change' | 'volume';
/** The words of aria-sort, so the header reads its state straight from here. */
export type SortDirection = 'ascending' | 'descending';
/** null: the rows' own order (the listing's, or the order favourites were added in). */
export type MarketSort = { key: SortKey; direction: SortDirection } | null;

export interface SortableMarket {
  market: Pick<SpotMarket, 'base' | 'quote'>;
  ticker: Pick<Ticker, 'last' | 'changePercent' | 'quoteVolume'> | undefined;
}

/** Names read A to Z first; numbers biggest first, as traders scan for movers. */
const firstDirection: Record<SortKey, SortDirection> = {
  name: 'ascending',
  price: 'descending',
  change: 'descending',
  volume: 'descending',
};

/** A header click: a new column starts in its first direction, the second click flips, the third restores the rows' own order. */
export function nextSort(current: MarketSort, key: SortKey): MarketSort {
  if (current?.key !== key) return { key, direction: firstDirection[key] };
  if (current.direction === firstDirection[key])
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return null;
}

const byName = (a: SortableMarket, b: SortableMarket) =>
  a.market.base.localeCompare(b.market.base, 'en') || a.market.quote.localeCompare(b.market.quote, 'en');

/**
 * Decimal comparison of one ticker field. Every listed pair is quoted in USDT, so prices and quote
 * volumes compare across rows as they are.
 */
const tickerValue: Record<Exclude<SortKey, 'name'>, (ticker: NonNullable<SortableMarket['ticker']>) => string> = {
  price: (ticker) => ticker.last,
  change: (ticker) => ticker.changePercent,
  volume: (ticker) => ticker.quoteVolume,
};

/**
 * The rows in the order asked for, as a new array. A market without a ticker yet goes last
 * whichever the direction; ties keep the rows' own order (the sort is stable).
 */
export function sortMarkets<Row extends SortableMarket>(rows: readonly Row[], sort: MarketSort): Row[] {
  if (sort === null) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.key === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  const value = tickerValue[sort.key];
  return [...rows].sort((a, b) => {
    if (!a.ticker || !b.ticker) return (a.ticker ? 0 : 1) - (b.ticker ? 0 : 1);
    return sign * new Big(value(a.ticker)).cmp(value(b.ticker));
  });
}
