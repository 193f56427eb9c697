import { Outlet } from 'react-router';
import { layoutLoader, layoutShouldRevalidate } from '../lib/routing/layout-loader.ts';
import { SiteHeader } from '../ui/site-header.tsx';
import type { Route } from './+types/terminal';
import './terminal.css';

export const loader = (args: Route.LoaderArgs) => layoutLoader(args);
export const shouldRevalidate = layoutShouldRevalidate;

/**
 * The trading terminals' layout: the site header over the terminal, no footer. On a desktop the
 * terminal fills the window below the header, so the page itself never scrolls.
 */
export default function TerminalLayout() {
  return (
    <div className="terminal-layout">
      <SiteHeader />
      <main id="main" className="page terminal-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
