import type { FuturesContract, FuturesTicker } from '@vela/contracts/futures';
import { localeByCode } from '@vela/contracts/locale-table';
import Big from 'big.js';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatInPricingCurrency } from '../../lib/format/money.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { useFuturesTicker } from '../../state/use-live-tickers.ts';
import { LocaleLink, useLocalePath } from '../../ui/locale-link.tsx';
import { formatChangePercent, formatCompactInPricingCurrency, formatFundingRate } from './market-format.ts';

/** A perpetual as the futures tab lists it. */
export interface FuturesMarketRow {
  contract: Pick<FuturesContract, 'symbol' | 'base' | 'quote' | 'pricePrecision'>;
  /** The server-rendered ticker; the futures feed's take over once they arrive. */
  ticker: FuturesTicker | undefined;
}

/**
 * One perpetual, live: last and mark price in the pricing currency, 24 h change, funding rate, the
 * open interest's and the 24 h volume's value. A click anywhere on the row opens its terminal; the contract is the
 * keyboard's link.
 */
export function FuturesMarketListRow({
  row,
  fallbackRate,
}: {
  row: FuturesMarketRow;
  /** The pricing currency's rate from the page's loader, until the app's own rates have loaded. */
  fallbackRate: string | undefined;
}) {
  const { contract } = row;
  const { locale } = useRootData();
  const tag = localeByCode[locale].tag;
  const navigate = useNavigate();
  const path = useLocalePath();
  const ticker = useFuturesTicker(contract.symbol, row.ticker);
  const currency = useAppStore((state) => state.pricingCurrency);
  const rate = useAppStore((state) => state.fxRates[state.pricingCurrency]) ?? fallbackRate;
  const inCurrency = (usdt: string | null | undefined) =>
    (usdt && formatInPricingCurrency(usdt, rate, currency, tag, contract.pricePrecision)) ?? '—';
  const change = ticker?.changePercent24h ?? null;
  const funding = ticker ? new Big(ticker.fundingRate) : undefined;
  const openInterestValue = ticker ? new Big(ticker.openInterest).times(ticker.markPrice).toFixed() : undefined;
  // The 24 h volume's value at the last price, as the spot rows show theirs in the quote.
  const volumeValue = ticker?.lastPrice ? new Big(ticker.volume24h).times(ticker.lastPrice).toFixed() : undefined;
  const terminalPath = `/futures/${contract.symbol}`;

  function openTerminal(event: MouseEvent<HTMLTableRowElement>) {
    if (event.defaultPrevented || (event.target as Element).closest('a, button')) return;
    navigate(path(terminalPath));
  }

  return (
    <tr data-symbol={contract.symbol} className="market-list__row" onClick={openTerminal}>
      <th scope="row">
        <LocaleLink to={terminalPath} className="market-table__pair">
          <span className="market-table__base">
            {contract.base}
            {contract.quote}
          </span>
        </LocaleLink>
      </th>
      <td className="num market-list__extra">{inCurrency(ticker?.lastPrice)}</td>
      <td className="num" data-testid="futures-mark">
        {inCurrency(ticker?.markPrice)}
      </td>
      <td className={`num ${change?.startsWith('-') ? 'down' : 'up'}`}>
        {change === null ? '—' : formatChangePercent(change, tag)}
      </td>
      <td className={`num ${funding?.lt(0) ? 'down' : funding?.gt(0) ? 'up' : ''}`} data-testid="futures-funding">
        {ticker ? formatFundingRate(ticker.fundingRate, tag) : '—'}
      </td>
      <td className="num market-list__volume" data-testid="futures-open-interest">
        {(openInterestValue && formatCompactInPricingCurrency(openInterestValue, rate, currency, tag)) ?? '—'}
      </td>
      <td className="num market-list__volume" data-testid="futures-volume">
        {(volumeValue && formatCompactInPricingCurrency(volumeValue, rate, currency, tag)) ?? '—'}
      </td>
    </tr>
  );
}
