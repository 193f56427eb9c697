import {
  type AnnouncementSummary,
  announcementListSchema,
  type CourseSummary,
  type CourseTrack,
  contentPaths,
  courseListSchema,
  courseTracks,
} from '@vela/contracts/content';
import type { LocaleCode } from '@vela/contracts/locales';
import { klineListSchema, marketDataPaths, type Ticker, tickerListSchema } from '@vela/contracts/market-data';
import { spotMarketListSchema } from '@vela/contracts/markets';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { appFromUserAgent, shellFromQuery } from '../../lib/native/shell.ts';
import type { MarketRow } from '../markets/live-market-table.tsx';

/**
 * The home page's platform calls, made from its loader through `context.apiFetch`. Only the
 * markets are essential (their failure is the page's 503); the content sections load on their own
 * and a failed one is `null`, shown as "cannot be loaded" while the rest of the page works.
 */

export const LATEST_ANNOUNCEMENTS = 4;
export const COURSES_PER_TRACK = 2;
const HOUR_MS = 3_600_000;

export interface TrackHighlights {
  track: CourseTrack;
  courses: CourseSummary[];
}

/** Markets, their tickers and a 24 h hourly line each: the table's first paint. */
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
}

async function fetchOptional<T>(
  context: SsrLoadContext,
  path: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): Promise<T | null> {
  try {
    const response = await context.apiFetch(path);
    if (!response.ok) return null;
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The newest announcements of every class, or null when the content API failed. */
export async function loadLatestAnnouncements(
  context: SsrLoadContext,
  locale: LocaleCode,
): Promise<AnnouncementSummary[] | null> {
  const query = new URLSearchParams({ locale, page: '1', pageSize: String(LATEST_ANNOUNCEMENTS) });
  const list = await fetchOptional(context, `${contentPaths.announcements}?${query}`, announcementListSchema);
  return list?.items ?? null;
}

/** The first courses of each track in reading order, or null when the content API failed. */
export async function loadCourseHighlights(
  context: SsrLoadContext,
  locale: LocaleCode,
): Promise<TrackHighlights[] | null> {
  const list = await fetchOptional(context, `${contentPaths.courses}?locale=${locale}`, courseListSchema);
  if (!list) return null;
  return courseTracks.map((track) => ({
    track,
    courses: list.items.filter((course) => course.track === track).slice(0, COURSES_PER_TRACK),
  }));
}

/**
 * The server's view of the native shell: the user-agent marker or the `inApp` query flag. The
 * browser also remembers the flag for the tab's session, which only it can read (app store `inAppHost`).
 */
export function requestFromNativeShell(request: Request): boolean {
  return Boolean(appFromUserAgent(request.headers.get('user-agent')) ?? shellFromQuery(new URL(request.url).search));
}
