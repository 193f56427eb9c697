// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog';

type Props = Partial<DialogProps> & { label?: string };

function Harness({ label = 'Confirm order', ...props }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={label}
        closeLabel={`close ${label}`}
        footer={<button type="button">ok {label}</button>}
        {...props}
      >
        <input aria-label={`amount ${label}`} />
        {props.children}
      </Dialog>
    </>
  );
}

function openDialog(label = 'Confirm order') {
  const opener = screen.getByRole('button', { name: `open ${label}` });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: label }) };
}

function press(key: string, init: KeyboardEventInit = {}) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });
}

function setRect(element: HTMLElement, rect: { x: number; y: number; width: number; height: number }) {
  element.getBoundingClientRect = () =>
    ({
      ...rect,
      left: rect.x,
      top: rect.y,
      right: rect.x + rect.width,
      bottom: rect.y + rect.height,
      toJSON: () => rect,
    }) as DOMRect;
}

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});
afterEach(cleanup);

describe('Dialog', () => {
  it('renders nothing on the server, even open', () => {
    expect(
      renderToString(
        <Dialog open onClose={() => {}} title="t" closeLabel="c">
          body
        </Dialog>,
      ),
    ).toBe('');
  });

  it('is a labelled modal dialog with only the text it is given', () => {
    render(<Harness />);
    const { dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Confirm order');
    expect(screen.getByRole('button', { name: 'close Confirm order' })).toBeTruthy();
    expect(dialog.textContent).toBe('Confirm orderok Confirm order');
  });

  it('moves focus in on open and back to the opener on close', () => {
    render(<Harness />);
    const { opener, dialog } = openDialog();
    expect(document.activeElement).toBe(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'close Confirm order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focuses the initial focus target when given', () => {
    function WithInitialFocus() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Harness initialFocusRef={ref}>
          <button ref={ref} type="button">
            target
          </button>
        </Harness>
      );
    }
    render(<WithInitialFocus />);
    openDialog();
    expect(document.activeElement?.textContent).toBe('target');
  });

  it('closes on Escape, but not on an Escape that ends an IME composition', () => {
    render(<Harness />);
    const { opener } = openDialog();
    press('Escape', { isComposing: true });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click unless told not to', () => {
    const { unmount } = render(<Harness />);
    openDialog();
    fireEvent.click(document.querySelector('.popup-backdrop') as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Harness closeOnBackdrop={false} />);
    openDialog();
    fireEvent.click(document.querySelector('.popup-backdrop') as Element);
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('traps Tab and Shift+Tab inside and pulls outside focus back', () => {
    render(<Harness />);
    const { opener, dialog } = openDialog();
    const close = screen.getByRole('button', { name: 'close Confirm order' });
    const ok = screen.getByRole('button', { name: 'ok Confirm order' });

    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(ok);
    press('Tab');
    expect(document.activeElement).toBe(close);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(ok);

    act(() => opener.focus());
    expect(document.activeElement).toBe(dialog);
  });

  it('stacks from z-index 2000 and lets only the top dialog answer Escape', () => {
    render(
      <>
        <Harness label="first" />
        <Harness label="second" />
      </>,
    );
    const { dialog: first } = openDialog('first');
    // The opener of the second is outside the first dialog: click it as a pointer user would.
    fireEvent.click(screen.getByRole('button', { name: 'open second' }));
    const second = screen.getByRole('dialog', { name: 'second' });
    const layerOf = (dialog: HTMLElement) => (dialog.parentElement as HTMLElement).style.zIndex;
    expect(layerOf(first)).toBe('2000');
    expect(layerOf(second)).toBe('2001');

    press('Escape');
    expect(screen.queryByRole('dialog', { name: 'second' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'first' })).not.toBeNull();
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no move handle unless a move label is given', () => {
    render(<Harness />);
    const { dialog } = openDialog();
    expect(dialog.querySelector('.popup-handle')).toBeNull();
    expect(dialog.hasAttribute('data-draggable')).toBe(false);
  });

  it('moves 16 px per arrow key on the focused handle, clamped to the window', () => {
    render(<Harness moveLabel="Move dialog" />);
    const { dialog } = openDialog();
    const handle = screen.getByRole('button', { name: 'Move dialog' });
    setRect(dialog, { x: 440, y: 8, width: 400, height: 300 });
    handle.focus();

    press('ArrowRight');
    expect(dialog.style.left).toBe('456px');
    expect(dialog.style.top).toBe('8px');
    expect(dialog.style.position).toBe('fixed');

    press('ArrowUp');
    expect(dialog.style.top).toBe('0px');
  });

  it('follows a pointer drag on the handle, keeping 64 px in the window', () => {
    render(<Harness moveLabel="Move dialog" />);
    const { dialog } = openDialog();
    const handle = screen.getByRole('button', { name: 'Move dialog' });
    handle.setPointerCapture = vi.fn();
    handle.hasPointerCapture = () => true;
    handle.releasePointerCapture = vi.fn();
    setRect(dialog, { x: 440, y: 250, width: 400, height: 300 });

    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 500, clientY: 260 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 450, clientY: 300 });
    expect([dialog.style.left, dialog.style.top]).toEqual(['390px', '290px']);

    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 5000, clientY: 5000 });
    expect([dialog.style.left, dialog.style.top]).toEqual([`${1280 - 64}px`, `${800 - 64}px`]);

    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(handle.releasePointerCapture).toHaveBeenCalledWith(1);
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 0, clientY: 0 });
    expect(dialog.style.left).toBe(`${1280 - 64}px`);
  });

  it('brings a moved dialog back into reach when the window shrinks', () => {
    render(<Harness moveLabel="Move dialog" />);
    const { dialog } = openDialog();
    setRect(dialog, { x: 1000, y: 600, width: 400, height: 300 });
    screen.getByRole('button', { name: 'Move dialog' }).focus();
    press('ArrowDown');
    expect([dialog.style.left, dialog.style.top]).toEqual(['1000px', '616px']);

    setRect(dialog, { x: 1000, y: 616, width: 400, height: 300 });
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
      window.dispatchEvent(new Event('resize'));
    });
    expect([dialog.style.left, dialog.style.top]).toEqual([`${800 - 64}px`, `${500 - 64}px`]);
  });
});
