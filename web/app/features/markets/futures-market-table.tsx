import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { TableHead } from '../../ui/table-head.tsx';
import { FuturesMarketListRow, type FuturesMarketRow } from './futures-market-row.tsx';
import { marketMatches } from './market-search.ts';

/**
 * The futures tab: every perpetual the search finds, in listing order, live from the futures
 * tickers (the futures feed opens only while this table shows).
 */
export function FuturesMarketTable({
  rows,
  query,
  fallbackRate,
  onClearSearch,
}: {
  /** Null when the contracts could not be read. */
  rows: readonly FuturesMarketRow[] | null;
  query: string;
  fallbackRate: string | undefined;
  onClearSearch(): void;
}) {
  const { t } = useTranslation();
  const currency = useAppStore((state) => state.pricingCurrency);
  if (rows === null) return <EmptyState title={t('futures.markets.unavailable')} />;
  const shown = rows.filter((row) => marketMatches(row.contract, query));
  if (shown.length === 0) {
    return query.trim() === '' ? (
      <EmptyState title={t('futures.markets.empty')} />
    ) : (
      <EmptyState title={t('marketList.empty.searchTitle', { query })} hint={t('marketList.empty.searchHint')}>
        <button type="button" className="button" onClick={onClearSearch}>
          {t('marketList.empty.clearSearch')}
        </button>
      </EmptyState>
    );
  }
  return (
    <div className="market-table__scroll">
      <table className="data-table market-list__table" data-testid="futures-market-list">
        <TableHead
          columns={[
            { label: t('futures.markets.contract') },
            { label: t('futures.markets.last', { currency }), num: true, className: 'market-list__extra' },
            { label: t('futures.markets.mark', { currency }), num: true },
            { label: t('futures.markets.change'), num: true },
            { label: t('futures.markets.funding'), num: true },
            { label: t('futures.markets.openInterest', { currency }), num: true, className: 'market-list__volume' },
            { label: t('futures.markets.volume', { currency }), num: true, className: 'market-list__volume' },
          ]}
        />
        <tbody>
          {shown.map((row) => (
            <FuturesMarketListRow key={row.contract.symbol} row={row} fallbackRate={fallbackRate} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
