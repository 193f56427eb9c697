import { favouriteMarketsSchema, favouritePaths } from '@vela/contracts/favourites';
import { futuresContractListSchema, futuresPaths, futuresTickerListSchema } from '@vela/contracts/futures';
import { FX_RATES_PATH, fxRatesResponseSchema } from '@vela/contracts/fx';
import { marketDataPaths, type Ticker, tickerListSchema } from '@vela/contracts/market-data';
import { type SpotMarket, spotMarketListSchema } from '@vela/contracts/markets';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { isLoggedIn } from '../../lib/session-state.ts';
import type { FuturesMarketRow } from './futures-market-row.tsx';

export interface MarketListData {
  /** Every listed market in display order, with its ticker when the snapshot had one. */
  rows: { market: SpotMarket; ticker: Ticker | undefined }[];
  /** Units of each fiat currency per USDT, so prices are in the pricing currency from the first paint. */
  fxRates: Record<string, string>;
  /** A signed-in user's favourites; null for a visitor (local storage) or when they could not be read. */
  favourites: string[] | null;
  /** Every listed perpetual with its ticker when the snapshot had one; null when the contracts could not be read. */
  futures: FuturesMarketRow[] | null;
}

async function jsonOf(response: Response | undefined): Promise<unknown> {
  return response?.ok ? response.json().catch(() => undefined) : undefined;
}

/**
 * The markets page's first paint from the REST snapshots. Only the market list is essential
 * (without it the page is an error, 503); tickers, rates and favourites fill in from the
 * browser when they are missing here, and the futures tab says when its contracts are.
 */
export async function loadMarketList({
  request,
  context,
}: {
  request: Request;
  context: SsrLoadContext;
}): Promise<MarketListData> {
  const signedIn = isLoggedIn(request.headers.get('cookie'));
  const [marketsResponse, tickersResponse, fxResponse, favouritesResponse, contractsResponse, futuresTickersResponse] =
    await Promise.all([
      context.apiFetch(marketDataPaths.markets),
      context.apiFetch(marketDataPaths.tickers),
      context.apiFetch(FX_RATES_PATH),
      signedIn ? context.apiFetch(favouritePaths.list) : undefined,
      context.apiFetch(futuresPaths.contracts).catch(() => undefined),
      context.apiFetch(futuresPaths.tickers).catch(() => undefined),
    ]);
  if (!marketsResponse.ok) throw new Response('Markets unavailable', { status: 503 });
  const { markets } = spotMarketListSchema.parse(await marketsResponse.json());
  const tickers = tickerListSchema.safeParse(await jsonOf(tickersResponse));
  const bySymbol = new Map((tickers.success ? tickers.data.tickers : []).map((ticker) => [ticker.symbol, ticker]));
  const fx = fxRatesResponseSchema.safeParse(await jsonOf(fxResponse));
  const favourites = favouriteMarketsSchema.safeParse(await jsonOf(favouritesResponse));
  const contracts = futuresContractListSchema.safeParse(await jsonOf(contractsResponse));
  const futuresTickers = futuresTickerListSchema.safeParse(await jsonOf(futuresTickersResponse));
  const futuresBySymbol = new Map(
    (futuresTickers.success ? futuresTickers.data.tickers : []).map((ticker) => [ticker.symbol, ticker]),
  );
  return {
    rows: markets.map((market) => ({ market, ticker: bySymbol.get(market.symbol) })),
    fxRates: fx.success ? fx.data.rates : {},
    favourites: favourites.success ? favourites.data.symbols : null,
    // Only what the futures tab shows of a contract: the rules and risk tiers stay on the server.
    futures: contracts.success
      ? contracts.data.contracts.map(({ symbol, base, quote, pricePrecision }) => ({
          contract: { symbol, base, quote, pricePrecision },
          ticker: futuresBySymbol.get(symbol),
        }))
      : null,
  };
}
