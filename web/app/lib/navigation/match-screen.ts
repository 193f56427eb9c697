import { defaultLocale, localeCodes } from '@vela/contracts/locale-table';
import { matchRoutes } from 'react-router';
import { routeId, type Screen, screenOfRouteId, screens } from '../../route-list.ts';

const routeObjects = screens.flatMap((screen) =>
  localeCodes.map((locale) => {
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    return { id: routeId(screen.id, locale, locale === defaultLocale), path: `${prefix}/${screen.path}` };
  }),
);

export interface ScreenMatch {
  screen: Screen;
  params: Readonly<Record<string, string | undefined>>;
}

// `matchRoutes` flattens and ranks all the routes (every screen in 12 locales) on each call, and a
// server render asks several times for the same path (the root and layout loaders, each API call
// of a loader): the answers are kept per pathname, up to a bound.
const matches = new Map<string, ScreenMatch | null>();
const MATCHES_KEPT = 2000;

/** The screen a pathname shows (the same ranking React Router applies), or undefined for a 404. */
export function matchScreen(pathname: string): ScreenMatch | undefined {
  let found = matches.get(pathname);
  if (found === undefined) {
    const match = matchRoutes(routeObjects, pathname)?.at(-1);
    const screen = match ? screenOfRouteId(match.route.id) : undefined;
    found = match && screen ? { screen, params: Object.freeze({ ...match.params }) } : null;
    if (matches.size >= MATCHES_KEPT) matches.clear();
    matches.set(pathname, found);
  }
  return found ?? undefined;
}
