import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import './panel-resizer.css';

export interface PanelResizerProps {
  /** `vertical`: a bar between two columns (moves left and right); `horizontal`: between two rows. */
  orientation: 'vertical' | 'horizontal';
  /** Accessible name, e.g. "Resize the order book". */
  label: string;
  value: number;
  min: number;
  max: number;
  /** What one arrow key press changes. */
  step: number;
  /** +1 when moving right or down makes the value grow, -1 when it shrinks it. */
  direction: 1 | -1;
  /** Pixels of pointer travel per unit of value (1 for sizes in px). */
  pixelsPerUnit(): number;
  onResize(value: number): void;
  className?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A window splitter (WAI-ARIA separator): dragged with the pointer, or focused and moved with the
 * arrow keys (Home and End for the smallest and largest size).
 */
export function PanelResizer({
  orientation,
  label,
  value,
  min,
  max,
  step,
  direction,
  pixelsPerUnit,
  onResize,
  className,
}: PanelResizerProps) {
  const drag = useRef<{ start: number; value: number; perUnit: number } | null>(null);
  const along = (event: PointerEvent) => (orientation === 'vertical' ? event.clientX : event.clientY);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { start: along(event), value, perUnit: pixelsPerUnit() || 1 };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    const moved = ((along(event) - from.start) / from.perUnit) * direction;
    onResize(clamp(Math.round(from.value + moved), min, max));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const grow = orientation === 'vertical' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    let next: number | undefined;
    if (event.key === grow[1]) next = value + step * direction;
    else if (event.key === grow[0]) next = value - step * direction;
    else if (event.key === 'Home') next = min;
    else if (event.key === 'End') next = max;
    if (next === undefined) return;
    event.preventDefault();
    onResize(clamp(next, min, max));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused and moved; this is the ARIA window splitter.
    <div
      role="separator"
      tabIndex={0}
      aria-label={label}
      aria-orientation={orientation}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      className={`panel-resizer panel-resizer--${orientation}${className ? ` ${className}` : ''}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
