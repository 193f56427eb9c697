import { useTranslation } from 'react-i18next';
import { MarketList } from '../features/markets/market-list.tsx';
import { loadMarketList } from '../features/markets/market-list-data.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import type { Route } from './+types/markets';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** First paint from the REST snapshots (markets, tickers, rates, a signed-in user's favourites). */
export const loader = (args: Route.LoaderArgs) => loadMarketList(args);

export default function Markets({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="markets-page" aria-labelledby="market-list-heading">
      <h1 id="market-list-heading">{t('marketList.heading')}</h1>
      {loaderData.rows.length === 0 ? (
        <EmptyState title={t('marketList.empty.noMarkets')} />
      ) : (
        <MarketList data={loaderData} />
      )}
    </section>
  );
}
