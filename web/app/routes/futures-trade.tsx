import { redirect } from 'react-router';
import { FuturesPriceAlertButton } from '../features/alerts/futures-price-alert-button.tsx';
import { futuresMeta } from '../features/trade/futures/futures-meta.ts';
import { FuturesScreen } from '../features/trade/futures/futures-screen.tsx';
import { loadFuturesPage } from '../features/trade/futures/load.server.ts';
import { localeFromPath, localePath } from '../i18n/locale-paths.ts';
import { useAppStore } from '../state/app-store.tsx';
import type { Route } from './+types/futures-trade';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => futuresMeta(args);

/** /futures/:symbol: an unlisted contract is a 404; a listed one in lower case goes to its canonical URL. */
export async function loader(args: Route.LoaderArgs) {
  const { symbol } = args.params;
  const upper = symbol.toUpperCase();
  if (upper !== symbol && /^[A-Z0-9]{2,10}_[A-Z0-9]{2,10}$/.test(upper)) {
    const url = new URL(args.request.url);
    throw redirect(localePath(localeFromPath(url.pathname).locale, `/futures/${upper}`, url.search), 301);
  }
  return loadFuturesPage(args, symbol);
}

export default function FuturesTrade({ loaderData }: Route.ComponentProps) {
  const signedIn = useAppStore((state) => state.user !== null);
  const { contract, tickers } = loaderData;
  return (
    <FuturesScreen
      data={loaderData}
      signedIn={signedIn}
      contractActions={
        <FuturesPriceAlertButton
          contract={contract}
          initialTicker={tickers.find((ticker) => ticker.symbol === contract.symbol)}
        />
      }
    />
  );
}
