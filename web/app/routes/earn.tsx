import { loadProducts, loadSummary } from '../features/earn/earn-data.server.ts';
import { EarnScreen } from '../features/earn/earn-screen.tsx';
import { sameListOnQueryChange } from '../features/earn/revalidate.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/earn';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The product list rendered on the server; a signed-in user's totals beside it. */
export async function loader(args: Route.LoaderArgs) {
  const [products, summary] = await Promise.all([loadProducts(args), loadSummary(args)]);
  return { products, summary };
}

export const shouldRevalidate = sameListOnQueryChange;

export default function Earn({ loaderData }: Route.ComponentProps) {
  return <EarnScreen products={loaderData.products} summary={loaderData.summary} />;
}
