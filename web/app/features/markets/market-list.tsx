import { localeByCode } from '@vela/contracts/locale-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { useTickerSnapshot } from '../../state/use-live-tickers.ts';
import { FilteredInput } from '../../ui/filtered-input.tsx';
import { FuturesMarketTable } from './futures-market-table.tsx';
import type { MarketListData } from './market-list-data.server.ts';
import { NothingShown, VisitorFavouritesNote } from './market-list-notes.tsx';
import { MarketListRow } from './market-list-row.tsx';
import { marketSearchRule } from './market-search.ts';
import { selectMarkets } from './market-selection.ts';
import { type MarketSort, nextSort, type SortKey } from './market-sort.ts';
import { type ListTab, MARKET_PANEL_ID, MarketTabs, marketTabId } from './market-tabs.tsx';
import { SortHeader } from './sort-header.tsx';
import { useFavouriteMarkets } from './use-favourite-markets.ts';
import './market-list.css';

const SEARCH_ID = 'market-search';

/**
 * Every pair, live: search, All / Favourites, sorting by the column headers, a star per row; and
 * the perpetual futures under their own tab.
 */
export function MarketList({ data }: { data: MarketListData }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const signedIn = useAppStore((state) => state.user !== null);
  const showNotice = useAppStore((state) => state.showNotice);
  const [tab, setTab] = useState<ListTab>('all');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<MarketSort>(null);

  const symbols = useMemo(() => data.rows.map((row) => row.market.symbol), [data.rows]);
  const listed = useMemo(() => new Set(symbols), [symbols]);
  const { favourites, status, toggle, retry } = useFavouriteMarkets({
    signedIn,
    serverFavourites: data.favourites,
    listed,
    onSaveFailed: () => showNotice(t('marketList.favourites.saveFailed')),
  });

  const spotTab = tab === 'futures' ? 'all' : tab;
  const liveTickers = useTickerSnapshot(tab !== 'futures' && sort !== null && sort.key !== 'name');
  const shown = selectMarkets(
    data.rows.map((row) => ({ ...row, ticker: liveTickers.get(row.market.symbol) ?? row.ticker })),
    { tab: spotTab, favourites, query, sort },
  );
  const favouriteSet = new Set(favourites);
  const currency = useAppStore((state) => state.pricingCurrency);
  const count = (value: number) => new Intl.NumberFormat(localeByCode[locale].tag).format(value);
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));

  return (
    <>
      <div className="market-list__toolbar">
        <MarketTabs tab={tab} favouriteCount={count(favourites.length)} onSelect={setTab} />
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
            <table className="market-table market-list__table" data-testid="market-list">
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
