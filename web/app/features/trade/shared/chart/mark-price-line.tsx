import type { KlineInterval } from '@vela/contracts/market-data';
import { useEffect } from 'react';
import type { AnyMarketSession } from '../../../../state/market-session.ts';
import { useLiveCandle } from '../../../../state/use-market-session.ts';
import { CHART_HISTORY_BARS, toLinePoint, toLinePoints } from '../model/candles.ts';
import type { CandleChartView } from './chart-view.ts';

/**
 * A perpetual's mark price as a line over its candles, while mounted: its bars from REST, then
 * the one still forming from the mark-price kline channel (held open only while the line shows).
 * It draws into the chart's view and renders nothing itself.
 */
export function MarkPriceLine({
  view,
  session,
  symbol,
  interval,
}: {
  view: CandleChartView;
  session: AnyMarketSession;
  symbol: string;
  interval: KlineInterval;
}) {
  useEffect(() => {
    let current = true;
    session.loadKlines({ interval, price: 'mark', limit: CHART_HISTORY_BARS }).then((history) => {
      // Without its history the line starts from the live bars alone.
      if (current) view.setLine(history.ok ? toLinePoints(history.klines) : []);
    });
    return () => {
      current = false;
      view.setLine(undefined);
    };
  }, [view, session, interval]);

  const live = useLiveCandle(session, interval, 'mark');
  useEffect(() => {
    if (live && live.symbol === symbol && live.interval === interval) view.updateLine(toLinePoint(live));
  }, [live, view, symbol, interval]);
  return null;
}
