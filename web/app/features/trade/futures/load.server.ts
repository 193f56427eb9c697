import {
  futuresContractListSchema,
  futuresDepthSchema,
  futuresPaths,
  futuresTickerListSchema,
  futuresTradeListSchema,
} from '@vela/contracts/futures';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { validateRoute } from '../../../lib/routing/validate.ts';
import type { FuturesPageData } from './futures-page-data.ts';

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
  const response = await context.apiFetch(path).catch(() => undefined);
  if (!response?.ok) return undefined;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The futures terminal's first paint from the REST snapshots. A contract that is not listed is
 * the route's 404; without the contract list the page cannot be drawn at all (503). Tickers, book
 * and trades are best effort: the feed fills in what is missing.
 */
export async function loadFuturesPage({ request, context }: LoaderArgs, symbol: string): Promise<FuturesPageData> {
  const listing = await readJson(context, futuresPaths.contracts, futuresContractListSchema);
  if (!listing) throw new Response(null, { status: 503 });
  const contract = listing.contracts.find((candidate) => candidate.symbol === symbol);
  validateRoute(request, contract !== undefined);
  const query = new URLSearchParams({ symbol });
  const [tickers, depth, trades] = await Promise.all([
    readJson(context, futuresPaths.tickers, futuresTickerListSchema),
    readJson(context, `${futuresPaths.depth}?${query}&limit=${DEPTH_LEVELS}`, futuresDepthSchema),
    readJson(context, `${futuresPaths.trades}?${query}&limit=${TRADES}`, futuresTradeListSchema),
  ]);
  return {
    contract: contract as NonNullable<typeof contract>,
    contracts: listing.contracts,
    tickers: tickers?.tickers ?? [],
    depth,
    trades: trades?.trades ?? [],
  };
}
