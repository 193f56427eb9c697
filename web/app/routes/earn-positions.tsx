import { earnHistoryPageSchema, earnPaths, earnPositionListSchema } from '@vela/contracts/earn';
import { loadProducts, loadSummary } from '../features/earn/earn-data.server.ts';
import { PositionsScreen } from '../features/earn/positions-screen.tsx';
import { loaderFetch } from '../lib/api/loader-fetch.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/earn-positions';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

async function jsonOf(response: Response): Promise<unknown> {
  return response.ok ? response.json().catch(() => undefined) : undefined;
}

/**
 * Positions, totals, history and the products' names, read on the server (a session that expired
 * meanwhile ends in login). A part that fails leaves its section to show an error.
 */
export async function loader(args: Route.LoaderArgs) {
  const [positionsResponse, historyResponse, summary, products] = await Promise.all([
    loaderFetch(args, `${earnPaths.positions}?state=all`),
    loaderFetch(args, earnPaths.history),
    loadSummary(args),
    loadProducts(args),
  ]);
  const positions = earnPositionListSchema.safeParse(await jsonOf(positionsResponse));
  const history = earnHistoryPageSchema.safeParse(await jsonOf(historyResponse));
  return {
    positions: positions.success ? positions.data.positions : null,
    history: history.success ? history.data : null,
    summary,
    products,
  };
}

/** Behind the auth-route guard (route list): visitors are sent to login and back. */
export default function EarnPositions({ loaderData }: Route.ComponentProps) {
  return (
    <PositionsScreen
      summary={loaderData.summary}
      positions={loaderData.positions}
      products={loaderData.products}
      history={loaderData.history}
    />
  );
}
