import { localeByCode } from '@vela/contracts/locale-table';
import type { Ticker } from '@vela/contracts/market-data';
import type { SpotMarket } from '@vela/contracts/markets';
import { useTranslation } from 'react-i18next';
import { formatInPricingCurrency } from '../../lib/format/money.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { useTicker } from '../../state/use-live-tickers.ts';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { TableHead } from '../../ui/table-head.tsx';
import { formatChangePercent, formatCompact } from './market-format.ts';
import { Sparkline } from './sparkline.tsx';

export interface MarketRow {
  market: SpotMarket;
  ticker: Ticker | undefined;
  /** Hourly closes over the last 24 h, oldest first. */
  closes: string[];
}

function LiveMarketRow({ row }: { row: MarketRow }) {
  const { locale } = useRootData();
  const tag = localeByCode[locale].tag;
  const ticker = useTicker(row.market.symbol, row.ticker);
  const currency = useAppStore((state) => state.pricingCurrency);
  const rate = useAppStore((state) => state.fxRates[state.pricingCurrency]);
  const rising = !ticker?.change.startsWith('-');
  const price = ticker
    ? (formatInPricingCurrency(ticker.last, rate, currency, tag, row.market.pricePrecision) ?? '—')
    : '—';
  return (
    <tr data-symbol={row.market.symbol}>
      <th scope="row">
        <LocaleLink to={`/trade/${row.market.symbol}`} className="market-table__pair">
          <span className="market-table__base">{row.market.base}</span>
          <span className="market-table__quote">/{row.market.quote}</span>
        </LocaleLink>
      </th>
      <td className="num" data-testid="last-price">
        {price}
      </td>
      <td className={`num ${rising ? 'up' : 'down'}`} data-testid="change">
        {ticker ? formatChangePercent(ticker.changePercent, tag) : '—'}
      </td>
      <td className="num market-table__volume">{ticker ? formatCompact(ticker.quoteVolume, tag) : '—'}</td>
      <td className="market-table__spark">
        <Sparkline closes={row.closes} rising={rising} />
      </td>
    </tr>
  );
}

/** The home page's live markets: rendered on the server from the snapshot, then updated by the feed row by row. */
export function LiveMarketTable({ rows }: { rows: readonly MarketRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="market-table__scroll">
      <table className="data-table" data-testid="market-table">
        <TableHead
          columns={[
            { label: t('markets.pair') },
            { label: t('markets.lastPrice'), num: true },
            { label: t('markets.change24h'), num: true },
            { label: t('markets.volume24h'), num: true, className: 'market-table__volume' },
            {
              label: <span className="visually-hidden">{t('markets.trend24h')}</span>,
              className: 'market-table__spark',
            },
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <LiveMarketRow key={row.market.symbol} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
