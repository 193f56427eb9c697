/**
 * Where a dragged popup may go (spec 9: "drag handle keeps a popup in the window with offset
 * 64 px"). Pure, in CSS pixels relative to the viewport's top-left corner.
 */

export const POPUP_DRAG_OFFSET = 64;
/** How far one arrow-key press moves a popup by its handle. */
export const POPUP_KEY_STEP = 16;

export interface PopupRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

function clamp(value: number, min: number, max: number): number {
  // When the viewport is too small for both bounds, the minimum wins.
  return Math.max(min, Math.min(value, max));
}

/**
 * Keeps at least `offset` px of the popup inside the viewport on the left, right and bottom, and
 * its top edge (where the drag handle is) never above the viewport, so the handle can always be
 * grabbed again. A popup smaller than the offset must stay fully inside.
 */
export function clampPopupPosition(rect: PopupRect, viewport: Viewport, offset = POPUP_DRAG_OFFSET): Point {
  const keepX = Math.min(offset, rect.width);
  const keepY = Math.min(offset, rect.height);
  return {
    x: clamp(rect.x, keepX - rect.width, viewport.width - keepX),
    y: clamp(rect.y, 0, viewport.height - keepY),
  };
}

// A Map, not an object literal: a key such as "constructor" must not find an inherited property.
const KEY_DIRECTIONS: ReadonlyMap<string, Point> = new Map([
  ['ArrowLeft', { x: -1, y: 0 }],
  ['ArrowRight', { x: 1, y: 0 }],
  ['ArrowUp', { x: 0, y: -1 }],
  ['ArrowDown', { x: 0, y: 1 }],
]);

/** The position after an arrow key on the handle, clamped; undefined for any other key. */
export function movePopupByKey(
  key: string,
  rect: PopupRect,
  viewport: Viewport,
  step = POPUP_KEY_STEP,
): Point | undefined {
  const direction = KEY_DIRECTIONS.get(key);
  if (!direction) return undefined;
  return clampPopupPosition({ ...rect, x: rect.x + direction.x * step, y: rect.y + direction.y * step }, viewport);
}
