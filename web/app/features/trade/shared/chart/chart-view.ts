import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type MouseEventParams,
  type PriceFormatCustom,
  type SeriesType,
  type Time,
} from 'lightweight-charts';
import type { Candle, VolumeBar } from '../model/candles.ts';
import type { ChartSettings, ChartType } from './chart-settings.ts';
import type { CandleChartView, ChartColors, ChartViewOptions } from './chart-view-api.ts';
import { DrawingLayer } from './drawing-layer.ts';
import { createStudySet, type StudyBar, type StudyLineId, type StudySet } from './studies/study-set.ts';
import { timeAxisOptions } from './time-axis.ts';

export { ChartKeyboard } from './chart-keyboard.tsx';
// The chart's lazily loaded pieces travel with the library, in this one chunk.
export { ChartReadout } from './chart-readout.tsx';
export { loadChartSettings, saveChartSettings } from './chart-settings.ts';
export { ChartTabs } from './chart-tabs.tsx';
export { ChartTools } from './chart-tools.tsx';
export type { CandleChartView, ChartColors, ChartViewOptions } from './chart-view-api.ts';
export { DepthChart } from './depth-chart.tsx';
export { DrawingStatus, DrawingToolbar } from './drawing-toolbar.tsx';
export { loadDrawings, saveDrawings } from './drawings.ts';

/** Study colours that read on both themes' backgrounds. */
const studyColors: Record<Exclude<StudyLineId, 'macdHistogram'>, string> = {
  ma: '#e0a100',
  ema: '#3b82f6',
  bollingerUpper: '#a855f7',
  bollingerMiddle: '#a855f7',
  bollingerLower: '#a855f7',
  volumeMa: '#0ea5e9',
  macd: '#3b82f6',
  macdSignal: '#e0a100',
  rsi: '#a855f7',
};

