import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { defaultLocale, localeCodes } from '@vela/contracts/locale-table';
import { type LayoutName, layoutNames, routeId, type Screen, screens } from './route-list';

/** One route per screen and locale: unprefixed for en_US, /{locale}/... for the others. */
function localized(screen: Screen): RouteConfigEntry[] {
  return localeCodes.map((locale) => {
    const isDefault = locale === defaultLocale;
    const prefix = isDefault ? '' : locale;
    const path = [prefix, screen.path].filter(Boolean).join('/');
    const id = routeId(screen.id, locale, isDefault);
    return path === '' ? index(screen.file, { id }) : route(path, screen.file, { id });
  });
}

function notFoundRoutes(): RouteConfigEntry[] {
  return localeCodes.map((locale) => {
    const isDefault = locale === defaultLocale;
    return route(isDefault ? '*' : `${locale}/*`, 'routes/not-found.tsx', {
      id: routeId('not-found', locale, isDefault),
    });
  });
}

const byLayout = (name: LayoutName) => screens.filter((screen) => screen.layout === name).flatMap(localized);

export default [
  // /en_US/... is the default locale spelled out: 301 to the unprefixed path.
  route('en_US', 'routes/en-us-redirect.tsx', { id: 'en-us-redirect-root' }),
  route('en_US/*', 'routes/en-us-redirect.tsx', { id: 'en-us-redirect' }),
  // Test-only, outside the layouts so its error reaches the root boundary; the server answers 404
  // for it unless FAULT_ROUTES=on.
  route('__fault/render', 'routes/fault.tsx', { id: 'fault-render' }),
  ...layoutNames.map((name) =>
    layout(`layouts/${name}.tsx`, { id: `layout-${name}` }, [
      ...byLayout(name),
      ...(name === 'main' ? notFoundRoutes() : []),
    ]),
  ),
] satisfies RouteConfig;
