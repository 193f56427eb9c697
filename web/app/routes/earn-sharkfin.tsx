import { loadProducts } from '../features/earn/earn-data.server.ts';
import { SharkfinScreen } from '../features/earn/sharkfin-screen.tsx';
import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/earn-sharkfin';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The sharkfin products rendered on the server; live prices follow from the tickers feed. */
export async function loader(args: Route.LoaderArgs) {
  return { products: await loadProducts(args, 'sharkfin') };
}

export default function EarnSharkfin({ loaderData }: Route.ComponentProps) {
  return <SharkfinScreen products={loaderData.products} />;
}
