import type {
  IChartApi,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  Logical,
  MouseEventParams,
  SeriesAttachedParameter,
  SeriesType,
  Time,
} from 'lightweight-charts';
import type { ChartColors } from './chart-view-api.ts';
import type { ChartPoint, Drawing, DrawingTool } from './drawings.ts';

type Target = Parameters<IPrimitivePaneRenderer['draw']>[0];
type Pixel = { readonly x: number; readonly y: number };

/**
 * The trader's drawings on the price series (a series primitive of lightweight-charts): trend
 * lines, horizontal lines and a ruler, drawn from their chart coordinates at every redraw, so they
 * follow scrolling and zooming. With a tool chosen, clicks on the price place the next drawing:
 * a horizontal line at once, a trend line or ruler from its first click to its second, the pointer
 * drawing it meanwhile.
 */
export class DrawingLayer implements ISeriesPrimitive<Time> {
  private drawings: readonly Drawing[] = [];
  private tool: DrawingTool | undefined;
  private anchor: ChartPoint | undefined;
  private pointer: ChartPoint | undefined;
  /** The keyboard's point, marked on the chart while it places a drawing. */
  private cursor: ChartPoint | undefined;
  /** The point and the line half placed are the keyboard's (not the pointer's) to clear. */
  private keyboardDraft = false;
  private selected: number | undefined;
  private attachedTo: SeriesAttachedParameter<Time, SeriesType> | undefined;
  private readonly views: readonly IPrimitivePaneView[] = [
    { renderer: () => ({ draw: (target) => this.draw(target) }) },
  ];
  private readonly listeners = new Set<(drawing: Drawing) => void>();

  /** Where the last press began: a press that ends elsewhere dragged the chart, it placed nothing. */
  private pressedAt: { x: number; y: number } | undefined;

  constructor(
    private readonly chart: IChartApi,
    private colors: ChartColors,
  ) {
    // The page's clicks, not the library's: it swallows a second click within half a second of
    // the first, however far apart, and a line's two points are often clicked that fast.
    chart.chartElement().addEventListener('pointerdown', this.onPress);
    chart.chartElement().addEventListener('click', this.onClick);
    chart.subscribeCrosshairMove(this.onMove);
  }

  attached(param: SeriesAttachedParameter<Time, SeriesType>): void {
    this.attachedTo = param;
  }

  detached(): void {
    this.attachedTo = undefined;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return this.views;
  }

  setDrawings(drawings: readonly Drawing[]): void {
    this.drawings = drawings;
    this.redraw();
  }

  /** The tool the next clicks place; a new one (or none) drops a drawing half placed. */
  setTool(tool: DrawingTool | undefined): void {
    this.tool = tool;
    this.anchor = undefined;
    this.pointer = undefined;
    this.cursor = undefined;
    this.redraw();
  }

  /** The keyboard's point and the first point of the line it places: drawn like the pointer's. */
  setKeyboardDraft(draft: { cursor: ChartPoint; anchor?: ChartPoint } | undefined): void {
    if (!draft && !this.keyboardDraft) return;
    this.keyboardDraft = draft !== undefined;
    this.cursor = draft?.cursor;
    this.anchor = draft?.anchor;
    this.pointer = draft?.anchor ? draft.cursor : undefined;
    this.redraw();
  }

  setSelected(index: number | undefined): void {
    this.selected = index;
    this.redraw();
  }

  setColors(colors: ChartColors): void {
    this.colors = colors;
    this.redraw();
  }

  onDrawn(listener: (drawing: Drawing) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    this.chart.chartElement().removeEventListener('pointerdown', this.onPress);
    this.chart.chartElement().removeEventListener('click', this.onClick);
    this.chart.unsubscribeCrosshairMove(this.onMove);
    this.listeners.clear();
  }

  private get series(): ISeriesApi<SeriesType, Time> | undefined {
    return this.attachedTo?.series;
  }

  private redraw(): void {
    this.attachedTo?.requestUpdate();
  }

  /** The price chart's point under the pointer; undefined off the price pane or off the bars. */
  private pointOf(param: MouseEventParams<Time>): { price: number; time: number | undefined } | undefined {
    if (!param.point || (param.paneIndex ?? 0) !== 0) return undefined;
    const price = this.series?.coordinateToPrice(param.point.y);
    if (price === null || price === undefined || !(price > 0)) return undefined;
    return { price, time: param.time as number | undefined };
  }

  private readonly onPress = (event: PointerEvent) => {
    this.pressedAt = { x: event.clientX, y: event.clientY };
  };

