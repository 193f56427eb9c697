import { type ReactNode, useEffect, useRef } from 'react';
import { useDisclosure } from './use-disclosure.ts';

interface MenuButtonProps {
  label: ReactNode;
  /** Accessible name when the label is not text (an icon). */
  ariaLabel?: string;
  className?: string;
  /** Called each time the menu opens (to load what it lists). */
  onOpen?: () => void;
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure menu: a button that shows a list of links. Escape and a click elsewhere close it,
 * focus returns to the button, and arrow keys move between the entries.
 */
export function MenuButton({ label, ariaLabel, className, onOpen, children }: MenuButtonProps) {
  const { open, setOpen, close, closeOnEscape, root, buttonProps, panelId } = useDisclosure();

  const onKeyDown = (event: KeyboardEvent) => {
    if (closeOnEscape(event)) return;
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    if (!open) setOpen(true);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = items[(current + step + items.length) % items.length];
    requestAnimationFrame(() => next?.focus());
  };
  const latestOnKeyDown = useRef(onKeyDown);
  latestOnKeyDown.current = onKeyDown;

  // Keys are handled on the wrapper (button and panel alike) through a native listener.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const listener = (event: KeyboardEvent) => latestOnKeyDown.current(event);
    element.addEventListener('keydown', listener);
    return () => element.removeEventListener('keydown', listener);
  }, [root]);

  return (
    <div className={`menu ${className ?? ''}`} ref={root}>
      <button
        {...buttonProps}
        className="menu__button"
        aria-label={ariaLabel}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {label}
        <span aria-hidden="true" className="menu__caret">
          ▾
        </span>
      </button>
      <div id={panelId} className="menu__panel" hidden={!open}>
        {children(close)}
      </div>
    </div>
  );
}
