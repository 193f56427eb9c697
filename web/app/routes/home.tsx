import { type SpotMarketList, spotMarketListSchema } from '@vela/contracts/markets';
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/home';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function loader({ context }: Route.LoaderArgs): Promise<SpotMarketList> {
  const response = await context.apiFetch('/api/v1/markets');
  if (!response.ok) throw new Response('Markets unavailable', { status: 503 });
  return spotMarketListSchema.parse(await response.json());
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
        {loaderData.markets.length === 0 ? (
          <p className="empty-state">{t('home.marketsEmpty')}</p>
        ) : (
          <ul className="market-list" data-testid="market-list">
            {loaderData.markets.map((market) => (
              <li key={market.symbol}>
                <LocaleLink to={`/trade/${market.symbol}`}>
                  {market.base}/{market.quote}
                </LocaleLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
