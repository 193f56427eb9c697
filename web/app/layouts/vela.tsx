import { Outlet, useMatches } from 'react-router';
import { layoutLoader, layoutShouldRevalidate } from '../lib/routing/layout-loader.ts';
import { screenOfRouteId } from '../route-list.ts';
import { SiteFooter } from '../ui/site-footer.tsx';
import { SiteHeader } from '../ui/site-header.tsx';
import type { Route } from './+types/vela';

export const loader = (args: Route.LoaderArgs) => layoutLoader(args);
export const shouldRevalidate = layoutShouldRevalidate;

/** The product's own marketing layout (affiliate pages): a compact header over full-width sections. */
export default function VelaLayout() {
  const screen = screenOfRouteId(useMatches().at(-1)?.id ?? '');
  const style = screen?.mobileHeaderBackground
    ? ({ '--mobile-header-bg': screen.mobileHeaderBackground } as React.CSSProperties)
    : undefined;
  return (
    <div className="vela-layout" style={style}>
      <SiteHeader compact />
      <main id="main" className="vela-layout__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
