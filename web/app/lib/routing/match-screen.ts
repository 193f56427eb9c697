import { defaultLocale, localeCodes } from '@vela/contracts/locale-table';
import { matchRoutes } from 'react-router';
import { routeId, type Screen, screenOfRouteId, screens } from '../../route-list.ts';

const routeObjects = screens.flatMap((screen) =>
  localeCodes.map((locale) => {
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    return { id: routeId(screen.id, locale, locale === defaultLocale), path: `${prefix}/${screen.path}` };
  }),
);

/** The screen a pathname shows (the same ranking React Router applies), or undefined for a 404. */
export function matchScreen(
  pathname: string,
): { screen: Screen; params: Record<string, string | undefined> } | undefined {
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  const screen = match ? screenOfRouteId(match.route.id) : undefined;
  return match && screen ? { screen, params: match.params } : undefined;
}