  /** The price chart's point clicked; undefined off the price pane, off the price or after a drag. */
  private clickedPoint(event: MouseEvent): { price: number; time: number | undefined } | undefined {
    const pressed = this.pressedAt;
    if (pressed && Math.abs(event.clientX - pressed.x) + Math.abs(event.clientY - pressed.y) > 4) return undefined;
    const box = this.chart.chartElement().getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const paneHeight = this.chart.panes()[0]?.getHeight() ?? 0;
    if (x < 0 || y < 0 || x > this.chart.timeScale().width() || y > paneHeight) return undefined;
    const price = this.series?.coordinateToPrice(y);
    if (price === null || price === undefined || !(price > 0)) return undefined;
    const time = this.chart.timeScale().coordinateToTime(x);
    return { price, time: time === null ? undefined : (time as number) };
  }

  private readonly onClick = (event: MouseEvent) => {
    const tool = this.tool;
    const point = this.clickedPoint(event);
    if (!tool || !point) return;
    // The pointer takes over from the keyboard: its ring goes, a first point it set stays.
    this.keyboardDraft = false;
    this.cursor = undefined;
    if (tool === 'horizontal') {
      this.finish({ kind: 'horizontal', price: point.price });
      return;
    }
    if (point.time === undefined) return;
    const at = { time: point.time, price: point.price };
    if (!this.anchor) {
      this.anchor = at;
      this.pointer = at;
      this.redraw();
      return;
    }
    this.finish({ kind: tool, from: this.anchor, to: at });
  };

  private readonly onMove = (param: MouseEventParams<Time>) => {
    if (!this.anchor) return;
    const point = this.pointOf(param);
    if (point?.time === undefined) return;
    this.pointer = { time: point.time, price: point.price };
    this.redraw();
  };

  private finish(drawing: Drawing): void {
    this.anchor = undefined;
    this.pointer = undefined;
    this.cursor = undefined;
    this.redraw();
    for (const listener of this.listeners) listener(drawing);
  }

  /** A point's pixel; a time between this interval's bars (drawn on another) at the nearest bar. */
  private pixel(point: ChartPoint): Pixel | undefined {
    const scale = this.chart.timeScale();
    const index = scale.timeToIndex(point.time as Time, true);
    const x = index === null ? null : scale.logicalToCoordinate(index as unknown as Logical);
    const y = this.series?.priceToCoordinate(point.price);
    return x === null || y === null || y === undefined ? undefined : { x, y };
  }

  private draw(target: Target): void {
    const draft: Drawing | undefined =
      this.tool && this.tool !== 'horizontal' && this.anchor && this.pointer
        ? { kind: this.tool, from: this.anchor, to: this.pointer }
        : undefined;
    // biome-ignore lint/correctness/useHookAtTopLevel: the canvas target's method (fancy-canvas), not a React hook.
    target.useMediaCoordinateSpace(({ context, mediaSize }) => {
      const all = draft ? [...this.drawings, draft] : this.drawings;
      for (const [index, drawing] of all.entries()) {
        context.lineWidth = index === this.selected ? 3 : 1;
        if (drawing.kind === 'horizontal') {
          const y = this.series?.priceToCoordinate(drawing.price);
          if (y === null || y === undefined) continue;
          context.strokeStyle = this.colors.mark;
          context.beginPath();
          context.moveTo(0, Math.round(y) + 0.5);
          context.lineTo(mediaSize.width, Math.round(y) + 0.5);
          context.stroke();
          continue;
        }
        const from = this.pixel(drawing.from);
        const to = this.pixel(drawing.to);
        if (!from || !to) continue;
        if (drawing.kind === 'ruler') {
          const color = drawing.to.price >= drawing.from.price ? this.colors.up : this.colors.down;
          context.fillStyle = color;
          context.globalAlpha = 0.15;
          context.fillRect(from.x, from.y, to.x - from.x, to.y - from.y);
          context.globalAlpha = 1;
          context.strokeStyle = color;
        } else {
          context.strokeStyle = this.colors.mark;
        }
        context.beginPath();
        context.moveTo(from.x, from.y);
        context.lineTo(to.x, to.y);
        context.stroke();
      }
      this.drawCursor(context, mediaSize.width);
    });
  }

  /** The keyboard's point: a ring, and for a horizontal line the line it would place, dashed. */
  private drawCursor(context: CanvasRenderingContext2D, width: number): void {
    const cursor = this.cursor;
    if (!cursor) return;
    const y = this.series?.priceToCoordinate(cursor.price);
    if (y === null || y === undefined) return;
    context.strokeStyle = this.colors.mark;
    context.lineWidth = 1;
    if (this.tool === 'horizontal') {
      context.setLineDash([4, 4]);
      context.beginPath();
      context.moveTo(0, Math.round(y) + 0.5);
      context.lineTo(width, Math.round(y) + 0.5);
      context.stroke();
      context.setLineDash([]);
    }
    const at = this.pixel(cursor);
    if (!at) return;
    context.lineWidth = 2;
    context.beginPath();
    context.arc(at.x, at.y, 5, 0, Math.PI * 2);
    context.stroke();
  }
}
