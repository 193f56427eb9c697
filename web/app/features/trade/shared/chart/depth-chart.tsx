import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketPanels } from '../market-panels.tsx';
import { formatAmount, formatPrice } from '../model/format.ts';
import { useLocaleTag } from '../use-locale-tag.ts';
import {
  type DepthCurve,
  type DepthPoint,
  type DepthSide,
  depthAt,
  depthCurve,
  stepsInPriceOrder,
} from './depth-curve.ts';

/**
 * Least time between two draws of the depth chart: its shape changes slowly to the eye, and the
 * book beside it already shows every level as it moves.
 */
const DEPTH_DRAW_MS = 250;

interface Palette {
  readonly up: string;
  readonly down: string;
  readonly text: string;
  readonly grid: string;
}

function paletteOf(element: Element): Palette {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return { up: read('--up'), down: read('--down'), text: read('--text-secondary'), grid: read('--border') };
}

/** The price range drawn: centred on the mid price, wide enough for the deeper side. */
function priceRange(curve: DepthCurve): { low: number; high: number } | undefined {
  const bestBid = curve.bids[0]?.priceValue;
  const bestAsk = curve.asks[0]?.priceValue;
  const lowest = curve.bids.at(-1)?.priceValue ?? bestAsk;
  const highest = curve.asks.at(-1)?.priceValue ?? bestBid;
  if (lowest === undefined || highest === undefined) return undefined;
  const mid = ((bestBid ?? bestAsk ?? 0) + (bestAsk ?? bestBid ?? 0)) / 2;
  const half = Math.max(mid - lowest, highest - mid) * 1.05 || Math.abs(mid) * 0.01 || 1;
  return { low: mid - half, high: mid + half };
}

function draw(canvas: HTMLCanvasElement, curve: DepthCurve, palette: Palette, hovered: DepthPoint | undefined) {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const range = priceRange(curve);
  if (!range || curve.deepest <= 0) return;
  const top = 8;
  const x = (price: number) => ((price - range.low) / (range.high - range.low)) * width;
  const y = (total: number) => height - (total / curve.deepest) * (height - top);

  const side = (steps: DepthCurve['bids'], edge: number, color: string) => {
    if (steps.length === 0) return;
    context.beginPath();
    context.moveTo(x(steps[0]?.priceValue ?? 0), height);
    let previous = height;
    for (const step of steps) {
      const stepX = x(step.priceValue);
      context.lineTo(stepX, previous);
      previous = y(step.totalValue);
      context.lineTo(stepX, previous);
    }
    context.lineTo(edge, previous);
    context.strokeStyle = color;
    context.lineWidth = 1.5;
    context.stroke();
    context.lineTo(edge, height);
    context.closePath();
    context.globalAlpha = 0.2;
    context.fillStyle = color;
    context.fill();
    context.globalAlpha = 1;
  };
  side(curve.bids, 0, palette.up);
  side(curve.asks, width, palette.down);

  if (hovered) {
    context.strokeStyle = palette.text;
    context.setLineDash([4, 4]);
    context.beginPath();
    const hoverX = x(hovered.step.priceValue);
    context.moveTo(hoverX, 0);
    context.lineTo(hoverX, height);
    context.stroke();
    context.setLineDash([]);
    context.fillStyle = hovered.side === 'bid' ? palette.up : palette.down;
    context.beginPath();
    context.arc(hoverX, y(hovered.step.totalValue), 4, 0, Math.PI * 2);
    context.fill();
  }
}

/**
 * What is read while the book moves: under the pointer, a price (its side's total at it); from
 * the keys, a level by its rank from the best price (the deepest levels come and go).
 */
type Hover = { readonly price: number } | { readonly side: DepthSide; readonly rank: number };

function pointOf(curve: DepthCurve, hover: Hover): DepthPoint | undefined {
  if ('price' in hover) return depthAt(curve, hover.price);
  const steps = hover.side === 'bid' ? curve.bids : curve.asks;
  const step = steps[Math.min(hover.rank, steps.length - 1)];
  return step && { side: hover.side, step };
}

