import { type DataRouter, matchRoutes } from 'react-router';

interface MatchedRoute {
  route: { path?: string };
}

/**
 * The route pattern of a match list, e.g. `/ja_JP/events-announcements/:eventClass/:id`: errors and
 * traces group by screen rather than by every id a visitor opened.
 */
export function routePatternOf(matches: readonly MatchedRoute[]): string {
  const segments = matches.flatMap((match) => (match.route.path ? [match.route.path.replace(/^\/+|\/+$/g, '')] : []));
  return `/${segments.filter(Boolean).join('/')}`;
}

/**
 * The browser's router. React Router sets this global when it hydrates (its dev tools and Sentry's
 * own React Router integration read it too); it is missing before hydration and on the server.
 */
function hydratedRouter(): DataRouter | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
}

/** The pattern of the page on screen now, when the router is up. */
export function currentRoutePattern(): string | undefined {
  const matches = hydratedRouter()?.state.matches;
  return matches && matches.length > 0 ? routePatternOf(matches) : undefined;
}

/** The pattern `pathname` matches, for a navigation that has not rendered yet. */
export function routePatternFor(pathname: string): string | undefined {
  const router = hydratedRouter();
  if (!router) return undefined;
  const matches = matchRoutes(router.routes, pathname, router.basename);
  return matches ? routePatternOf(matches) : undefined;
}
