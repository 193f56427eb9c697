import { klineListSchema, marketDataPaths, type Ticker, tickerListSchema } from '@vela/contracts/market-data';
import { spotMarketListSchema } from '@vela/contracts/markets';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import type { MarketRow } from './live-market-table.tsx';

const HOUR_MS = 3_600_000;
/** The home page lists the first pairs of the display order (all USDT): its "view all" link leads to the rest. */
const HOME_MARKETS = 10;

/**
 * A market's 24 hourly bars are aggregated by the database from 1,440 one-minute bars (5 to 15 ms
 * each on the embedded database), and every home page render showed ten: the lines are kept for
 * half a minute (the table's prices and changes are the live tickers; a line's last point may lag).
 * The pending answer is kept, so renders arriving together ask once. Failed reads are not kept.
 */
const SPARKLINE_KEPT_MS = 30_000;
const SPARKLINES_KEPT = 500;
const sparklines = new Map<string, { readAt: number; closes: Promise<string[] | undefined> }>();

function hourlyCloses(context: SsrLoadContext, symbol: string, now: number): Promise<string[] | undefined> {
  const from = Math.floor(now / HOUR_MS) * HOUR_MS - 23 * HOUR_MS;
  const key = `${symbol}|${from}`;
  const kept = sparklines.get(key);
  if (kept && now - kept.readAt < SPARKLINE_KEPT_MS) return kept.closes;
  const query = new URLSearchParams({ symbol, interval: '1h', from: String(from), limit: '24' });
  const closes = context.apiFetch(`${marketDataPaths.klines}?${query}`).then(async (response) => {
    const klines = response.ok ? klineListSchema.safeParse(await response.json()) : undefined;
    return klines?.success ? klines.data.klines.map((kline) => kline.close) : undefined;
  });
  if (sparklines.size >= SPARKLINES_KEPT) sparklines.clear();
  sparklines.set(key, { readAt: now, closes });
  // Only this read's entry goes: a later read may have taken the key by the time this one fails.
  const forget = () => sparklines.get(key)?.closes === closes && sparklines.delete(key);
  closes.then((read) => read === undefined && forget(), forget);
  return closes;
}

/** The first HOME_MARKETS markets, their tickers and a 24 h hourly line each: the table's first paint. */
export async function loadMarketRows(context: SsrLoadContext, now = Date.now()): Promise<MarketRow[]> {
  const [marketsResponse, tickersResponse] = await Promise.all([
    context.apiFetch(marketDataPaths.markets),
    context.apiFetch(marketDataPaths.tickers),
  ]);
  if (!marketsResponse.ok) throw new Response('Markets unavailable', { status: 503 });
  const { markets } = spotMarketListSchema.parse(await marketsResponse.json());
  const tickers = tickersResponse.ok ? tickerListSchema.safeParse(await tickersResponse.json()) : undefined;
  const bySymbol = new Map<string, Ticker>((tickers?.success ? tickers.data.tickers : []).map((t) => [t.symbol, t]));
  return Promise.all(
    markets.slice(0, HOME_MARKETS).map(async (market) => ({
      market,
      ticker: bySymbol.get(market.symbol),
      closes: (await hourlyCloses(context, market.symbol, now).catch(() => undefined)) ?? [],
    })),
  );
}
