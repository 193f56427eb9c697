import { PriceAlertButton } from '../features/alerts/price-alert-button.tsx';
import { loadTradePage } from '../features/trade/spot/load.server.ts';
import { tradeMeta } from '../features/trade/spot/trade-meta.ts';
import { DEFAULT_SYMBOL } from '../features/trade/spot/trade-page-data.ts';
import { TradeScreen } from '../features/trade/spot/trade-screen.tsx';
import { useAppStore } from '../state/app-store.tsx';
import type { Route } from './+types/trade-default';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

/** /trade shows the default pair under its own URL; search engines index the pair's page instead. */
export const meta: Route.MetaFunction = (args) =>
  tradeMeta(args, (pathname) => `${pathname.replace(/\/$/, '')}/${DEFAULT_SYMBOL}`);

export function loader(args: Route.LoaderArgs) {
  return loadTradePage(args, DEFAULT_SYMBOL);
}

export default function TradeDefault({ loaderData }: Route.ComponentProps) {
  const signedIn = useAppStore((state) => state.user !== null);
  return (
    <TradeScreen data={loaderData} signedIn={signedIn} pairActions={<PriceAlertButton market={loaderData.market} />} />
  );
}
