import type { Clock } from './clock.ts';

export interface PageLocation {
  path: string;
  title: string;
}

/** What automatic page views (quick('autoTrack')) listen to. */
export interface NavigationSource {
  current(): PageLocation;
  /** Calls back once per change of path; returns the function that stops listening. */
  subscribe(onNavigate: (page: PageLocation) => void): () => void;
}

type HistoryMethod = (data: unknown, unused: string, url?: string | URL | null) => void;

/** The browser globals the history listener needs; `window` satisfies it. */
export interface HistoryGlobals {
  location: { pathname: string };
  document: { title: string };
  history: { pushState: HistoryMethod; replaceState: HistoryMethod };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/**
 * Page changes in a client-routed app: back/forward (popstate) and pushState/replaceState, which
 * the router calls and which fire no event, so they are wrapped while someone listens. A change is
 * reported a tick later, once the new page had a chance to set its title; only a new pathname is a
 * new page (query and hash changes are not).
 */
export function historyNavigation(globals: HistoryGlobals, clock: Clock): NavigationSource {
  const listeners = new Set<(page: PageLocation) => void>();
  const current = (): PageLocation => ({ path: globals.location.pathname, title: globals.document.title });
  let lastPath = globals.location.pathname;
  let restore: (() => void) | undefined;

  const check = () => {
    clock.setTimeout(() => {
      const page = current();
      if (page.path === lastPath) return;
      lastPath = page.path;
      for (const listener of listeners) listener(page);
    }, 0);
  };

  function wrap(): () => void {
    const { history } = globals;
    const originals = { pushState: history.pushState, replaceState: history.replaceState };
    const wrapped = {
      pushState: ((...args) => {
        originals.pushState.apply(history, args);
        check();
      }) satisfies HistoryMethod,
      replaceState: ((...args) => {
        originals.replaceState.apply(history, args);
        check();
      }) satisfies HistoryMethod,
    };
    history.pushState = wrapped.pushState;
    history.replaceState = wrapped.replaceState;
    globals.addEventListener('popstate', check);
    return () => {
      globals.removeEventListener('popstate', check);
      // Another script may have wrapped ours since: putting the originals back would drop its wrapper.
      if (history.pushState === wrapped.pushState) history.pushState = originals.pushState;
      if (history.replaceState === wrapped.replaceState) history.replaceState = originals.replaceState;
    };
  }

  return {
    current,
    subscribe(onNavigate) {
      if (listeners.size === 0) {
        lastPath = globals.location.pathname;
        restore = wrap();
      }
      listeners.add(onNavigate);
      return () => {
        listeners.delete(onNavigate);
        if (listeners.size === 0) {
          restore?.();
          restore = undefined;
        }
      };
    },
  };
}
