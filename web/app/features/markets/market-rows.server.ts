import { klineListSchema, marketDataPaths, type Ticker, tickerListSchema } from '@vela/contracts/market-data';
import { spotMarketListSchema } from '@vela/contracts/markets';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import type { MarketRow } from './live-market-table.tsx';

const HOUR_MS = 3_600_000;
/** The home page lists the first pairs of the display order (all USDT): its "view all" link leads to the rest. */
const HOME_MARKETS = 10;

/** The first HOME_MARKETS markets, their tickers and a 24 h hourly line each: the table's first paint. */
export async function loadMarketRows(context: SsrLoadContext): Promise<MarketRow[]> {
  const [marketsResponse, tickersResponse] = await Promise.all([
    context.apiFetch(marketDataPaths.markets),
    context.apiFetch(marketDataPaths.tickers),
  ]);
  if (!marketsResponse.ok) throw new Response('Markets unavailable', { status: 503 });
  const { markets } = spotMarketListSchema.parse(await marketsResponse.json());
  const tickers = tickersResponse.ok ? tickerListSchema.safeParse(await tickersResponse.json()) : undefined;
  const bySymbol = new Map<string, Ticker>((tickers?.success ? tickers.data.tickers : []).map((t) => [t.symbol, t]));
  const from = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 23 * HOUR_MS;
  return Promise.all(
    markets.slice(0, HOME_MARKETS).map(async (market) => {
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
}
