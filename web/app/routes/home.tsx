import { klineListSchema, marketDataPaths, type Ticker, tickerListSchema } from '@vela/contracts/market-data';
import { spotMarketListSchema } from '@vela/contracts/markets';
import { useTranslation } from 'react-i18next';
import { LiveMarketTable, type MarketRow } from '../features/markets/live-market-table.tsx';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import type { Route } from './+types/home';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const HOUR_MS = 3_600_000;

/** First paint from the REST snapshots: markets, their tickers and a 24 h hourly line each. */
export async function loader({ context }: Route.LoaderArgs): Promise<{ rows: MarketRow[] }> {
  const [marketsResponse, tickersResponse] = await Promise.all([
    context.apiFetch(marketDataPaths.markets),
    context.apiFetch(marketDataPaths.tickers),
  ]);
  if (!marketsResponse.ok) throw new Response('Markets unavailable', { status: 503 });
  const { markets } = spotMarketListSchema.parse(await marketsResponse.json());
  const tickers = tickersResponse.ok ? tickerListSchema.safeParse(await tickersResponse.json()) : undefined;
  const bySymbol = new Map<string, Ticker>((tickers?.success ? tickers.data.tickers : []).map((t) => [t.symbol, t]));
  const from = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 23 * HOUR_MS;
  const rows = await Promise.all(
    markets.map(async (market) => {
      const query = new URLSearchParams({ symbol: market.symbol, interval: '1h', from: String(from), limit: '24' });
      const response = await context.apiFetch(`${marketDataPaths.klines}?${query}`);
      const klines = response.ok ? klineListSchema.safeParse(await response.json()) : undefined;
      return {
        market,
        ticker: bySymbol.get(market.symbol),
        closes: klines?.success ? klines.data.klines.map((kline) => kline.close) : [],
      };
    }),
  );
  return { rows };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero">
        <h1>{t('home.heroTitle')}</h1>
        <p>{t('home.heroSubtitle')}</p>
      </section>
      <section aria-labelledby="markets-heading">
        <h2 id="markets-heading">{t('home.marketsHeading')}</h2>
        {loaderData.rows.length === 0 ? (
          <EmptyState title={t('home.marketsEmpty')} />
        ) : (
          <LiveMarketTable rows={loaderData.rows} />
        )}
      </section>
    </>
  );
}
