/**
 * Placing drawings with the keyboard (the chart's key surface, chart-keyboard.tsx): a point moved
 * from bar to bar by ← →, in price steps by ↑ ↓ (Shift: ten at a time), Home and End to the first
 * and the last bar; Enter sets it (a horizontal line at once, a trend line or ruler from its first
 * point to its second). Without a tool, ↑ ↓ pick one of the market's drawings and Delete removes it.
 * Pure: the component holds the state, the chart draws it.
 */
import type { ChartPoint, Drawing, DrawingTool } from './drawings.ts';

/** Where the keyboard's point is, and the first point of a line being placed. */
export interface KeyboardPlacement {
  readonly cursor: ChartPoint;
  readonly anchor?: ChartPoint;
}

/** What a key did: the placement now, a drawing finished, or nothing it handles. */
export type PlacementStep =
  | { readonly kind: 'moved'; readonly placement: KeyboardPlacement }
  | { readonly kind: 'anchored'; readonly placement: KeyboardPlacement }
  | { readonly kind: 'drawn'; readonly drawing: Drawing; readonly placement: KeyboardPlacement }
  | { readonly kind: 'ignored' };

/** The price step of ↑ ↓: about 0.1 % of the price, a whole number of ticks, at least one. */
export function priceStepFor(price: number, tickSize: number): number {
  if (!(tickSize > 0)) return price > 0 ? price / 1000 : 1;
  const ticks = Math.max(1, Math.round((price * 0.001) / tickSize));
  return ticks * tickSize;
}

/** The decimals of a tick size ("0.01" -> 2), so steps stay on the grid without float noise. */
function decimalsOf(step: number): number {
  const text = String(step);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}

/** The index of the last bar at or before `time` (bars oldest first); 0 before the first. */
function barIndexOf(times: readonly number[], time: number): number {
  let found = 0;
  for (let index = 0; index < times.length; index += 1) {
    if ((times[index] ?? 0) <= time) found = index;
    else break;
  }
  return found;
}

/** The first point: the last bar at its close. */
export function startPlacement(times: readonly number[], lastClose: number): KeyboardPlacement | undefined {
  const time = times.at(-1);
  return time === undefined || !(lastClose > 0) ? undefined : { cursor: { time, price: lastClose } };
}

/**
 * One key on the surface while `tool` is chosen. `times` are the bars' times, oldest first;
 * `step` the price step (priceStepFor), `tickSize` the grid the price is kept on.
 */
export function placementKey(
  placement: KeyboardPlacement,
  key: { key: string; shiftKey?: boolean },
  tool: DrawingTool,
  times: readonly number[],
  step: number,
  tickSize: number,
): PlacementStep {
  const { cursor } = placement;
  const times10 = key.shiftKey ? 10 : 1;
  const moveTo = (point: ChartPoint): PlacementStep => ({ kind: 'moved', placement: { ...placement, cursor: point } });
  const decimals = decimalsOf(tickSize > 0 ? tickSize : step);
  const priced = (price: number) => Number(price.toFixed(decimals));
  const barAt = (index: number) => times[Math.min(Math.max(index, 0), times.length - 1)] ?? cursor.time;
  switch (key.key) {
    case 'ArrowLeft':
      return moveTo({ ...cursor, time: barAt(barIndexOf(times, cursor.time) - times10) });
    case 'ArrowRight':
      return moveTo({ ...cursor, time: barAt(barIndexOf(times, cursor.time) + times10) });
    case 'Home':
      return moveTo({ ...cursor, time: barAt(0) });
    case 'End':
      return moveTo({ ...cursor, time: barAt(times.length - 1) });
    case 'ArrowUp':
      return moveTo({ ...cursor, price: priced(cursor.price + step * times10) });
    case 'ArrowDown': {
      const lower = priced(cursor.price - step * times10);
      return lower > 0 ? moveTo({ ...cursor, price: lower }) : { kind: 'ignored' };
    }
    case 'Enter':
    case ' ':
      return setPoint(placement, tool);
    default:
      return { kind: 'ignored' };
  }
}

function setPoint(placement: KeyboardPlacement, tool: DrawingTool): PlacementStep {
  const { cursor, anchor } = placement;
  if (tool === 'horizontal')
    return { kind: 'drawn', drawing: { kind: 'horizontal', price: cursor.price }, placement: { cursor } };
  if (!anchor) return { kind: 'anchored', placement: { cursor, anchor: cursor } };
  // A line needs two different points: the same point twice places nothing.
  if (anchor.time === cursor.time && anchor.price === cursor.price) return { kind: 'ignored' };
  return { kind: 'drawn', drawing: { kind: tool, from: anchor, to: cursor }, placement: { cursor } };
}

/** Without a tool: ↑ ↓ move the selection through `count` drawings (wrapping), Delete removes it. */
export function selectionKey(
  selected: number | undefined,
  key: string,
  count: number,
): { kind: 'select'; index: number } | { kind: 'delete'; index: number } | { kind: 'ignored' } {
  if (count === 0) return { kind: 'ignored' };
  if (key === 'ArrowDown') return { kind: 'select', index: selected === undefined ? 0 : (selected + 1) % count };
  if (key === 'ArrowUp')
    return { kind: 'select', index: selected === undefined ? count - 1 : (selected - 1 + count) % count };
  if ((key === 'Delete' || key === 'Backspace') && selected !== undefined && selected < count)
    return { kind: 'delete', index: selected };
  return { kind: 'ignored' };
}

/** A typed price for a horizontal line: a positive number (the locale's decimal comma taken too). */
export function typedPrice(text: string): number | undefined {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return undefined;
  const price = Number(normalized);
  return price > 0 && Number.isFinite(price) ? price : undefined;
}
