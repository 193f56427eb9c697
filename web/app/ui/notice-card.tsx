import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore, useAppStoreApi } from '../state/app-store.tsx';

/** How far (px) a notice is swiped sideways, or up, before it goes. */
const SWIPE_AWAY = 48;

/**
 * The one visitor-facing message slot (spec 8 errors the UI reports, and the platform's notices).
 * It sits where no order control is (tokens.css `.notice`) and goes on a tap, a swipe, its close
 * button or Escape (unless a dialog is open or something else took that Escape); a platform notice
 * dismissed is marked read, so no later page shows it again.
 */
export function NoticeCard() {
  const { t } = useTranslation();
  const store = useAppStoreApi();
  const notice = useAppStore((state) => state.notice);
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);

  const dismiss = () => {
    const shown = store.getState().notice;
    if (!shown) return;
    store.getState().dismissNotice();
    setOffset(0);
    const from = shown.from;
    if (from)
      void import('../lib/notifications/dismiss-notice.ts')
        .then(({ markDismissedRead }) => markDismissedRead(from))
        .catch(() => {});
  };
  const dismissRef = useRef(dismiss);
  dismissRef.current = dismiss;

  const shown = notice !== null;
  useEffect(() => {
    if (!shown) return;
    // On the window, so it hears a key after every listener on the document (a dialog, the terminal's
    // shortcuts clearing the order form): an Escape one of them took, or meant for an open dialog, stays theirs.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[aria-modal="true"]')) return;
      dismissRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  if (!notice) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current) setOffset(event.clientX - start.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_AWAY || dy <= -SWIPE_AWAY) dismiss();
    else setOffset(0);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap anywhere dismisses it (a phone has no Escape); the keyboard has Escape and the close button
    <div
      className="notice"
      role="alert"
      data-testid="notice"
      style={offset ? { translate: `${offset}px 0`, opacity: Math.max(0.3, 1 - Math.abs(offset) / 200) } : undefined}
      onClick={dismiss}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      <span className="notice__text">{notice.text}</span>
      <button type="button" className="icon-button" onClick={dismiss} aria-label={t('common.close')}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
