import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  TickMarkType,
  type Time,
} from 'lightweight-charts';
import type { Candle, ChartSeries, LinePoint, VolumeBar } from '../model/candles.ts';
import { formatBarTime, formatTick, type TickKind } from './chart-time.ts';

/** The chart's colours, read from the theme tokens. */
export interface ChartColors {
  readonly up: string;
  readonly down: string;
  readonly text: string;
  readonly grid: string;
  /** The mark-price line (perpetuals). */
  readonly mark: string;
}

export interface ChartViewOptions {
  readonly colors: ChartColors;
  readonly pricePrecision: number;
  /** The tick size as a number: the price axis steps (drawing only). */
  readonly minMove: number;
  readonly localeTag: string;
  readonly timeZone: string;
}

/**
 * The drawn chart: candles over a volume histogram on its own scale at the bottom, and on a
 * perpetual, when shown, its mark price as a line on the candles' scale.
 */
export interface CandleChartView {
  setSeries(series: ChartSeries): void;
  /** Replaces the bar still forming or adds a newer one. */
  updateLast(candle: Candle, volume: VolumeBar): void;
  /** Shows the line with these points (oldest first); undefined removes it. */
  setLine(points: readonly LinePoint[] | undefined): void;
  /** Replaces the line's last point or adds a newer one; an older point is ignored. */
  updateLine(point: LinePoint): void;
  setColors(colors: ChartColors): void;
  dispose(): void;
}

const tickKinds: Record<TickMarkType, TickKind> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'seconds',
};

function layoutOf(colors: ChartColors) {
  return {
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: colors.text,
      attributionLogo: true,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.grid },
    timeScale: { borderColor: colors.grid },
  };
}

function candleColors(colors: ChartColors) {
  return {
    upColor: colors.up,
    downColor: colors.down,
    borderUpColor: colors.up,
    borderDownColor: colors.down,
    wickUpColor: colors.up,
    wickDownColor: colors.down,
  };
}

/** Loaded on demand (dynamic import): lightweight-charts is kept out of the page's first load. */
export function createCandleChartView(container: HTMLElement, options: ChartViewOptions): CandleChartView {
  const { localeTag, timeZone } = options;
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    ...layoutOf(options.colors),
    localization: {
      locale: localeTag,
      timeFormatter: (time: Time) => formatBarTime(time as number, localeTag, timeZone),
    },
    timeScale: {
      timeVisible: true,
      secondsVisible: false,
      tickMarkFormatter: (time: Time, kind: TickMarkType) =>
        formatTick(time as number, tickKinds[kind], localeTag, timeZone),
    },
  });
  const candles: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
    ...candleColors(options.colors),
    priceFormat: { type: 'price', precision: options.pricePrecision, minMove: options.minMove },
  });
  const volumes: ISeriesApi<'Histogram'> = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volumes.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
  let colors = options.colors;
  let line: { series: ISeriesApi<'Line'>; lastTime: number } | undefined;

  return {
    setSeries(series) {
      candles.setData(series.candles);
      volumes.setData(series.volumes);
    },
    updateLast(candle, volume) {
      candles.update(candle);
      volumes.update(volume);
    },
    setLine(points) {
      if (points === undefined) {
        if (line) chart.removeSeries(line.series);
        line = undefined;
        return;
      }
      line ??= {
        series: chart.addSeries(LineSeries, {
          color: colors.mark,
          lineWidth: 1,
          priceLineVisible: false,
          crosshairMarkerVisible: false,
          priceFormat: { type: 'price', precision: options.pricePrecision, minMove: options.minMove },
        }),
        lastTime: 0,
      };
      line.series.setData([...points]);
      line.lastTime = points.at(-1)?.time ?? 0;
    },
    updateLine(point) {
      // The chart only updates its last point: a late one is dropped rather than thrown on.
      if (!line || point.time < line.lastTime) return;
      line.series.update(point);
      line.lastTime = point.time;
    },
    setColors(next) {
      colors = next;
      chart.applyOptions(layoutOf(next));
      candles.applyOptions(candleColors(next));
      line?.series.applyOptions({ color: next.mark });
    },
    dispose() {
      chart.remove();
    },
  };
}
