import type { FuturesTicker } from '@vela/contracts/futures';
import Big from 'big.js';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFuturesTicker } from '../../../state/use-live-tickers.ts';
import { formatCompactVolume, formatPercentChange, formatPrice } from '../shared/model/format.ts';
import { useLocaleTag } from '../shared/use-locale-tag.ts';
import { ContractSwitcher } from './contract-switcher.tsx';
import { FundingHistoryDialog } from './funding/funding-history-dialog.tsx';
import { FundingCountdown } from './funding-countdown.tsx';
import { useFuturesTerminal } from './futures-context.tsx';

/** A funding rate (a fraction: 0.0001) as a signed percent with four decimals: "+0.0100%". */
function formatFundingRate(rate: string, tag: string): string {
  return formatPercentChange(new Big(rate).times(100).toFixed(), tag, 4);
}

/**
 * The contract, its last price, and what a derivatives trader watches: mark and index price, the
 * funding rate with the time left to the next funding (a countdown that re-renders alone) and its
 * history (a chart in a dialog), the 24 h
 * change, high, low and volume, and the open interest. Live from the futures tickers.
 */
export function ContractHeader({
  initialTickers,
  actions,
}: {
  initialTickers: readonly FuturesTicker[];
  /** Beside the last price (the price-alert bell). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { contract } = useFuturesTerminal();
  const tag = useLocaleTag();
  const ticker = useFuturesTicker(
    contract.symbol,
    initialTickers.find((candidate) => candidate.symbol === contract.symbol),
  );
  const change = ticker?.changePercent24h ?? null;
  const direction = change?.startsWith('-') ? 'down' : 'up';
  const price = (value: string | null | undefined) => (value ? formatPrice(value, contract, tag) : '—');
  const funding = ticker ? new Big(ticker.fundingRate) : undefined;
  const [fundingHistoryOpen, setFundingHistoryOpen] = useState(false);

  return (
    <section className="trade-header futures-header" aria-label={t('futures.header.label')}>
      <h1 className="trade-header__pair">
        <ContractSwitcher initialTickers={initialTickers} />
      </h1>
      <div className="trade-header__last">
        <span className={`trade-header__price num ${direction}`} data-testid="futures-last-price">
          {price(ticker?.lastPrice)}
        </span>
        <span className="trade-header__fiat">{t('futures.header.last')}</span>
      </div>
      {actions && <div className="trade-header__actions">{actions}</div>}
      <dl className="trade-header__stats">
        <div>
          <dt>{t('futures.header.mark')}</dt>
          <dd className="num" data-testid="futures-mark-price">
            {price(ticker?.markPrice)}
          </dd>
        </div>
        <div>
          <dt>{t('futures.header.index')}</dt>
          <dd className="num" data-testid="futures-index-price">
            {price(ticker?.indexPrice)}
          </dd>
        </div>
        <div>
          <dt>{t('futures.header.funding')}</dt>
          <dd className="num futures-header__funding">
            <span
              className={funding?.lt(0) ? 'down' : funding?.gt(0) ? 'up' : undefined}
              data-testid="futures-funding-rate"
            >
              {ticker ? formatFundingRate(ticker.fundingRate, tag) : '—'}
            </span>
            <span aria-hidden="true"> / </span>
            {ticker ? <FundingCountdown nextFundingTime={ticker.nextFundingTime} /> : <span className="num">—</span>}
            <button
              type="button"
              className="button button--ghost futures-header__history"
              onClick={() => setFundingHistoryOpen(true)}
              aria-label={t('futures.header.fundingHistory')}
              title={t('futures.header.fundingHistory')}
              data-testid="funding-history-open"
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M2 14h12M4 12V8M8 12V3M12 12V6" stroke="currentColor" strokeWidth="1.6" fill="none" />
              </svg>
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('futures.header.change')}</dt>
          <dd className={`num ${direction}`} data-testid="futures-change">
            {change === null ? '—' : formatPercentChange(change, tag)}
          </dd>
        </div>
        <div>
          <dt>{t('futures.header.high')}</dt>
          <dd className="num">{price(ticker?.high24h)}</dd>
        </div>
        <div>
          <dt>{t('futures.header.low')}</dt>
          <dd className="num">{price(ticker?.low24h)}</dd>
        </div>
        <div>
          <dt>{t('futures.header.volume', { asset: contract.base })}</dt>
          <dd className="num">{ticker ? formatCompactVolume(ticker.volume24h, tag) : '—'}</dd>
        </div>
        <div>
          <dt>{t('futures.header.openInterest', { asset: contract.base })}</dt>
          <dd className="num" data-testid="futures-open-interest">
            {ticker ? formatCompactVolume(ticker.openInterest, tag) : '—'}
          </dd>
        </div>
      </dl>
      {fundingHistoryOpen && <FundingHistoryDialog onClose={() => setFundingHistoryOpen(false)} />}
    </section>
  );
}
