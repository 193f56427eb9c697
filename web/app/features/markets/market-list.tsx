import { localeByCode } from '@vela/contracts/locale-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format/number.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { useTickerSnapshot } from '../../state/use-live-tickers.ts';
import { FilteredInput } from '../../ui/filtered-input.tsx';
import { FuturesMarketTable } from './futures-market-table.tsx';
import type { MarketListData } from './market-list-data.server.ts';
import { NothingShown, VisitorFavouritesNote } from './market-list-notes.tsx';
import { MarketListRow } from './market-list-row.tsx';
import { isRankingTab, quotePricesInUsdt } from './market-rankings.ts';
import { marketSearchRule } from './market-search.ts';
import { quoteAssets, selectMarkets } from './market-selection.ts';
import { type MarketSort, nextSort, type SortKey } from './market-sort.ts';
import { type ListTab, MARKET_PANEL_ID, MarketTabs, marketTabId } from './market-tabs.tsx';
import { QuoteFilter } from './quote-filter.tsx';
import { SortHeader } from './sort-header.tsx';
import { useFavouriteMarkets } from './use-favourite-markets.ts';
import './market-list.css';

const SEARCH_ID = 'market-search';

/**
 * Every pair, live: search, All / Favourites, the rankings (gainers, losers, new listings, volume
 * leaders), a quote-asset filter, sorting by the column headers, a star per row; and the perpetual
 * futures under their own tab.
 */
export function MarketList({ data }: { data: MarketListData }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const signedIn = useAppStore((state) => state.user !== null);
  const [tab, setTab] = useState<ListTab>('all');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<MarketSort>(null);
  const [quote, setQuote] = useState<string | null>(null);

  const symbols = useMemo(() => data.rows.map((row) => row.market.symbol), [data.rows]);
  const listed = useMemo(() => new Set(symbols), [symbols]);
  const { favourites, status, toggle, retry } = useFavouriteMarkets({ serverFavourites: data.favourites, listed });

  const spotTab = tab === 'futures' ? 'all' : tab;
  // Live values re-order the rows only where the order depends on them: a ranking or a value sort.
  const liveOrder = tab !== 'futures' && (isRankingTab(tab) || (sort !== null && sort.key !== 'name'));
  const liveTickers = useTickerSnapshot(liveOrder);
  const rendered = useMemo(
    () => new Map(data.rows.flatMap((row) => (row.ticker ? [[row.market.symbol, row.ticker]] : []))),
    [data.rows],
  );
  const tickerOf = (symbol: string) => liveTickers.get(symbol) ?? rendered.get(symbol);
  const quotes = useMemo(() => quoteAssets(data.rows), [data.rows]);
  const quotePrices = quotePricesInUsdt(quotes, tickerOf);
  const shown = selectMarkets(
    data.rows.map((row) => ({
      ...row,
      ticker: tickerOf(row.market.symbol),
      quoteInUsdt: quotePrices.get(row.market.quote),
    })),
    { tab: spotTab, favourites, query, sort, quote },
  );
  const favouriteSet = new Set(favourites);
  const currency = useAppStore((state) => state.pricingCurrency);
  const count = (value: number) => formatCount(value, localeByCode[locale].tag);
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));

  return (
    <>
      <div className="market-list__toolbar">
        <MarketTabs tab={tab} favouriteCount={count(favourites.length)} onSelect={setTab} />
        {tab !== 'futures' && quotes.length > 1 && <QuoteFilter quotes={quotes} quote={quote} onSelect={setQuote} />}
        <div className="market-list__search">
          <label htmlFor={SEARCH_ID} className="visually-hidden">
            {t('marketList.searchLabel')}
          </label>
          <FilteredInput
            id={SEARCH_ID}
            type="search"
            rule={marketSearchRule}
            value={query}
            onValueChange={setQuery}
            placeholder={t('marketList.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
        </div>
      </div>
      {tab === 'favourites' && !signedIn && <VisitorFavouritesNote />}
      {tab !== 'futures' && (
        <p className="visually-hidden" aria-live="polite">
          {t('marketList.shownCount', { count: count(shown.length) })}
        </p>
      )}
      <div id={MARKET_PANEL_ID} role="tabpanel" aria-labelledby={marketTabId(tab)} className="market-list__panel">
        {tab === 'futures' ? (
          <FuturesMarketTable
            rows={data.futures}
            query={query}
            fallbackRate={data.fxRates[currency]}
            onClearSearch={() => setQuery('')}
          />
        ) : shown.length > 0 ? (
          <div className="market-table__scroll">
            <table
              className={`data-table market-list__table${tab === 'volume' ? ' market-list__table--volume' : ''}`}
              data-testid="market-list"
            >
              <thead>
                <tr>
                  <th scope="col" className="market-list__star">
                    <span className="visually-hidden">{t('marketList.favouriteColumn')}</span>
                  </th>
                  <SortHeader sortKey="name" label={t('markets.pair')} sort={sort} onSort={onSort} />
                  <SortHeader
                    sortKey="price"
                    label={t('marketList.priceIn', { currency })}
                    sort={sort}
                    onSort={onSort}
                    className="num"
                  />
                  <SortHeader
                    sortKey="change"
                    label={t('markets.change24h')}
                    sort={sort}
                    onSort={onSort}
                    className="num"
                  />
                  <th scope="col" className="num market-list__extra">
                    {t('marketList.high24h')}
                  </th>
                  <th scope="col" className="num market-list__extra">
                    {t('marketList.low24h')}
                  </th>
                  <SortHeader
                    sortKey="volume"
                    label={t('markets.volume24h')}
                    sort={sort}
                    onSort={onSort}
                    className="num market-list__volume"
                  />
                  {tab === 'newListings' && (
                    <th scope="col" className="num">
                      {t('marketList.listedOn')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <MarketListRow
                    key={row.market.symbol}
                    market={row.market}
                    initialTicker={row.ticker}
                    favourite={favouriteSet.has(row.market.symbol)}
                    onToggleFavourite={toggle}
                    fallbackRate={data.fxRates[currency]}
                    initialQuoteTicker={rendered.get(`${row.market.quote}_USDT`)}
                    showListingDay={tab === 'newListings'}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <NothingShown
            tab={spotTab}
            query={query}
            status={status}
            onClearSearch={() => setQuery('')}
            onShowAll={() => setTab('all')}
            onRetry={retry}
          />
        )}
      </div>
    </>
  );
}
