import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

export interface ModalFocusOptions {
  dialogRef: RefObject<HTMLElement | null>;
  /** Only the top popup traps focus and answers Escape, so nested popups do not fight. */
  isTop: boolean;
  /** What gets focus on open; the dialog itself otherwise, so its label is announced first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  onEscape: () => void;
}

/**
 * Focus handling of a modal dialog (WAI-ARIA dialog pattern): focus moves in on mount and goes
 * back where it was on unmount; Tab and Shift+Tab cycle inside; focus landing outside is pulled
 * back; Escape closes. Listeners sit on the document so they work wherever focus is.
 */
export function useModalFocus({ dialogRef, isTop, initialFocusRef, onEscape }: ModalFocusOptions): void {
  const returnFocusTo = useRef<Element | null>(null);
  useLayoutEffect(() => {
    returnFocusTo.current = document.activeElement;
    (initialFocusRef?.current ?? dialogRef.current)?.focus();
  }, [dialogRef, initialFocusRef]);

  const closeOnEscape = useEffectEvent(onEscape);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isTop || !dialog) return;

    const onKeyDown = (event: KeyboardEvent) => {
      // Escape also cancels an IME composition or closes a menu inside the dialog: that is not a close.
      if (event.key === 'Escape' && !event.isComposing && !event.defaultPrevented) {
        event.preventDefault();
        closeOnEscape();
      } else if (event.key === 'Tab') {
        const inside = focusables(dialog);
        const first = inside[0];
        const last = inside.at(-1);
        const active = document.activeElement;
        const leavingStart = active === first || active === dialog || !dialog.contains(active);
        if (event.shiftKey && leavingStart) {
          event.preventDefault();
          (last ?? dialog).focus();
        } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
          event.preventDefault();
          (first ?? dialog).focus();
        }
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [dialogRef, isTop]);

  // Declared after the trap on purpose: React runs effect cleanups in declaration order, so the trap
  // is gone before focus goes back, and cannot pull it into the closing dialog again.
  useEffect(
    () => () => {
      const previous = returnFocusTo.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    },
    [],
  );
}
