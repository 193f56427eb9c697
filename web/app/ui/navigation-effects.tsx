import { useEffect } from 'react';
import { ScrollRestoration, useLocation, useMatches } from 'react-router';
import { screenOfRouteId } from '../route-list.ts';

/** The spec's wait for repaint before scrolling to a target. */
const REPAINT_WAIT_MS = 100;

/**
 * Scroll behaviour of spec 2.4: React Router restores saved positions on back/forward and starts
 * new pages at the top; a hash scrolls to its target once the page has painted, and screens
 * flagged scrollToTop always start at the top.
 */
export function NavigationEffects() {
  const location = useLocation();
  const matches = useMatches();
  const scrollToTop = screenOfRouteId(matches.at(-1)?.id ?? '')?.scrollToTop ?? false;

  useEffect(() => {
    if (!location.hash && !scrollToTop) return;
    const timer = window.setTimeout(() => {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else if (scrollToTop) window.scrollTo(0, 0);
    }, REPAINT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [location, scrollToTop]);

  return <ScrollRestoration />;
}
