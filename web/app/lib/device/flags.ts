/**
 * Layout flags (mobile < 768 px <= tablet < 1200 px <= desktop) and the store that keeps them in
 * step with the window. The store lives outside React so components read it with
 * useSyncExternalStore (see use-device-flags.ts); nothing here touches `window` at import time.
 */

export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

export interface DeviceFlags {
  readonly kind: DeviceKind;
  readonly isMobile: boolean;
  readonly isTablet: boolean;
  readonly isDesktop: boolean;
}

export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1200;
/** Spec 9: "Device flags refresh 50 ms after a window resize". */
export const FLAGS_RESIZE_DELAY_MS = 50;

function freeze(kind: DeviceKind): DeviceFlags {
  return Object.freeze({
    kind,
    isMobile: kind === 'mobile',
    isTablet: kind === 'tablet',
    isDesktop: kind === 'desktop',
  });
}

/** One frozen object per kind: equal flags are the same object, as useSyncExternalStore requires. */
export const DEVICE_FLAGS: Readonly<Record<DeviceKind, DeviceFlags>> = {
  mobile: freeze('mobile'),
  tablet: freeze('tablet'),
  desktop: freeze('desktop'),
};

export function flagsFromWidth(width: number): DeviceFlags {
  if (width < TABLET_MIN_WIDTH) return DEVICE_FLAGS.mobile;
  return width < DESKTOP_MIN_WIDTH ? DEVICE_FLAGS.tablet : DEVICE_FLAGS.desktop;
}

// Tablets first: an Android tablet's user agent lacks "Mobile", a phone's has it.
const TABLET_USER_AGENT = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const MOBILE_USER_AGENT = /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|BlackBerry/i;

/**
 * The server's guess from the request's user agent, so phones get the mobile layout in the first
 * HTML. An iPad that reports itself as a Mac gets desktop until the browser measures the window.
 */
export function flagsFromUserAgent(userAgent: string | null | undefined): DeviceFlags {
  if (!userAgent) return DEVICE_FLAGS.desktop;
  if (TABLET_USER_AGENT.test(userAgent)) return DEVICE_FLAGS.tablet;
  return MOBILE_USER_AGENT.test(userAgent) ? DEVICE_FLAGS.mobile : DEVICE_FLAGS.desktop;
}

export interface FlagsWindow {
  readonly innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number | undefined): void;
}

export interface DeviceFlagsStore {
  getSnapshot(): DeviceFlags;
  subscribe(listener: () => void): () => void;
}

/**
 * Measures once on creation, then listens to `resize` while someone subscribes. A burst of resize
 * events (dragging a window edge, rotating a phone) recomputes once, 50 ms after the last event.
 */
export function createDeviceFlagsStore(win: FlagsWindow, delayMs = FLAGS_RESIZE_DELAY_MS): DeviceFlagsStore {
  let flags = flagsFromWidth(win.innerWidth);
  const listeners = new Set<() => void>();
  let timer: number | undefined;

  const refresh = () => {
    timer = undefined;
    const next = flagsFromWidth(win.innerWidth);
    if (next === flags) return;
    flags = next;
    for (const listener of listeners) listener();
  };
  const onResize = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(refresh, delayMs);
  };

  return {
    getSnapshot: () => flags,
    subscribe(listener) {
      if (listeners.size === 0) {
        win.addEventListener('resize', onResize);
        // The window may have changed while nobody listened.
        flags = flagsFromWidth(win.innerWidth);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        win.removeEventListener('resize', onResize);
        win.clearTimeout(timer);
        timer = undefined;
      };
    },
  };
}
