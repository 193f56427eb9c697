import type { Ticker } from '@vela/contracts/market-data';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInPricingCurrency } from '../../../../lib/format/money.ts';
import { useAppStore } from '../../../../state/app-store.tsx';
import { useTicker } from '../../../../state/use-live-tickers.ts';
import { formatCompactVolume, formatPercentChange, formatPrice, formatSignedPrice } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { useTradeScreen } from '../trade-context.tsx';
import { PairSwitcher } from './pair-switcher.tsx';

/** The pair, its last price (and its value in the pricing currency), the 24 h statistics; `actions` beside the price. */
export function PairHeader({ initialTicker, actions }: { initialTicker: Ticker | undefined; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { market } = useTradeScreen();
  const tag = useLocaleTag();
  const ticker = useTicker(market.symbol, initialTicker);
  const currency = useAppStore((state) => state.pricingCurrency);
  const rate = useAppStore((state) => state.fxRates[state.pricingCurrency]);
  const rising = ticker ? !ticker.changePercent.startsWith('-') : true;
  const direction = rising ? 'up' : 'down';
  const pricedInFiat = market.quote === 'USDT';
  const fiat = ticker && pricedInFiat ? formatInPricingCurrency(ticker.last, rate, currency, tag) : undefined;

  return (
    <section className="trade-header" aria-label={t('trade.header.label')}>
      <h1 className="trade-header__pair">
        <PairSwitcher />
      </h1>
      <div className="trade-header__last">
        <span className={`trade-header__price num ${direction}`} data-testid="pair-last-price">
          {ticker ? formatPrice(ticker.last, market, tag) : '—'}
        </span>
        {/* The line is kept while the rates load (after hydration), so nothing below it moves. */}
        {pricedInFiat && (
          <span className="trade-header__fiat" aria-hidden={fiat ? undefined : true}>
            {fiat ? `≈ ${fiat}` : '\u00a0'}
          </span>
        )}
      </div>
      {actions && <div className="trade-header__actions">{actions}</div>}
      <dl className="trade-header__stats">
        <div>
          <dt>{t('trade.header.change')}</dt>
          <dd className={`num ${direction}`} data-testid="pair-change">
            {ticker
              ? `${formatSignedPrice(ticker.change, market, tag)} ${formatPercentChange(ticker.changePercent, tag)}`
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('trade.header.high')}</dt>
          <dd className="num">{ticker ? formatPrice(ticker.high, market, tag) : '—'}</dd>
        </div>
        <div>
          <dt>{t('trade.header.low')}</dt>
          <dd className="num">{ticker ? formatPrice(ticker.low, market, tag) : '—'}</dd>
        </div>
        <div>
          <dt>{t('trade.header.volume', { asset: market.base })}</dt>
          <dd className="num">{ticker ? formatCompactVolume(ticker.volume, tag) : '—'}</dd>
        </div>
        <div>
          <dt>{t('trade.header.turnover', { asset: market.quote })}</dt>
          <dd className="num">{ticker ? formatCompactVolume(ticker.quoteVolume, tag) : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
