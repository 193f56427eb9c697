import type { Ticker } from '@vela/contracts/market-data';
import type { SpotMarket } from '@vela/contracts/markets';
import Big from 'big.js';
import { usdtRateOf } from './market-sort.ts';

/** How many pairs a ranking tab lists, like the exchanges' "top" lists. */
export const RANKING_SIZE = 10;

export const rankingTabs = ['gainers', 'losers', 'newListings', 'volume'] as const;
export type RankingTab = (typeof rankingTabs)[number];

export function isRankingTab(tab: string): tab is RankingTab {
  return (rankingTabs as readonly string[]).includes(tab);
}

export interface RankableMarket {
  market: Pick<SpotMarket, 'symbol' | 'quote' | 'listedAt'>;
  ticker: Pick<Ticker, 'changePercent' | 'quoteVolume'> | undefined;
  /** One unit of the market's quote asset in USDT (market-sort's usdtRateOf). */
  quoteInUsdt?: string | undefined;
}

/**
 * Units of USDT per quote asset, from each quote's own USDT pair (USDT is 1): what puts the
 * prices and volumes of BTC- and USDC-quoted pairs on one scale with the USDT ones.
 */
export function quotePricesInUsdt(
  quotes: Iterable<string>,
  tickerOf: (symbol: string) => Pick<Ticker, 'last'> | undefined,
): Map<string, string> {
  const prices = new Map<string, string>();
  for (const quote of quotes) {
    const last = quote === 'USDT' ? '1' : tickerOf(`${quote}_USDT`)?.last;
    if (last !== undefined && new Big(last).gt(0)) prices.set(quote, last);
  }
  return prices;
}

/** A pair's 24 h quote volume in USDT, for comparing across quote assets; undefined while unknown. */
export function volumeInUsdt(row: RankableMarket): Big | undefined {
  const rate = usdtRateOf(row);
  if (!row.ticker || rate === undefined) return undefined;
  return new Big(row.ticker.quoteVolume).times(rate);
}

const changeOf = (row: RankableMarket) => new Big(row.ticker?.changePercent ?? 0);

/**
 * A ranking tab's pairs, best first, at most RANKING_SIZE: gainers (risen most over 24 h, only
 * those that rose), losers (fallen most, only those that fell), new listings (newest listing date
 * first) and volume leaders (24 h volume valued in USDT). The sorts are stable: ties keep the
 * listing order.
 */
export function rankMarkets<Row extends RankableMarket>(rows: readonly Row[], tab: RankingTab): Row[] {
  const ranked = (() => {
    switch (tab) {
      case 'gainers':
        return rows.filter((row) => row.ticker && changeOf(row).gt(0)).sort((a, b) => changeOf(b).cmp(changeOf(a)));
      case 'losers':
        return rows.filter((row) => row.ticker && changeOf(row).lt(0)).sort((a, b) => changeOf(a).cmp(changeOf(b)));
      case 'newListings':
        return [...rows].sort((a, b) => Date.parse(b.market.listedAt) - Date.parse(a.market.listedAt));
      case 'volume': {
        const volumes = new Map(rows.map((row) => [row, volumeInUsdt(row)]));
        return rows
          .filter((row) => volumes.get(row) !== undefined)
          .sort((a, b) => (volumes.get(b) as Big).cmp(volumes.get(a) as Big));
      }
    }
  })();
  return ranked.slice(0, RANKING_SIZE);
}
