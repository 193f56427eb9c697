import type { Kline } from '@vela/contracts/market-data';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelMarket } from '../market-panels.tsx';
import type { CandleChartView } from './chart-view-api.ts';
import { barAt, barReadout } from './readout.ts';

const fields = ['open', 'high', 'low', 'close', 'change', 'volume'] as const;

/**
 * Open, high, low, close, change and volume of the bar under the crosshair, or of the latest bar
 * when the crosshair is off the bars; from the klines' decimal strings, in the locale's form.
 */
export function ChartReadout({
  view,
  bars,
  latest,
  market,
  localeTag,
}: {
  view: CandleChartView;
  /** The bars drawn, oldest first. */
  bars: () => readonly Kline[];
  /** The bar still forming: a new one redraws the readout when it shows the latest bar. */
  latest: Kline | undefined;
  market: PanelMarket;
  localeTag: string;
}) {
  const { t } = useTranslation();
  const [hoverTime, setHoverTime] = useState<number | undefined>(undefined);
  useEffect(() => view.onHover(setHoverTime), [view]);
  const all = bars();
  const bar = (hoverTime === undefined ? undefined : barAt(all, hoverTime)) ?? latest ?? all.at(-1);
  if (!bar) return null;
  const readout = barReadout(bar, market, localeTag);
  const values = { ...readout, change: `${readout.change} (${readout.changePercent})` };
  return (
    <dl
      className="chart-readout"
      data-testid="chart-readout"
      data-direction={readout.up ? 'up' : 'down'}
      data-hovered={hoverTime === undefined ? undefined : ''}
    >
      {fields.map((field) => (
        <div key={field} className="chart-readout__item">
          <dt>{t(`trade.chart.readout.${field}`)}</dt>
          <dd data-field={field}>{values[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
