import type { Candle, ChartSeries, LinePoint, VolumeBar } from '../model/candles.ts';
import type { ChartSettings } from './chart-settings.ts';
import type { ChartPoint, Drawing, DrawingTool } from './drawings.ts';

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
 * The drawn chart: the price (candles, a line or an area of the closes) over a volume histogram
 * on its own scale at the bottom, the studies switched on (averages and bands over the price,
 * MACD and RSI in panes of their own below), and on a perpetual, when shown, its mark price as a
 * line on the price's scale; over the price, the trader's drawings.
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
  /** The chart type and the studies drawn. */
  setSettings(settings: ChartSettings): void;
  /** The trader's drawings on the price (trend and horizontal lines, a ruler). */
  setDrawings(drawings: readonly Drawing[]): void;
  /** The tool the next clicks on the price place (undefined: none); a drawing half placed is dropped. */
  setDrawingTool(tool: DrawingTool | undefined): void;
  /** The keyboard's point and the first point of a line it is placing (undefined: none). */
  setKeyboardDraft(draft: { cursor: ChartPoint; anchor?: ChartPoint } | undefined): void;
  /** The kept drawing (its index among them) drawn bolder as selected; undefined: none. */
  setSelectedDrawing(index: number | undefined): void;
  /** Told of each drawing the clicks finished. */
  onDrawn(listener: (drawing: Drawing) => void): () => void;
  /** Told the time of the bar under the crosshair (undefined when it leaves the bars). */
  onHover(listener: (time: number | undefined) => void): () => void;
  dispose(): void;
}
