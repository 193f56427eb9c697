import type { Kline } from '@vela/contracts/market-data';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelMarket } from '../market-panels.tsx';
import type { CandleChartView } from './chart-view-api.ts';
import { useDrawingName } from './drawing-toolbar.tsx';
import {
  type KeyboardPlacement,
  placementKey,
  priceStepFor,
  selectionKey,
  startPlacement,
  typedPrice,
} from './keyboard-drawing.ts';
import type { ChartDrawings } from './use-chart-drawings.ts';

type Market = Pick<PanelMarket, 'quote' | 'pricePrecision' | 'tickSize'>;

/** The bars' times (UTC seconds, oldest first) and the last close. */
function barsOf(klines: readonly Kline[]): { times: number[]; lastClose: number } {
  return {
    times: klines.map((kline) => Math.floor(kline.openTime / 1000)),
    lastClose: Number(klines.at(-1)?.close ?? 0),
  };
}

/**
 * The price chart's keyboard surface (keyboard-drawing.ts): focusable over the canvas, it places
 * the chosen tool's drawing with the arrow keys and Enter, and without a tool picks a drawing with
 * ↑ ↓ for Delete to remove. A horizontal line can also be placed at a typed price, the last close
 * to start with. What the keys do and where the point is are said in its status.
 */
export function ChartKeyboard({
  drawings,
  view,
  bars,
  market,
  localeTag,
  timeZone,
}: {
  drawings: ChartDrawings;
  view: CandleChartView;
  bars: () => readonly Kline[];
  market: Market;
  localeTag: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const surface = useRef<HTMLDivElement>(null);
  const priceField = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const fieldId = useId();
  const nameOf = useDrawingName(market, localeTag);
  const { tool, kept, selected } = drawings;
  const [placement, setPlacement] = useState<KeyboardPlacement | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [typedWrong, setTypedWrong] = useState(false);
  /** The point is shown while the surface has the focus: a pointer user never sees it. */
  const [focused, setFocused] = useState(false);
  const tickSize = Number(market.tickSize);

  // A new tool starts at the last bar's close; none clears the point.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per tool chosen, not per bar.
  useEffect(() => {
    if (!tool) {
      setPlacement(undefined);
      return;
    }
    const { times, lastClose } = barsOf(bars());
    setPlacement(startPlacement(times, lastClose));
    setTyped(lastClose > 0 ? lastClose.toFixed(market.pricePrecision) : '');
    setTypedWrong(false);
  }, [tool]);
  useEffect(() => view.setKeyboardDraft(tool && focused ? placement : undefined), [view, tool, focused, placement]);
  // A tool chosen from the keyboard brings the focus here (a horizontal line: to its price).
  useEffect(() => {
    if (drawings.keyboardChoice === 0 || !tool) return;
    (tool === 'horizontal' ? priceField.current : surface.current)?.focus();
  }, [drawings.keyboardChoice, tool]);

  const formats = useMemo(
    () => ({
      price: new Intl.NumberFormat(localeTag, {
        minimumFractionDigits: market.pricePrecision,
        maximumFractionDigits: market.pricePrecision,
      }),
      time: new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    }),
    [localeTag, market.pricePrecision, timeZone],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (tool && placement) {
      const { times, lastClose } = barsOf(bars());
      const step = priceStepFor(lastClose > 0 ? lastClose : placement.cursor.price, tickSize);
      const result = placementKey(placement, event, tool, times, step, tickSize);
      if (result.kind === 'ignored') return;
      event.preventDefault();
      setPlacement(result.placement);
      if (result.kind === 'drawn') drawings.place(result.drawing);
      return;
    }
    const result = selectionKey(selected, event.key, kept.length);
    if (result.kind === 'ignored') return;
    event.preventDefault();
    if (result.kind === 'select') drawings.select(result.index);
    else drawings.remove(result.index);
  };

  const placeTyped = (event: FormEvent) => {
    event.preventDefault();
    const price = typedPrice(typed);
    setTypedWrong(price === undefined);
    if (price !== undefined) drawings.place({ kind: 'horizontal', price });
  };

  let status = '';
  if (tool && placement) {
    const { cursor, anchor } = placement;
    const point = t('trade.chart.keys.point', {
      time: formats.time.format(new Date(cursor.time * 1000)),
      price: formats.price.format(cursor.price),
      quote: market.quote,
    });
    const next =
      tool === 'horizontal'
        ? t('trade.chart.keys.setLine')
        : anchor
          ? t('trade.chart.keys.setSecond')
          : t('trade.chart.keys.setFirst');
    status = `${point} ${next}`;
  } else if (selected !== undefined && kept[selected]) {
    status = t('trade.chart.keys.selected', {
      drawing: nameOf(kept[selected]),
      number: selected + 1,
      count: kept.length,
    });
  }

  return (
    <>
      <div
        ref={surface}
        className="chart__keys"
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart's keyboard surface; role application takes the arrow keys.
        tabIndex={0}
        aria-label={t('trade.chart.keys.label')}
        aria-describedby={statusId}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        data-testid="chart-keys"
      />
      <p
        id={statusId}
        className="chart__keys-status"
        role="status"
        // Shown while the surface has the focus; hidden, it still describes the surface.
        hidden={status === '' || !focused}
        data-testid="chart-keys-status"
      >
        {status}
      </p>
      {tool === 'horizontal' && (
        <form className="chart__price-form" onSubmit={placeTyped}>
          <label htmlFor={fieldId}>{t('trade.chart.keys.linePrice', { quote: market.quote })}</label>
          <input
            ref={priceField}
            id={fieldId}
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            aria-invalid={typedWrong}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="choice-button">
            {t('trade.chart.keys.place')}
          </button>
          {typedWrong && (
            <span className="chart__price-error" role="alert">
              {t('trade.chart.keys.priceInvalid')}
            </span>
          )}
        </form>
      )}
    </>
  );
}
