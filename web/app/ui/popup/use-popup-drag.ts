import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { clampPopupPosition, movePopupByKey, type Point, type Viewport } from '../../lib/popup/position.ts';

interface DragStart {
  pointerId: number;
  pointerX: number;
  pointerY: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

function viewport(): Viewport {
  return { width: window.innerWidth, height: window.innerHeight };
}

export interface PopupDrag {
  /** Undefined until first moved: the popup stays centred by CSS. */
  style: CSSProperties | undefined;
  handleProps: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(event: PointerEvent<HTMLElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
}

/**
 * Moves the popup by its handle, with the pointer or the arrow keys (16 px a press), always
 * clamped so the handle stays reachable (lib/popup/position.ts). Pointer capture keeps the drag
 * going when the pointer outruns the handle.
 */
export function usePopupDrag(popupRef: RefObject<HTMLElement | null>): PopupDrag {
  const [position, setPosition] = useState<Point>();
  const drag = useRef<DragStart | undefined>(undefined);

  // A window that shrinks could otherwise strand a moved popup out of reach.
  const moved = position !== undefined;
  useEffect(() => {
    if (!moved) return;
    const onResize = () => {
      const rect = popupRef.current?.getBoundingClientRect();
      if (rect)
        setPosition(
          clampPopupPosition({ x: rect.left, y: rect.top, width: rect.width, height: rect.height }, viewport()),
        );
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [popupRef, moved]);

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = undefined;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  };

  return {
    style: position && { position: 'fixed', left: position.x, top: position.y, margin: 0 },
    handleProps: {
      onPointerDown(event) {
        const rect = popupRef.current?.getBoundingClientRect();
        if (event.button !== 0 || !rect) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = {
          pointerId: event.pointerId,
          pointerX: event.clientX,
          pointerY: event.clientY,
          x: rect.left,
          y: rect.top,
          width: rect.width,
          height: rect.height,
        };
      },
      onPointerMove(event) {
        const start = drag.current;
        if (start?.pointerId !== event.pointerId) return;
        const x = start.x + event.clientX - start.pointerX;
        const y = start.y + event.clientY - start.pointerY;
        setPosition(clampPopupPosition({ x, y, width: start.width, height: start.height }, viewport()));
      },
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onKeyDown(event) {
        const rect = popupRef.current?.getBoundingClientRect();
        if (!rect) return;
        const next = movePopupByKey(
          event.key,
          { x: rect.left, y: rect.top, width: rect.width, height: rect.height },
          viewport(),
        );
        if (!next) return;
        event.preventDefault();
        setPosition(next);
      },
    },
  };
}
