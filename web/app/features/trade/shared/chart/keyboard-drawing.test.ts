import { describe, expect, it } from 'vitest';
import {
  type KeyboardPlacement,
  placementKey,
  priceStepFor,
  selectionKey,
  startPlacement,
  typedPrice,
} from './keyboard-drawing.ts';

/** Hourly bars. */
const times = [3600, 7200, 10_800, 14_400, 18_000, 21_600, 25_200, 28_800, 32_400, 36_000, 39_600, 43_200];
const last = times.at(-1) ?? 0;
const start = startPlacement(times, 90_000.1) as KeyboardPlacement;
const key = (name: string, shiftKey = false) => ({ key: name, shiftKey });

describe('placing a drawing by keyboard', () => {
  it('starts at the last bar, at its close; nothing without bars or a price', () => {
    expect(start).toEqual({ cursor: { time: last, price: 90_000.1 } });
    expect(startPlacement([], 90_000)).toBeUndefined();
    expect(startPlacement(times, 0)).toBeUndefined();
  });

  it('steps the price by about 0.1 %, on the tick grid', () => {
    expect(priceStepFor(90_000.1, 0.1)).toBeCloseTo(90, 9);
    expect(priceStepFor(1.2345, 0.0001)).toBeCloseTo(0.0012, 9);
    expect(priceStepFor(0.5, 0.01)).toBe(0.01);
  });

  it('moves by a bar with ← →, ten with Shift, to the ends with Home and End, never past them', () => {
    const move = (placement: KeyboardPlacement, name: string, shift = false) => {
      const step = placementKey(placement, key(name, shift), 'trend', times, 90, 0.1);
      if (step.kind !== 'moved') throw new Error(`not moved: ${step.kind}`);
      return step.placement;
    };
    expect(move(start, 'ArrowLeft').cursor.time).toBe(39_600);
    expect(move(start, 'ArrowLeft', true).cursor.time).toBe(7200);
    expect(move(move(start, 'ArrowLeft', true), 'ArrowLeft', true).cursor.time).toBe(3600);
    expect(move(start, 'ArrowRight').cursor.time).toBe(last);
    expect(move(start, 'Home').cursor.time).toBe(3600);
    expect(move(move(start, 'Home'), 'End').cursor.time).toBe(last);
  });

  it('moves the price by steps with ↑ ↓ (ten with Shift), kept on the grid, never to zero', () => {
    const priceAfter = (name: string, shift = false, from = start) => {
      const step = placementKey(from, key(name, shift), 'horizontal', times, 90, 0.1);
      return step.kind === 'moved' ? step.placement.cursor.price : undefined;
    };
    expect(priceAfter('ArrowUp')).toBe(90_090.1);
    expect(priceAfter('ArrowDown', true)).toBe(89_100.1);
    const low = { cursor: { time: last, price: 50 } };
    expect(priceAfter('ArrowDown', false, low)).toBeUndefined();
    // 0.1 + 0.2 is not 0.3 in floats: the grid's decimals keep it exact.
    const small = placementKey({ cursor: { time: last, price: 0.1 } }, key('ArrowUp'), 'trend', times, 0.2, 0.1);
    expect(small.kind === 'moved' && small.placement.cursor.price).toBe(0.3);
  });

  it('places a horizontal line at the point with Enter', () => {
    expect(placementKey(start, key('Enter'), 'horizontal', times, 90, 0.1)).toEqual({
      kind: 'drawn',
      drawing: { kind: 'horizontal', price: 90_000.1 },
      placement: start,
    });
  });

  it('sets a trend line or ruler from its first Enter to its second, never from one point to itself', () => {
    const first = placementKey(start, key('Enter'), 'ruler', times, 90, 0.1);
    expect(first).toEqual({ kind: 'anchored', placement: { cursor: start.cursor, anchor: start.cursor } });
    if (first.kind !== 'anchored') return;
    expect(placementKey(first.placement, key('Enter'), 'ruler', times, 90, 0.1).kind).toBe('ignored');
    const moved = placementKey(first.placement, key('ArrowLeft', true), 'ruler', times, 90, 0.1);
    if (moved.kind !== 'moved') throw new Error('not moved');
    expect(moved.placement.anchor).toEqual(start.cursor);
    expect(placementKey(moved.placement, key(' '), 'ruler', times, 90, 0.1)).toEqual({
      kind: 'drawn',
      drawing: { kind: 'ruler', from: start.cursor, to: { time: 7200, price: 90_000.1 } },
      placement: { cursor: { time: 7200, price: 90_000.1 } },
    });
  });

  it('leaves other keys to the page', () => {
    for (const name of ['Tab', 'Escape', 'b', 'PageUp'])
      expect(placementKey(start, key(name), 'trend', times, 90, 0.1).kind).toBe('ignored');
  });
});

describe('picking and deleting a drawing by keyboard', () => {
  it('picks with ↓ ↑ around the list, and deletes the picked one', () => {
    expect(selectionKey(undefined, 'ArrowDown', 3)).toEqual({ kind: 'select', index: 0 });
    expect(selectionKey(undefined, 'ArrowUp', 3)).toEqual({ kind: 'select', index: 2 });
    expect(selectionKey(2, 'ArrowDown', 3)).toEqual({ kind: 'select', index: 0 });
    expect(selectionKey(0, 'ArrowUp', 3)).toEqual({ kind: 'select', index: 2 });
    expect(selectionKey(1, 'Delete', 3)).toEqual({ kind: 'delete', index: 1 });
    expect(selectionKey(1, 'Backspace', 3)).toEqual({ kind: 'delete', index: 1 });
  });

  it('does nothing without drawings or without one picked', () => {
    expect(selectionKey(undefined, 'ArrowDown', 0)).toEqual({ kind: 'ignored' });
    expect(selectionKey(undefined, 'Delete', 3)).toEqual({ kind: 'ignored' });
    expect(selectionKey(5, 'Delete', 3)).toEqual({ kind: 'ignored' });
  });
});

describe('a typed line price', () => {
  it('takes a positive decimal, with a point or a comma', () => {
    expect(typedPrice('90000.5')).toBe(90_000.5);
    expect(typedPrice(' 90000,5 ')).toBe(90_000.5);
    expect(typedPrice('0')).toBeUndefined();
    expect(typedPrice('-5')).toBeUndefined();
    expect(typedPrice('1e5')).toBeUndefined();
    expect(typedPrice('')).toBeUndefined();
  });
});
