import { type SpotMarketList, spotMarketListSchema } from '@vela/contracts/markets';
import { Link } from 'react-router';
import { SiteFooter } from '../ui/site-footer';
import { SiteHeader } from '../ui/site-header';
import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Vela: trade crypto in your language' },
    { name: 'description', content: 'Spot markets, live prices and a wallet, in twelve languages.' },
  ];
}

export async function loader({ context }: Route.LoaderArgs): Promise<SpotMarketList> {
  const response = await context.apiFetch('/api/v1/markets');
  if (!response.ok) throw new Response('Markets unavailable', { status: 503 });
  return spotMarketListSchema.parse(await response.json());
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader />
      <main className="page">
        <section className="hero">
          <h1>Trade crypto with Vela</h1>
          <p>Live spot markets from a real matching engine, in your language.</p>
        </section>
        <section aria-labelledby="markets-heading">
          <h2 id="markets-heading">Markets</h2>
          <ul className="market-list" data-testid="market-list">
            {loaderData.markets.map((market) => (
              <li key={market.symbol}>
                <Link to={`/trade/${market.symbol}`}>
                  {market.base}/{market.quote}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