/**
 * The book's cumulative depth: bids rising to the left of the mid price, asks to the right,
 * from the live book the panel beside it shows (same levels and grouping), drawn at most four
 * times a second. The pointer or the arrow keys read a level: its price and the amount to fill
 * to it. A line under the chart sums both sides for every reader.
 */
export function DepthChart() {
  const { t } = useTranslation();
  const { book, market } = useMarketPanels();
  const tag = useLocaleTag();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [curve, setCurve] = useState<DepthCurve>(() => depthCurve(book.getView()));
  const [hovered, setHovered] = useState<Hover | undefined>(undefined);
  const hintId = useId();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const read = () => {
      timer = undefined;
      last = performance.now();
      setCurve(depthCurve(book.getView()));
    };
    read();
    const unsubscribe = book.subscribe(() => {
      if (timer !== undefined) return;
      timer = setTimeout(read, Math.max(0, DEPTH_DRAW_MS - (performance.now() - last)));
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [book]);

  const shown = hovered && pointOf(curve, hovered);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const paint = () => draw(element, curve, paletteOf(element), shown);
    const frame = requestAnimationFrame(paint);
    const resized = new ResizeObserver(paint);
    resized.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
    };
  }, [curve, shown]);

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const range = priceRange(curve);
    const box = event.currentTarget.getBoundingClientRect();
    if (!range || box.width === 0) return;
    const price = range.low + ((event.clientX - box.left) / box.width) * (range.high - range.low);
    setHovered({ price });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const steps = stepsInPriceOrder(curve);
    if (steps.length === 0) return;
    const index = shown ? steps.findIndex((point) => point.step === shown.step) : -1;
    const start = index === -1 ? curve.bids.length - (event.key === 'ArrowRight' ? 1 : 0) : index;
    const target = {
      ArrowLeft: start - 1,
      ArrowRight: start + 1,
      Home: 0,
      End: steps.length - 1,
    }[event.key];
    if (target === undefined) {
      if (event.key === 'Escape') setHovered(undefined);
      return;
    }
    event.preventDefault();
    const next = Math.min(Math.max(target, 0), steps.length - 1);
    const bids = curve.bids.length;
    setHovered(next < bids ? { side: 'bid', rank: bids - 1 - next } : { side: 'ask', rank: next - bids });
  };

  const bidTotal = curve.bids.at(-1);
  const askTotal = curve.asks.at(-1);
  const empty = !bidTotal && !askTotal;
  return (
    <div className="depth-chart" data-testid="depth-chart">
      <canvas
        ref={canvas}
        className="depth-chart__canvas"
        // A drawing the keys can read: focusable, named, with its readout below in a live region.
        tabIndex={0}
        role="img"
        aria-label={t('trade.chart.depth.label')}
        aria-describedby={hintId}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHovered(undefined)}
        onKeyDown={onKeyDown}
        onBlur={() => setHovered(undefined)}
      />
      {empty && <p className="depth-chart__empty">{t('trade.chart.depth.empty')}</p>}
      <p id={hintId} className="visually-hidden">
        {t('trade.chart.depth.hint')}
      </p>
      <div className="depth-chart__lines">
        <p className="depth-chart__summary" data-testid="depth-summary">
          <span className="depth-chart__bids">
            {t('trade.chart.depth.bids', {
              amount: bidTotal ? formatAmount(bidTotal.total, market, tag) : '—',
              base: market.base,
            })}
          </span>
          <span className="depth-chart__asks">
            {t('trade.chart.depth.asks', {
              amount: askTotal ? formatAmount(askTotal.total, market, tag) : '—',
              base: market.base,
            })}
          </span>
        </p>
        <p className="depth-chart__readout" data-testid="depth-readout" aria-live="polite">
          {shown &&
            t(shown.side === 'bid' ? 'trade.chart.depth.hoverBid' : 'trade.chart.depth.hoverAsk', {
              price: formatPrice(shown.step.price, market, tag),
              amount: formatAmount(shown.step.total, market, tag),
              base: market.base,
              quote: market.quote,
            })}
        </p>
      </div>
    </div>
  );
}
