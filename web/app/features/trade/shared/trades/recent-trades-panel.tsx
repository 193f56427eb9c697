import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../../state/time-zone.ts';
import { useRecentTrades } from '../../../../state/use-market-session.ts';
import { TableHead } from '../../../../ui/table-head.tsx';
import { useMarketPanels } from '../market-panels.tsx';
import { useLocaleTag } from '../use-locale-tag.ts';
import { paintTrades, type TradeFormat, tradeRowsHtml } from './trade-rows.ts';

/**
 * The market's latest trades, newest first, coloured by the taker's side. The rows are drawn by
 * paintTrades, at most once per draw of the live trades, straight into the DOM; React re-renders
 * the panel only when the list empties or fills.
 */
export function RecentTradesPanel() {
  const { t } = useTranslation();
  const { market, trades } = useMarketPanels();
  const tag = useLocaleTag();
  const empty = useRecentTrades(trades, (list) => list.length === 0);
  const headingId = useId();
  const body = useRef<HTMLTableSectionElement>(null);
  const { zone, label } = useTimeZone();
  const format: TradeFormat = { market, localeTag: tag, timeZone: zone };
  const formatKey = [tag, zone, market.pricePrecision, market.amountPrecision].join('|');
  // The first paint's rows, as markup React renders once (server and hydration alike) and never again.
  const [initial] = useState(() => ({ formatKey, rows: { __html: tradeRowsHtml(trades.getTrades(), format) } }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the format is all in formatKey.
  const paint = useCallback(() => {
    if (body.current) paintTrades(body.current, trades.getTrades(), format, formatKey);
  }, [trades, formatKey]);
  useEffect(() => trades.subscribe(paint), [trades, paint]);
  // After every render too: the body may just have been mounted with the first paint's rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each render of the panel.
  useLayoutEffect(() => paint(), [paint, empty]);

  return (
    <section className="trade-panel trades" aria-labelledby={headingId} data-testid="recent-trades">
      <div className="trade-panel__bar">
        <h2 id={headingId} className="trade-panel__title">
          {t('trade.trades.title')}
        </h2>
      </div>
      {empty ? (
        <p className="trade-panel__empty" role="status">
          {t('trade.trades.empty')}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to scroll it.
        <div className="trades__scroll" tabIndex={0}>
          <table className="trades__table">
            <TableHead
              columns={[
                { label: t('trade.trades.price', { asset: market.quote }) },
                { label: t('trade.trades.amount', { asset: market.base }) },
                { label: t('timeZone.heading', { heading: t('trade.trades.time'), zone: label }) },
              ]}
            />
            <tbody
              ref={body}
              data-format={initial.formatKey}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped markup of the first paint (trade-rows.ts).
              dangerouslySetInnerHTML={initial.rows}
            />
          </table>
        </div>
      )}
    </section>
  );
}
