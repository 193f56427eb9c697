import { loadGridPage } from '../features/grid/grid-data.server.ts';
import { GridScreen } from '../features/grid/grid-screen.tsx';
import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/grid-trading';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t('grid.meta.title'), description: t('grid.meta.description') }));

/** Markets and tickers rendered on the server; a signed-in user's bots beside them. */
export const loader = (args: Route.LoaderArgs) => loadGridPage(args);

export default function GridTrading({ loaderData }: Route.ComponentProps) {
  return <GridScreen data={loaderData} />;
}
