import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from './clock.ts';
import { type HistoryGlobals, historyNavigation } from './navigation.ts';

function fakeWindow() {
  const popstate = new Set<() => void>();
  const pushState = vi.fn((_data: unknown, _unused: string, url?: string | URL | null) => {
    if (url) page.location.pathname = String(url);
  });
  const replaceState = vi.fn((_data: unknown, _unused: string, url?: string | URL | null) => {
    if (url) page.location.pathname = String(url);
  });
  const page = {
    location: { pathname: '/' },
    document: { title: 'Home' },
    history: { pushState, replaceState },
    addEventListener: (_type: 'popstate', listener: () => void) => void popstate.add(listener),
    removeEventListener: (_type: 'popstate', listener: () => void) => void popstate.delete(listener),
    popstate,
  } satisfies HistoryGlobals & { popstate: Set<() => void> };
  return { page, originals: { pushState, replaceState } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('history navigation', () => {
  it('reports the current page', () => {
    const { page } = fakeWindow();
    expect(historyNavigation(page, systemClock).current()).toEqual({ path: '/', title: 'Home' });
  });

  it('reports a pushState to a new path a tick later, with the title the new page set', async () => {
    const { page, originals } = fakeWindow();
    const seen: unknown[] = [];
    historyNavigation(page, systemClock).subscribe((next) => seen.push(next));
    page.history.pushState({}, '', '/markets');
    expect(originals.pushState).toHaveBeenCalledWith({}, '', '/markets');
    page.document.title = 'Markets';
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([{ path: '/markets', title: 'Markets' }]);
  });

  it('ignores history writes that keep the path, and reports back/forward', async () => {
    const { page } = fakeWindow();
    const seen: string[] = [];
    historyNavigation(page, systemClock).subscribe((next) => seen.push(next.path));
    page.history.replaceState({ key: 1 }, '');
    page.history.replaceState({}, '', '/');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([]);
    page.location.pathname = '/login';
    for (const listener of page.popstate) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['/login']);
  });

  it('puts history back when the last listener leaves', () => {
    const { page, originals } = fakeWindow();
    const navigation = historyNavigation(page, systemClock);
    const stopFirst = navigation.subscribe(() => {});
    const stopSecond = navigation.subscribe(() => {});
    expect(page.history.pushState).not.toBe(originals.pushState);
    stopFirst();
    expect(page.history.pushState).not.toBe(originals.pushState);
    stopSecond();
    expect(page.history.pushState).toBe(originals.pushState);
    expect(page.history.replaceState).toBe(originals.replaceState);
    expect(page.popstate.size).toBe(0);
  });

  it('leaves a wrapper installed after its own in place', () => {
    const { page, originals } = fakeWindow();
    const stop = historyNavigation(page, systemClock).subscribe(() => {});
    const later = vi.fn();
    page.history.pushState = later;
    stop();
    expect(page.history.pushState).toBe(later);
    expect(page.history.replaceState).toBe(originals.replaceState);
  });
});
