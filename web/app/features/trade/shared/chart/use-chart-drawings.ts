import { useCallback, useEffect, useState } from 'react';
import type { CandleChartView } from './chart-view-api.ts';
import type { Drawing, DrawingTool, KeptDrawing, SpanDrawing } from './drawings.ts';

/** Storage of a market's drawings: from the chart's lazily loaded module. */
export interface DrawingStore {
  loadDrawings(marketKey: string): readonly KeptDrawing[];
  saveDrawings(marketKey: string, drawings: readonly KeptDrawing[]): void;
}

export interface ChartDrawings {
  readonly tool: DrawingTool | undefined;
  /**
   * Chooses a tool; the one chosen again, or undefined, puts it down (and a ruler away). Chosen
   * `byKeyboard`, the chart's keyboard surface takes the focus to place it.
   */
  chooseTool(tool: DrawingTool | undefined, byKeyboard?: boolean): void;
  /** Counts the tools chosen from the keyboard: the chart's keys take the focus at each. */
  readonly keyboardChoice: number;
  readonly kept: readonly KeptDrawing[];
  /** Places a finished drawing, as a click would (the keyboard's way). */
  place(drawing: Drawing): void;
  /** The kept drawing picked by the keyboard or the list, drawn bolder; Delete removes it. */
  readonly selected: number | undefined;
  select(index: number | undefined): void;
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
  const [selected, setSelected] = useState<number | undefined>(undefined);

  useEffect(() => {
    setKept(store ? { marketKey, drawings: store.loadDrawings(marketKey) } : undefined);
    setTool(undefined);
    setRuler(undefined);
    setSelected(undefined);
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
  useEffect(() => view?.setSelectedDrawing(selected), [view, selected]);
  const place = useCallback(
    (drawing: Drawing) => {
      // One drawing a choice of the tool, as a ruler's measure stays on screen.
      setTool(undefined);
      if (drawing.kind === 'ruler') setRuler({ ...drawing, kind: 'ruler' });
      else change([...(drawings ?? []), drawing.kind === 'horizontal' ? drawing : { ...drawing, kind: 'trend' }]);
    },
    [drawings, change],
  );
  useEffect(() => view?.onDrawn(place), [view, place]);

  const [keyboardChoice, setKeyboardChoice] = useState(0);
  const chooseTool = useCallback((next: DrawingTool | undefined, byKeyboard = false) => {
    setTool((current) => (current === next ? undefined : next));
    setRuler(undefined);
    if (byKeyboard) setKeyboardChoice((count) => count + 1);
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
    keyboardChoice,
    kept: drawings ?? [],
    place,
    selected,
    select: setSelected,
    remove: (index) => {
      setSelected(undefined);
      change((drawings ?? []).filter((_, at) => at !== index));
    },
    clear: () => {
      setSelected(undefined);
      change([]);
    },
    ruler,
  };
}
