import { Outlet } from 'react-router';
import { layoutLoader, layoutShouldRevalidate } from '../lib/routing/layout-loader.ts';
import { SiteFooter } from '../ui/site-footer.tsx';
import { SiteHeader } from '../ui/site-header.tsx';
import type { Route } from './+types/main';

export const loader = (args: Route.LoaderArgs) => layoutLoader(args);
export const shouldRevalidate = layoutShouldRevalidate;

/** The default layout: header, page, footer. */
export default function MainLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="page">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
