import { type ReactNode, type RefObject, useId, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import './popup.css';
import { useModalFocus } from './use-modal-focus.ts';
import { usePopupDrag } from './use-popup-drag.ts';
import { usePopupLayer } from './use-popup-layer.ts';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The visible title; it also names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Accessible name of the close button, e.g. t('common.close'). */
  closeLabel: string;
  /** Giving it makes the dialog draggable by its title bar: the accessible name of the move handle. */
  moveLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Receives focus on open; the dialog itself does otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close on a click on the dimmed backdrop (default true); Escape always closes. */
  closeOnBackdrop?: boolean;
  className?: string;
}

const subscribeNever = () => () => {};

/**
 * Accessible modal dialog: role="dialog", aria-modal, labelled by its title, focus moved in and
 * restored, trapped while open, closed by Escape; stacked above other popups from z-index 2000;
 * optionally dragged by the title bar (pointer or arrow keys on the handle), kept in the window.
 * Rendered in a portal on document.body, so on the server (no document) it renders nothing.
 */
export function Dialog(props: DialogProps) {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!props.open || !inBrowser) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

// Mounted only while open, so opening and closing are mount and unmount for every hook below.
function OpenDialog({
  onClose,
  title,
  closeLabel,
  moveLabel,
  children,
  footer,
  initialFocusRef,
  closeOnBackdrop = true,
  className,
}: DialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const { zIndex, isTop } = usePopupLayer(id);
  useModalFocus({ dialogRef, isTop, initialFocusRef, onEscape: onClose });
  const drag = usePopupDrag(dialogRef);

  return (
    <div className="popup-layer" style={{ zIndex }}>
      {/* Pointer-only shortcut: keyboard users close with Escape or the close button. */}
      <div className="popup-backdrop" aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `popup ${className}` : 'popup'}
        data-draggable={moveLabel ? '' : undefined}
        style={drag.style}
      >
        <div className="popup-header">
          {moveLabel && <button type="button" className="popup-handle" aria-label={moveLabel} {...drag.handleProps} />}
          <h2 id={titleId} className="popup-title">
            {title}
          </h2>
          <button type="button" className="popup-close" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="popup-body">{children}</div>
        {footer && <div className="popup-footer">{footer}</div>}
      </div>
    </div>
  );
}
