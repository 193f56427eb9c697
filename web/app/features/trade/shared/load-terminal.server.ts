import type { SsrLoadContext } from '@vela/contracts/ssr';
import { validateRoute } from '../../../lib/routing/validate.ts';

/** Book levels per side and trades the server renders; the feed takes over in the browser. */
const DEPTH_LEVELS = 100;
const TRADES = 50;

export interface LoaderArgs {
  request: Request;
  context: SsrLoadContext;
}

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A call of the terminal's first paint: its path and the schema of its answer. */
interface Source<T> {
  readonly path: string;
  readonly schema: Schema<T>;
}

/** Where a terminal (spot or futures) reads its first paint: the markets, tickers, book and trades. */
export interface TerminalSources<M extends { symbol: string }, L, K, D, R> {
  readonly list: Source<L>;
  readonly markets: (list: L) => readonly M[];
  readonly tickers: Source<{ readonly tickers: readonly K[] }>;
  readonly depth: Source<D>;
  readonly trades: Source<{ readonly trades: readonly R[] }>;
}

async function readJson<T>(context: SsrLoadContext, path: string, schema: Schema<T>): Promise<T | undefined> {
  const response = await context.apiFetch(path).catch(() => undefined);
  if (!response?.ok) return undefined;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

/**
 * A terminal's first paint from the REST snapshots. A symbol that is not listed is the route's
 * 404; without the market list the page cannot be drawn at all (503). Tickers, book and trades
 * are best effort: the feed fills in what is missing.
 */
export async function loadTerminalPage<M extends { symbol: string }, L, K, D, R>(
  { request, context }: LoaderArgs,
  symbol: string,
  sources: TerminalSources<M, L, K, D, R>,
): Promise<{ market: M; markets: readonly M[]; tickers: readonly K[]; depth: D | undefined; trades: readonly R[] }> {
  const listing = await readJson(context, sources.list.path, sources.list.schema);
  if (!listing) throw new Response(null, { status: 503 });
  const markets = sources.markets(listing);
  const market = markets.find((candidate) => candidate.symbol === symbol);
  validateRoute(request, market !== undefined);
  const query = new URLSearchParams({ symbol });
  const [tickers, depth, trades] = await Promise.all([
    readJson(context, sources.tickers.path, sources.tickers.schema),
    readJson(context, `${sources.depth.path}?${query}&limit=${DEPTH_LEVELS}`, sources.depth.schema),
    readJson(context, `${sources.trades.path}?${query}&limit=${TRADES}`, sources.trades.schema),
  ]);
  return {
    market: market as M,
    markets,
    tickers: tickers?.tickers ?? [],
    depth,
    trades: trades?.trades ?? [],
  };
}
