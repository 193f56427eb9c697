import { type GridBot, gridBotListSchema, gridPaths } from '@vela/contracts/grid';
import { marketDataPaths, type Ticker, tickerListSchema } from '@vela/contracts/market-data';
import { type SpotMarket, spotMarketListSchema } from '@vela/contracts/markets';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { isLoggedIn } from '../../lib/session-state.ts';

export interface GridPageData {
  /** The spot markets a bot can run on, in display order; null when they could not be read. */
  markets: SpotMarket[] | null;
  /** The last tickers (the price the preview starts from before the live one arrives). */
  tickers: Ticker[];
  signedIn: boolean;
  /** The signed-in user's bots; null for a visitor or when they could not be read. */
  bots: GridBot[] | null;
}

async function jsonOf(response: Response | undefined): Promise<unknown> {
  return response?.ok ? response.json().catch(() => undefined) : undefined;
}

/**
 * The grid page's first paint: markets and tickers (public), and a signed-in user's bots. A part
 * that fails leaves its section to say so; an expired session leaves the page readable.
 */
export async function loadGridPage({
  request,
  context,
}: {
  request: Request;
  context: SsrLoadContext;
}): Promise<GridPageData> {
  const signedIn = isLoggedIn(request.headers.get('cookie'));
  const fetched = (path: string) => context.apiFetch(path).catch(() => undefined);
  const [marketsResponse, tickersResponse, botsResponse] = await Promise.all([
    fetched(marketDataPaths.markets),
    fetched(marketDataPaths.tickers),
    signedIn ? fetched(`${gridPaths.bots}?status=all`) : undefined,
  ]);
  const markets = spotMarketListSchema.safeParse(await jsonOf(marketsResponse));
  const tickers = tickerListSchema.safeParse(await jsonOf(tickersResponse));
  const bots = gridBotListSchema.safeParse(await jsonOf(botsResponse));
  return {
    markets: markets.success ? markets.data.markets : null,
    tickers: tickers.success ? tickers.data.tickers : [],
    signedIn,
    bots: signedIn && bots.success ? bots.data.bots : null,
  };
}
