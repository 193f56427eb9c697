import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button that opens a panel, both inside `root`: a press outside root closes the panel, and so
 * does Escape (`closeOnEscape`, given root's key presses); closing by a key or a choice (`close`)
 * puts the focus back on the button. `buttonProps` wire the button to the panel (`panelId`).
 */
export function useDisclosure<Root extends HTMLElement = HTMLDivElement>(onClose?: () => void) {
  const [open, setOpen] = useState(false);
  const root = useRef<Root>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    onClose?.();
    button.current?.focus();
  };
  /** Closes the open panel on Escape, which goes no further; true when it did. */
  const closeOnEscape = (event: Pick<KeyboardEvent, 'key' | 'stopPropagation'>) => {
    if (event.key !== 'Escape' || !open) return false;
    event.stopPropagation();
    close();
    return true;
  };
  const buttonProps = { ref: button, type: 'button', 'aria-expanded': open, 'aria-controls': panelId } as const;
  return { open, setOpen, close, closeOnEscape, root, button, buttonProps, panelId };
}
