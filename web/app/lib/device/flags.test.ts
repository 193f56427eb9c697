import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeviceFlagsStore, DEVICE_FLAGS, type FlagsWindow, flagsFromUserAgent, flagsFromWidth } from './flags.ts';

describe('flagsFromWidth', () => {
  it('puts the boundaries at 768 and 1200 px', () => {
    expect(flagsFromWidth(0).kind).toBe('mobile');
    expect(flagsFromWidth(767).kind).toBe('mobile');
    expect(flagsFromWidth(767.5).kind).toBe('mobile');
    expect(flagsFromWidth(768).kind).toBe('tablet');
    expect(flagsFromWidth(1199).kind).toBe('tablet');
    expect(flagsFromWidth(1200).kind).toBe('desktop');
    expect(flagsFromWidth(3840).kind).toBe('desktop');
  });

  it('returns exactly one flag set, the same object for the same kind', () => {
    const flags = flagsFromWidth(900);
    expect(flags).toEqual({ kind: 'tablet', isMobile: false, isTablet: true, isDesktop: false });
    expect(flagsFromWidth(1000)).toBe(flags);
    expect(Object.isFrozen(flags)).toBe(true);
  });
});

describe('flagsFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 'desktop'],
  ])('%s -> %s', (userAgent, kind) => {
    expect(flagsFromUserAgent(userAgent)).toBe(DEVICE_FLAGS[kind as keyof typeof DEVICE_FLAGS]);
  });

  it('defaults to desktop without a user agent', () => {
    expect(flagsFromUserAgent(undefined)).toBe(DEVICE_FLAGS.desktop);
    expect(flagsFromUserAgent('')).toBe(DEVICE_FLAGS.desktop);
  });
});

function fakeWindow(innerWidth: number) {
  const resizeListeners = new Set<() => void>();
  const win = {
    innerWidth,
    addEventListener: (_type: 'resize', listener: () => void) => void resizeListeners.add(listener),
    removeEventListener: (_type: 'resize', listener: () => void) => void resizeListeners.delete(listener),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (id: number | undefined) => clearTimeout(id),
    resize(width: number) {
      win.innerWidth = width;
      for (const listener of resizeListeners) listener();
    },
    resizeListeners,
  } satisfies FlagsWindow & Record<string, unknown>;
  return win;
}

describe('createDeviceFlagsStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('recomputes 50 ms after the last resize of a burst, notifying once', () => {
    const win = fakeWindow(1300);
    const store = createDeviceFlagsStore(win);
    const listener = vi.fn();
    store.subscribe(listener);

    win.resize(1000);
    vi.advanceTimersByTime(30);
    win.resize(500);
    vi.advanceTimersByTime(49);
    expect(store.getSnapshot().kind).toBe('desktop');
    expect(listener).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().kind).toBe('mobile');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify when the kind stays the same', () => {
    const win = fakeWindow(1300);
    const store = createDeviceFlagsStore(win);
    const listener = vi.fn();
    store.subscribe(listener);
    win.resize(1900);
    vi.advanceTimersByTime(100);
    expect(listener).not.toHaveBeenCalled();
  });

  it('listens to the window only while subscribed and drops a pending refresh on the last unsubscribe', () => {
    const win = fakeWindow(1300);
    const store = createDeviceFlagsStore(win);
    const first = vi.fn();
    const unsubscribeFirst = store.subscribe(first);
    const unsubscribeSecond = store.subscribe(vi.fn());
    expect(win.resizeListeners.size).toBe(1);

    win.resize(500);
    unsubscribeFirst();
    unsubscribeSecond();
    expect(win.resizeListeners.size).toBe(0);
    vi.advanceTimersByTime(100);
    expect(first).not.toHaveBeenCalled();

    // Resubscribing measures again, so a change made while unsubscribed is not lost.
    store.subscribe(vi.fn());
    expect(store.getSnapshot().kind).toBe('mobile');
  });
});
