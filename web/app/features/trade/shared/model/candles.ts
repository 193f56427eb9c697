import type { Kline } from '@vela/contracts/market-data';
import Big from 'big.js';
import type { CandlestickData, HistogramData, LineData, UTCTimestamp } from 'lightweight-charts';

/**
 * Klines as lightweight-charts draws them. The chart library takes JS numbers, so this is the one
 * place prices become floats: for drawing only, never for anything computed or sent back.
 */

export type Candle = CandlestickData<UTCTimestamp>;
export type VolumeBar = HistogramData<UTCTimestamp>;
/** A point of a line series (a perpetual's mark price): the bar's close. */
export type LinePoint = LineData<UTCTimestamp>;

/** Theme colours of the volume bars (the candles take theirs from the series options). */
export interface VolumeColors {
  readonly up: string;
  readonly down: string;
}

/** Oldest first, one bar per time, as `series.setData` requires (it throws otherwise). */
export interface ChartSeries {
  readonly candles: Candle[];
  readonly volumes: VolumeBar[];
}

/** Bars the chart asks for per interval and price: enough to scroll back a while, quick to draw. */
export const CHART_HISTORY_BARS = 500;

export type LiveKlineChange = 'replaced' | 'appended' | 'ignored';

/** Bar time in UTC seconds: the chart's unit; klines carry milliseconds. */
function barTime(kline: Kline): UTCTimestamp {
  return Math.floor(kline.openTime / 1000) as UTCTimestamp;
}

export function toCandle(kline: Kline): Candle {
  return {
    time: barTime(kline),
    open: Number(kline.open),
    high: Number(kline.high),
    low: Number(kline.low),
    close: Number(kline.close),
  };
}

/** A bar that closed at or above its open counts as up, as the candle colours it. */
export function toVolumeBar(kline: Kline, colors: VolumeColors): VolumeBar {
  const up = new Big(kline.close).gte(kline.open);
  return { time: barTime(kline), value: Number(kline.volume), color: up ? colors.up : colors.down };
}

/**
 * The chart series of a kline history. Sorted by time with one bar per time, the later copy of a
 * duplicate winning: a REST page and a live bar can overlap, and the chart refuses both disorder
 * and repeats.
 */
export function toChartSeries(klines: readonly Kline[], colors: VolumeColors): ChartSeries {
  const byTime = new Map<number, Kline>();
  for (const kline of klines) byTime.set(kline.openTime, kline);
  const ordered = [...byTime.values()].sort((a, b) => a.openTime - b.openTime);
  return { candles: ordered.map(toCandle), volumes: ordered.map((kline) => toVolumeBar(kline, colors)) };
}

/**
 * Folds a live kline into the series: the bar still forming is replaced (same open time), a new
 * bar is appended, and a kline older than the last bar (a late frame) is ignored, because the
 * chart can only update its last bar. The series given is not changed; an ignored kline returns
 * it as it is, so a store can skip the redraw.
 */
export function mergeLiveKline(
  series: ChartSeries,
  kline: Kline,
  colors: VolumeColors,
): { series: ChartSeries; change: LiveKlineChange } {
  const time = barTime(kline);
  const last = series.candles.at(-1);
  if (last !== undefined && time < last.time) return { series, change: 'ignored' };
  const candle = toCandle(kline);
  const volume = toVolumeBar(kline, colors);
  if (last !== undefined && time === last.time) {
    return {
      series: { candles: [...series.candles.slice(0, -1), candle], volumes: [...series.volumes.slice(0, -1), volume] },
      change: 'replaced',
    };
  }
  return { series: { candles: [...series.candles, candle], volumes: [...series.volumes, volume] }, change: 'appended' };
}

export function toLinePoint(kline: Kline): LinePoint {
  return { time: barTime(kline), value: Number(kline.close) };
}

/** A line of the bars' closes, oldest first, one point per time (the later copy winning), as toChartSeries. */
export function toLinePoints(klines: readonly Kline[]): LinePoint[] {
  const byTime = new Map<number, Kline>();
  for (const kline of klines) byTime.set(kline.openTime, kline);
  return [...byTime.values()].sort((a, b) => a.openTime - b.openTime).map(toLinePoint);
}