function layoutOf(colors: ChartColors, fontFamily: string) {
  return {
    layout: {
      fontFamily,
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: colors.text,
      attributionLogo: true,
      panes: { separatorColor: colors.grid },
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

/** Axis and crosshair labels in the locale's digits and separators, at a fixed number of decimals. */
function numberFormat(localeTag: string, digits: number, minMove: number): PriceFormatCustom {
  const format = new Intl.NumberFormat(localeTag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return { type: 'custom', minMove, formatter: (value: number) => format.format(value) };
}

function compactFormat(localeTag: string): PriceFormatCustom {
  const format = new Intl.NumberFormat(localeTag, { notation: 'compact', maximumFractionDigits: 2 });
  return { type: 'custom', minMove: 0.0001, formatter: (value: number) => format.format(value) };
}

/** A theme colour made see-through (hex colours only; any other is drawn as it is). */
function translucent(color: string, alpha: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}${alpha}` : color;
}

const toStudyBar = (candle: Candle, volume: VolumeBar | undefined): StudyBar => ({
  time: candle.time,
  open: candle.open,
  high: candle.high,
  low: candle.low,
  close: candle.close,
  volume: volume?.value ?? 0,
});

/** Loaded on demand (dynamic import): lightweight-charts is kept out of the page's first load. */
export function createCandleChartView(container: HTMLElement, options: ChartViewOptions): CandleChartView {
  const { localeTag, timeZone } = options;
  const priceFormat = numberFormat(localeTag, options.pricePrecision, options.minMove);
  // The page's own fonts, already resolved by the page: the library's default stack is one the
  // browser would look up on the first text it draws.
  const fontFamily = getComputedStyle(container).fontFamily;
  const timeAxis = timeAxisOptions(localeTag, timeZone);
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    ...layoutOf(options.colors, fontFamily),
    localization: timeAxis.localization,
    timeScale: {
      timeVisible: true,
      secondsVisible: false,
      tickMarkFormatter: timeAxis.tickMarkFormatter,
    },
  });
  let colors = options.colors;
  let type: ChartType = 'candles';
  let candles: Candle[] = [];
  let volumeBars: VolumeBar[] = [];

  const addPrice = (next: ChartType): ISeriesApi<SeriesType> => {
    if (next === 'line') return chart.addSeries(LineSeries, { color: colors.mark, lineWidth: 2, priceFormat });
    if (next === 'area') {
      return chart.addSeries(AreaSeries, {
        lineColor: colors.mark,
        topColor: translucent(colors.mark, '55'),
        bottomColor: translucent(colors.mark, '05'),
        lineWidth: 2,
        priceFormat,
      });
    }
    return chart.addSeries(CandlestickSeries, { ...candleColors(colors), priceFormat });
  };
  const priceData = (candle: Candle) => (type === 'candles' ? candle : { time: candle.time, value: candle.close });
  let price = addPrice(type);
  const drawings = new DrawingLayer(chart, colors);
  price.attachPrimitive(drawings);
  const volumes: ISeriesApi<'Histogram'> = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: compactFormat(localeTag),
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volumes.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  price.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
  let line: { series: ISeriesApi<'Line'>; lastTime: number } | undefined;

  let studies: StudySet | undefined;
  const studySeries = new Map<StudyLineId, ISeriesApi<'Line'> | ISeriesApi<'Histogram'>>();
  const histogramColor = (value: number) => translucent(value >= 0 ? colors.up : colors.down, '99');
  const drawStudies = () => {
    if (!studies) return;
    const points = studies.load(candles.map((candle, index) => toStudyBar(candle, volumeBars[index])));
    for (const [id, series] of studySeries) {
      const data = points[id] ?? [];
      series.setData(
        id === 'macdHistogram'
          ? data.map((point) => ({ ...point, time: point.time as Time, color: histogramColor(point.value) }))
          : data.map((point) => ({ ...point, time: point.time as Time })),
      );
    }
  };
  const placeStudies = (settings: ChartSettings) => {
    for (const series of studySeries.values()) chart.removeSeries(series);
    studySeries.clear();
    studies = createStudySet(settings);
    const macdPane = settings.macd.on ? 1 : undefined;
    const rsiPane = settings.rsi.on ? (macdPane ?? 0) + 1 : undefined;
    for (const id of studies.lines) {
      const common = { lastValueVisible: false, priceLineVisible: false, crosshairMarkerVisible: false };
      if (id === 'macdHistogram') {
        studySeries.set(id, chart.addSeries(HistogramSeries, { ...common, priceFormat }, macdPane));
        continue;
      }
      const pane = id === 'rsi' ? rsiPane : id.startsWith('macd') ? macdPane : 0;
      studySeries.set(
        id,
        chart.addSeries(
          LineSeries,
          {
            ...common,
            color: studyColors[id],
            lineWidth: 1,
            priceScaleId: id === 'volumeMa' ? 'volume' : undefined,
            priceFormat:
              id === 'rsi'
                ? numberFormat(localeTag, 2, 0.01)
                : id === 'volumeMa'
                  ? compactFormat(localeTag)
                  : priceFormat,
          },
          pane,
        ),
      );
    }
    // The price keeps most of the height; each study pane takes a fifth of it.
    chart.panes().forEach((pane, index) => {
      pane.setStretchFactor(index === 0 ? 4 : 1);
    });
    drawStudies();
  };

  const hoverListeners = new Set<(time: number | undefined) => void>();
  const onCrosshair = (param: MouseEventParams<Time>) => {
    const time = param.point ? (param.time as number | undefined) : undefined;
    for (const listener of hoverListeners) listener(time);
  };
  chart.subscribeCrosshairMove(onCrosshair);

  return {
    setSeries(series) {
      candles = [...series.candles];
      volumeBars = [...series.volumes];
      price.setData(candles.map(priceData));
      volumes.setData(series.volumes);
      drawStudies();
    },
    updateLast(candle, volume) {
      const last = candles.at(-1);
      if (last && candle.time < last.time) return;
      if (last && candle.time === last.time) {
        candles[candles.length - 1] = candle;
        volumeBars[volumeBars.length - 1] = volume;
      } else {
        candles.push(candle);
        volumeBars.push(volume);
      }
      price.update(priceData(candle));
      volumes.update(volume);
      const values = studies?.update(toStudyBar(candle, volume));
      if (!values) return;
      for (const [id, value] of Object.entries(values) as [StudyLineId, number | undefined][]) {
        if (value === undefined) continue;
        const point = { time: candle.time as Time, value };
        studySeries.get(id)?.update(id === 'macdHistogram' ? { ...point, color: histogramColor(value) } : point);
      }
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
          priceFormat,
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
      chart.applyOptions(layoutOf(next, fontFamily));
      if (type === 'candles') price.applyOptions(candleColors(next));
      else price.applyOptions(type === 'line' ? { color: next.mark } : { lineColor: next.mark });
      line?.series.applyOptions({ color: next.mark });
      drawings.setColors(next);
      drawStudies();
    },
    setSettings(settings) {
      if (settings.type !== type) {
        chart.removeSeries(price);
        type = settings.type;
        price = addPrice(type);
        price.attachPrimitive(drawings);
        price.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
        price.setData(candles.map(priceData));
      }
      placeStudies(settings);
    },
    setDrawings(list) {
      drawings.setDrawings(list);
    },
    setKeyboardDraft(draft) {
      drawings.setKeyboardDraft(draft);
    },
    setSelectedDrawing(index) {
      drawings.setSelected(index);
    },
    setDrawingTool(tool) {
      drawings.setTool(tool);
    },
    onDrawn(listener) {
      return drawings.onDrawn(listener);
    },
    onHover(listener) {
      hoverListeners.add(listener);
      return () => hoverListeners.delete(listener);
    },
    dispose() {
      chart.unsubscribeCrosshairMove(onCrosshair);
      hoverListeners.clear();
      drawings.dispose();
      chart.remove();
    },
  };
}
