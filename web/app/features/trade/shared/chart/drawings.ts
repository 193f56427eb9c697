/**
 * The lines a trader draws on the price chart, kept per market in this browser: localStorage
 * `chartDrawings` (named as the spec's keys, lib/session/storage.ts), a JSON object from a
 * market's key (`spot:BTC_USDT`, `futures:BTC_USDT`) to its drawings. Anything unreadable is
 * left out. Prices and times are chart coordinates, drawn and never traded: floats are fine.
 */

import { readText, writeJson } from '../../../../lib/session/storage.ts';

/** Drawings kept per market: the oldest go first beyond it. */
export const MAX_DRAWINGS = 50;

export const drawingTools = ['trend', 'horizontal', 'ruler'] as const;
export type DrawingTool = (typeof drawingTools)[number];

/** A point of the price chart: a bar's time (UTC seconds) and a price. */
export interface ChartPoint {
  readonly time: number;
  readonly price: number;
}

/** Two points joined: a trend line, or a ruler measuring from the first to the second. */
export interface SpanDrawing<Kind extends 'trend' | 'ruler' = 'trend' | 'ruler'> {
  readonly kind: Kind;
  readonly from: ChartPoint;
  readonly to: ChartPoint;
}

/** A drawing that is kept: a ruler only measures, and goes with the next tool or Escape. */
export type KeptDrawing = { readonly kind: 'horizontal'; readonly price: number } | SpanDrawing<'trend'>;

export type Drawing = KeptDrawing | SpanDrawing;

/** What a ruler measures between its two points. */
export interface Measure {
  /** The price change from the first point to the second. */
  readonly change: number;
  /** That change as a fraction of the first point's price. */
  readonly fraction: number;
  readonly seconds: number;
  /** Whole bars of `barSeconds` between them. */
  readonly bars: number;
}

export function measure(from: ChartPoint, to: ChartPoint, barSeconds: number): Measure {
  const seconds = Math.abs(to.time - from.time);
  return {
    change: to.price - from.price,
    fraction: from.price === 0 ? 0 : (to.price - from.price) / from.price,
    seconds,
    bars: Math.round(seconds / barSeconds),
  };
}

export function marketDrawingsKey(kind: 'spot' | 'futures', symbol: string): string {
  return `${kind}:${symbol}`;
}

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function pointOf(value: unknown): ChartPoint | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { time, price } = value as Record<string, unknown>;
  return Number.isSafeInteger(time) && (time as number) > 0 && isPrice(price)
    ? { time: time as number, price }
    : undefined;
}

function drawingOf(value: unknown): KeptDrawing | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const stored = value as Record<string, unknown>;
  if (stored.kind === 'horizontal')
    return isPrice(stored.price) ? { kind: 'horizontal', price: stored.price } : undefined;
  if (stored.kind !== 'trend') return undefined;
  const from = pointOf(stored.from);
  const to = pointOf(stored.to);
  return from && to ? { kind: 'trend', from, to } : undefined;
}

/** Every market's drawings as stored; an unreadable value or drawing is left out. */
export function parseChartDrawings(text: string | null): Record<string, readonly KeptDrawing[]> {
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : undefined;
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const markets: Record<string, readonly KeptDrawing[]> = {};
  for (const [key, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    const drawings = list.map(drawingOf).filter((drawing) => drawing !== undefined);
    if (drawings.length > 0) markets[key] = drawings.slice(-MAX_DRAWINGS);
  }
  return markets;
}

export function loadDrawings(marketKey: string): readonly KeptDrawing[] {
  return parseChartDrawings(readText('chartDrawings') ?? null)[marketKey] ?? [];
}

/** Replaces one market's drawings, the other markets' kept as stored. */
export function saveDrawings(marketKey: string, drawings: readonly KeptDrawing[]): void {
  const { [marketKey]: _replaced, ...others } = parseChartDrawings(readText('chartDrawings') ?? null);
  writeJson('chartDrawings', drawings.length > 0 ? { ...others, [marketKey]: drawings.slice(-MAX_DRAWINGS) } : others);
}
