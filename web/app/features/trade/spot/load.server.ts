import { depthSnapshotSchema, marketDataPaths, tickerListSchema, tradeListSchema } from '@vela/contracts/market-data';
import { type SpotMarket, spotMarketListSchema } from '@vela/contracts/markets';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { validateRoute } from '../../../lib/routing/validate.ts';
import type { TradePageData } from './trade-page-data.ts';

/** Book levels per side and trades the server renders; the feed takes over in the browser. */
const DEPTH_LEVELS = 100;
const TRADES = 50;

interface LoaderArgs {
  request: Request;
  context: SsrLoadContext;
}

async function readJson<T>(
  context: SsrLoadContext,
  path: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): Promise<T | undefined> {
  const response = await context.apiFetch(path);
  if (!response.ok) return undefined;
  const parsed = schema.safeParse(await response.json());
  return parsed.success ? parsed.data : undefined;
}

/**
 * The trade screen's first paint from the REST snapshots. An unlisted symbol is the route's 404;
 * without the market list the page cannot be drawn at all (503). Tickers, book and trades are
 * best effort: the feed fills in what is missing.
 */
export async function loadTradePage({ request, context }: LoaderArgs, symbol: string): Promise<TradePageData> {
  const listing = await readJson(context, marketDataPaths.markets, spotMarketListSchema);
  if (!listing) throw new Response(null, { status: 503 });
  const market = listing.markets.find((candidate) => candidate.symbol === symbol);
  validateRoute(request, market !== undefined);
  const pair = new URLSearchParams({ symbol });
  const [tickers, depth, trades] = await Promise.all([
    readJson(context, marketDataPaths.tickers, tickerListSchema),
    readJson(context, `${marketDataPaths.depth}?${pair}&limit=${DEPTH_LEVELS}`, depthSnapshotSchema),
    readJson(context, `${marketDataPaths.trades}?${pair}&limit=${TRADES}`, tradeListSchema),
  ]);
  return {
    market: market as SpotMarket,
    markets: listing.markets,
    tickers: tickers?.tickers ?? [],
    depth,
    trades: trades?.trades ?? [],
  };
}
