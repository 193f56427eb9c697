import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPopupPosition, movePopupByKey } from './position.ts';

const viewport = { width: 1280, height: 800 };
const popup = { width: 400, height: 300 };

describe('clampPopupPosition', () => {
  it('leaves a popup inside the window where it is', () => {
    expect(clampPopupPosition({ ...popup, x: 100, y: 50 }, viewport)).toEqual({ x: 100, y: 50 });
  });

  it('keeps 64 px visible past the left, right and bottom edges', () => {
    expect(clampPopupPosition({ ...popup, x: -1000, y: 50 }, viewport)).toEqual({ x: 64 - 400, y: 50 });
    expect(clampPopupPosition({ ...popup, x: 5000, y: 50 }, viewport)).toEqual({ x: 1280 - 64, y: 50 });
    expect(clampPopupPosition({ ...popup, x: 100, y: 5000 }, viewport)).toEqual({ x: 100, y: 800 - 64 });
  });

  it('never lets the top edge, where the handle is, leave the window', () => {
    expect(clampPopupPosition({ ...popup, x: 100, y: -10 }, viewport)).toEqual({ x: 100, y: 0 });
  });

  it('takes another offset', () => {
    expect(clampPopupPosition({ ...popup, x: 5000, y: 5000 }, viewport, 10)).toEqual({ x: 1270, y: 790 });
  });

  it('keeps a popup smaller than the offset wholly inside', () => {
    expect(clampPopupPosition({ x: 5000, y: 5000, width: 40, height: 20 }, viewport)).toEqual({ x: 1240, y: 780 });
    expect(clampPopupPosition({ x: -5000, y: -5000, width: 40, height: 20 }, viewport)).toEqual({ x: 0, y: 0 });
  });

  it('always leaves the handle reachable: at least min(64, size) px visible on each axis, top edge in view', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 200, max: 4000 }),
        fc.integer({ min: 200, max: 4000 }),
        (x, y, width, height, viewportWidth, viewportHeight) => {
          const at = clampPopupPosition({ x, y, width, height }, { width: viewportWidth, height: viewportHeight });
          const visibleWidth = Math.min(at.x + width, viewportWidth) - Math.max(at.x, 0);
          const visibleHeight = Math.min(at.y + height, viewportHeight) - Math.max(at.y, 0);
          expect(visibleWidth).toBeGreaterThanOrEqual(Math.min(64, width));
          expect(visibleHeight).toBeGreaterThanOrEqual(Math.min(64, height));
          expect(at.y).toBeGreaterThanOrEqual(0);
          expect(at.y).toBeLessThan(viewportHeight);
        },
      ),
    );
  });
});

describe('movePopupByKey', () => {
  const rect = { ...popup, x: 100, y: 100 };

  it('moves 16 px per arrow key', () => {
    expect(movePopupByKey('ArrowLeft', rect, viewport)).toEqual({ x: 84, y: 100 });
    expect(movePopupByKey('ArrowRight', rect, viewport)).toEqual({ x: 116, y: 100 });
    expect(movePopupByKey('ArrowUp', rect, viewport)).toEqual({ x: 100, y: 84 });
    expect(movePopupByKey('ArrowDown', rect, viewport)).toEqual({ x: 100, y: 116 });
  });

  it('stays clamped at the edges', () => {
    expect(movePopupByKey('ArrowUp', { ...rect, y: 8 }, viewport)).toEqual({ x: 100, y: 0 });
    expect(movePopupByKey('ArrowRight', { ...rect, x: 1280 - 64 }, viewport)).toEqual({ x: 1280 - 64, y: 100 });
  });

  it('ignores other keys', () => {
    expect(movePopupByKey('Enter', rect, viewport)).toBeUndefined();
    expect(movePopupByKey('a', rect, viewport)).toBeUndefined();
    expect(movePopupByKey('constructor', rect, viewport)).toBeUndefined();
  });
});
