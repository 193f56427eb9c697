import { STATISTICS_PATH, type StatisticsQuery, statisticsQuerySchema } from '@vela/contracts/statistics';

/** The utm parameters the statistics call carries, named as the specification's URLs name them. */
export const utmParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export const LANDING_EVENT = 'landing';
/** The landing URL this tab has already counted: a reload of it is the same landing. */
export const LANDING_COUNTED_KEY = 'vela_landing_counted';

const UTM_MAX = 256;
const TYPE_MAX = 64;

/**
 * The statistics call for a landing URL (spec 3 "Statistics event"), or undefined when the URL
 * carries no utm parameter. `type` is the activity's `utm_type`, else 'landing'; values are cut to
 * what the platform accepts rather than losing the landing altogether.
 */
export function landingStatisticsQuery(href: string, mobile: boolean): StatisticsQuery | undefined {
  let params: URLSearchParams;
  try {
    params = new URL(href).searchParams;
  } catch {
    return undefined;
  }
  const utm: Partial<Record<(typeof utmParameters)[number], string>> = {};
  for (const name of utmParameters) {
    const value = params.get(name);
    if (value) utm[name] = value.slice(0, UTM_MAX);
  }
  if (Object.keys(utm).length === 0) return undefined;
  const parsed = statisticsQuerySchema.safeParse({
    event: LANDING_EVENT,
    request_source: mobile ? 'H5' : 'PC',
    type: (params.get('utm_type') || LANDING_EVENT).slice(0, TYPE_MAX),
    ...utm,
  });
  return parsed.success ? parsed.data : undefined;
}

export interface LandingStatisticsOptions {
  href: string;
  mobile: boolean;
  /** sessionStorage: per tab, so a reload is not a second landing but a new visit is. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  get(path: string, query: Record<string, unknown>): Promise<unknown>;
}

/** Sends the landing's statistics once; resolves whether a call was made. Errors are swallowed (spec 8). */
export async function sendLandingStatistics({
  href,
  mobile,
  storage,
  get,
}: LandingStatisticsOptions): Promise<boolean> {
  const query = landingStatisticsQuery(href, mobile);
  if (!query) return false;
  try {
    if (storage?.getItem(LANDING_COUNTED_KEY) === href) return false;
    storage?.setItem(LANDING_COUNTED_KEY, href);
  } catch {
    // Without storage a reload may count twice; better than never counting.
  }
  try {
    await get(STATISTICS_PATH, query);
  } catch {
    // Spec 8: a statistics call error is swallowed silently.
  }
  return true;
}
