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
  /** One unit of the quote asset in USDT, so BTC- and USDC-quoted prices compare with USDT ones. */
  quoteInUsdt?: string | undefined;
}

/** The row's quote asset in USDT: 1 for USDT, undefined while another quote's price is unknown. */
export function usdtRateOf(row: {
  market: Pick<SpotMarket, 'quote'>;
  quoteInUsdt?: string | undefined;
}): string | undefined {
  return row.quoteInUsdt ?? (row.market.quote === 'USDT' ? '1' : undefined);
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

/** One ticker field as a decimal, prices and quote volumes in USDT; undefined while that is unknown. */
function tickerValue(key: Exclude<SortKey, 'name'>, row: SortableMarket): Big | undefined {
  if (!row.ticker) return undefined;
  if (key === 'change') return new Big(row.ticker.changePercent);
  const rate = usdtRateOf(row);
  if (rate === undefined) return undefined;
  return new Big(key === 'price' ? row.ticker.last : row.ticker.quoteVolume).times(rate);
}

/**
 * The rows in the order asked for, as a new array. A market without a ticker (or a quote price) yet goes last
 * whichever the direction; ties keep the rows' own order (the sort is stable).
 */
export function sortMarkets<Row extends SortableMarket>(rows: readonly Row[], sort: MarketSort): Row[] {
  if (sort === null) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.key === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  const { key } = sort;
  const values = new Map(rows.map((row) => [row, tickerValue(key, row)]));
  return [...rows].sort((a, b) => {
    const first = values.get(a);
    const second = values.get(b);
    if (!first || !second) return (first ? 0 : 1) - (second ? 0 : 1);
    return sign * first.cmp(second);
  });
}
