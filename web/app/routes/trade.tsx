import { redirect } from 'react-router';
import { PriceAlertButton } from '../features/alerts/price-alert-button.tsx';
import { loadTradePage } from '../features/trade/spot/load.server.ts';
import { tradeMeta } from '../features/trade/spot/trade-meta.ts';
import { TradeScreen } from '../features/trade/spot/trade-screen.tsx';
import { localeFromPath, localePath } from '../i18n/locale-paths.ts';
import { useAppStore } from '../state/app-store.tsx';
import type { Route } from './+types/trade';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => tradeMeta(args);

/** /trade/:symbol: an unlisted symbol is a 404; a listed one in lower case goes to its canonical URL. */
export async function loader(args: Route.LoaderArgs) {
  const { symbol } = args.params;
  const upper = symbol.toUpperCase();
  if (upper !== symbol && /^[A-Z0-9]{2,10}_[A-Z0-9]{2,10}$/.test(upper)) {
    const url = new URL(args.request.url);
    throw redirect(localePath(localeFromPath(url.pathname).locale, `/trade/${upper}`, url.search), 301);
  }
  return loadTradePage(args, symbol);
}

export default function Trade({ loaderData }: Route.ComponentProps) {
  const signedIn = useAppStore((state) => state.user !== null);
  return (
    <TradeScreen data={loaderData} signedIn={signedIn} pairActions={<PriceAlertButton market={loaderData.market} />} />
  );
}
