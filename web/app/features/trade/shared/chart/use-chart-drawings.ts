import { useCallback, useEffect, useState } from 'react';
import type { CandleChartView } from './chart-view-api.ts';
import type { DrawingTool, KeptDrawing, SpanDrawing } from './drawings.ts';

/** Storage of a market's drawings: from the chart's lazily loaded module. */
export interface DrawingStore {
  loadDrawings(marketKey: string): readonly KeptDrawing[];
  saveDrawings(marketKey: string, drawings: readonly KeptDrawing[]): void;
}

export interface ChartDrawings {
  readonly tool: DrawingTool | undefined;
  /** Chooses a tool; the one chosen again, or undefined, puts it down (and a ruler away). */
  chooseTool(tool: DrawingTool | undefined): void;
  readonly kept: readonly KeptDrawing[];
  remove(index: number): void;
  clear(): void;
  /** The last ruler, shown until another tool is chosen or Escape. */
  readonly ruler: SpanDrawing<'ruler'> | undefined;
}

/**
 * The drawings of the market's price chart: read from this browser's storage once the chart's
 * module has loaded, drawn by the view, saved at every change. Escape drops a drawing in progress,
 * the tool and the ruler.
 */
export function useChartDrawings(
  view: CandleChartView | undefined,
  store: DrawingStore | undefined,
  marketKey: string,
): ChartDrawings {
  const [tool, setTool] = useState<DrawingTool | undefined>(undefined);
  const [kept, setKept] = useState<{ marketKey: string; drawings: readonly KeptDrawing[] } | undefined>(undefined);
  const [ruler, setRuler] = useState<ChartDrawings['ruler']>(undefined);

  useEffect(() => {
    setKept(store ? { marketKey, drawings: store.loadDrawings(marketKey) } : undefined);
    setTool(undefined);
    setRuler(undefined);
  }, [store, marketKey]);

  const drawings = kept?.marketKey === marketKey ? kept.drawings : undefined;
  const change = useCallback(
    (next: readonly KeptDrawing[]) => {
      setKept({ marketKey, drawings: next });
      store?.saveDrawings(marketKey, next);
    },
    [store, marketKey],
  );

  useEffect(() => {
    if (view && drawings) view.setDrawings(ruler ? [...drawings, ruler] : drawings);
  }, [view, drawings, ruler]);
  useEffect(() => view?.setDrawingTool(tool), [view, tool]);
  useEffect(
    () =>
      view?.onDrawn((drawing) => {
        // One drawing a choice of the tool, as a ruler's measure stays on screen.
        setTool(undefined);
        if (drawing.kind === 'ruler') setRuler({ ...drawing, kind: 'ruler' });
        else change([...(drawings ?? []), drawing.kind === 'horizontal' ? drawing : { ...drawing, kind: 'trend' }]);
      }),
    [view, drawings, change],
  );

  const chooseTool = useCallback((next: DrawingTool | undefined) => {
    setTool((current) => (current === next ? undefined : next));
    setRuler(undefined);
  }, []);
  useEffect(() => {
    if (!tool && !ruler) return;
    // Before the terminal's shortcuts (captured on the window), whose Escape would clear the form too.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setTool(undefined);
      setRuler(undefined);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [tool, ruler]);

  return {
    tool,
    chooseTool,
    kept: drawings ?? [],
    remove: (index) => change((drawings ?? []).filter((_, at) => at !== index)),
    clear: () => change([]),
    ruler,
  };
}
