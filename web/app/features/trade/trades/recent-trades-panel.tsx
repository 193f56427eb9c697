import type { Trade } from '@vela/contracts/market-data';
import type { SpotMarket } from '@vela/contracts/markets';
import { memo, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format/datetime.ts';
import { useRootData } from '../../../lib/routing/root-data.ts';
import { formatAmount, formatPrice } from '../model/format.ts';
import { useTradeScreen } from '../trade-context.tsx';
import { useLocaleTag } from '../use-locale-tag.ts';

/** A trade row; a trade never changes, so a row is drawn once and then only moves. */
const TradeRow = memo(function TradeRow({ trade, market, tag }: { trade: Trade; market: SpotMarket; tag: string }) {
  const { locale } = useRootData();
  // The spec's timestamp format, time of day only: the list spans minutes.
  const time = formatTimestamp(trade.time, locale).slice(11);
  return (
    <tr data-side={trade.side}>
      <td className={`num ${trade.side === 'buy' ? 'up' : 'down'}`}>{formatPrice(trade.price, market, tag)}</td>
      <td className="num">{formatAmount(trade.quantity, market, tag)}</td>
      <td className="num trades__time">
        <time dateTime={new Date(trade.time).toISOString()}>{time}</time>
      </td>
    </tr>
  );
});

/** The market's latest trades, newest first, coloured by the taker's side; drawn at most once a frame. */
export function RecentTradesPanel() {
  const { t } = useTranslation();
  const { market, trades } = useTradeScreen();
  const tag = useLocaleTag();
  const list = useSyncExternalStore(trades.subscribe, trades.getTrades, trades.getTrades);
  const headingId = useId();
  return (
    <section className="trade-panel trades" aria-labelledby={headingId} data-testid="recent-trades">
      <div className="trade-panel__bar">
        <h2 id={headingId} className="trade-panel__title">
          {t('trade.trades.title')}
        </h2>
      </div>
      {list.length === 0 ? (
        <p className="trade-panel__empty" role="status">
          {t('trade.trades.empty')}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to scroll it.
        <div className="trades__scroll" tabIndex={0}>
          <table className="trades__table">
            <thead>
              <tr>
                <th scope="col">{t('trade.trades.price', { asset: market.quote })}</th>
                <th scope="col">{t('trade.trades.amount', { asset: market.base })}</th>
                <th scope="col">{t('trade.trades.time')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((trade) => (
                <TradeRow key={trade.id} trade={trade} market={market} tag={tag} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
