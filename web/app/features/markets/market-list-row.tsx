import { localeByCode } from '@vela/contracts/locale-table';
import type { Ticker } from '@vela/contracts/market-data';
import type { SpotMarket } from '@vela/contracts/markets';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { multiplyToFixed } from '../../lib/format/exact-decimal.ts';
import { formatInPricingCurrency } from '../../lib/format/money.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { useTicker } from '../../state/use-live-tickers.ts';
import { LocaleLink, useLocalePath } from '../../ui/locale-link.tsx';
import { StarButton } from '../../ui/star-button.tsx';
import {
  formatChangePercent,
  formatCompactInPricingCurrency,
  formatListingDay,
  usdtPricePrecision,
} from './market-format.ts';
import { usePriceFlash } from './use-price-flash.ts';

export interface MarketListRowProps {
  market: SpotMarket;
  /** The server-rendered ticker; the feed's take over once they arrive. */
  initialTicker: Ticker | undefined;
  favourite: boolean;
  onToggleFavourite(symbol: string): void;
  /** The pricing currency's rate from the page's loader, until the app's own rates have loaded. */
  fallbackRate: string | undefined;
  /** The server-rendered ticker of the quote asset's USDT pair (BTC_USDT for ETH_BTC); unused for USDT pairs. */
  initialQuoteTicker: Ticker | undefined;
  /** The "new listings" tab shows the listing day. */
  showListingDay: boolean;
}

/** One pair, live: a click anywhere on the row (but the star) opens its trade page; the pair is the keyboard's link. */
export function MarketListRow({
  market,
  initialTicker,
  favourite,
  onToggleFavourite,
  fallbackRate,
  initialQuoteTicker,
  showListingDay,
}: MarketListRowProps) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const tag = localeByCode[locale].tag;
  const navigate = useNavigate();
  const path = useLocalePath();
  const ticker = useTicker(market.symbol, initialTicker);
  const currency = useAppStore((state) => state.pricingCurrency);
  const rate = useAppStore((state) => state.fxRates[state.pricingCurrency]) ?? fallbackRate;
  const flash = usePriceFlash(ticker?.last);
  // A pair quoted in BTC or USDC is shown in the pricing currency through its quote's USDT pair.
  const quoteTicker = useTicker(market.quote === 'USDT' ? market.symbol : `${market.quote}_USDT`, initialQuoteTicker);
  const quoteInUsdt = market.quote === 'USDT' ? '1' : quoteTicker?.last;
  const quoteRate =
    rate === undefined || quoteInUsdt === undefined ? undefined : multiplyToFixed(rate, quoteInUsdt, 12);
  const digits = quoteInUsdt ? usdtPricePrecision(market.pricePrecision, quoteInUsdt) : market.pricePrecision;
  const inCurrency = (price: string | undefined) =>
    (price && formatInPricingCurrency(price, quoteRate, currency, tag, digits)) ?? '—';
  const rising = !ticker?.change.startsWith('-');
  const tradePath = `/trade/${market.symbol}`;

  function openTrade(event: MouseEvent<HTMLTableRowElement>) {
    if (event.defaultPrevented || (event.target as Element).closest('a, button')) return;
    navigate(path(tradePath));
  }

  return (
    <tr data-symbol={market.symbol} className="market-list__row" onClick={openTrade}>
      <td className="market-list__star">
        <StarButton
          className="favourite-button"
          pressed={favourite}
          label={t('marketList.favourite', { pair: `${market.base}/${market.quote}` })}
          onToggle={() => onToggleFavourite(market.symbol)}
        />
      </td>
      <th scope="row">
        <LocaleLink to={tradePath} className="market-table__pair">
          <span className="market-table__base">{market.base}</span>
          <span className="market-table__quote">/{market.quote}</span>
        </LocaleLink>
      </th>
      <td className="num" data-testid="last-price" data-move={flash?.move}>
        <span key={flash?.serial} className={flash ? `price-flash price-flash--${flash.move}` : undefined}>
          {inCurrency(ticker?.last)}
        </span>
      </td>
      <td className={`num ${rising ? 'up' : 'down'}`} data-testid="change" data-value={ticker?.changePercent}>
        {ticker ? formatChangePercent(ticker.changePercent, tag) : '—'}
      </td>
      <td className="num market-list__extra">{inCurrency(ticker?.high)}</td>
      <td className="num market-list__extra">{inCurrency(ticker?.low)}</td>
      <td className="num market-list__volume">
        {(ticker && formatCompactInPricingCurrency(ticker.quoteVolume, quoteRate, currency, tag)) ?? '—'}
      </td>
      {showListingDay && (
        <td className="num" data-testid="listed-on">
          <time dateTime={market.listedAt}>{formatListingDay(market.listedAt)}</time>
        </td>
      )}
    </tr>
  );
}
