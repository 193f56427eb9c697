import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../../i18n/i18n.ts';
import { pageMeta } from '../../../lib/routing/page-meta.ts';
import { rootDataOf } from '../../../lib/routing/root-data.ts';
import { pairLabel } from '../shared/model/market-search.ts';
import type { TradePageData } from './trade-page-data.ts';

interface MetaArgs {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  loaderData: TradePageData | undefined;
}

/**
 * Head tags of a market's terminal: the pair in the title. `canonicalPath` names the page the
 * search engines should index when this URL shows another one's content (/trade is BTC_USDT's).
 */
export function tradeMeta(args: MetaArgs, canonicalPath?: (pathname: string) => string): MetaDescriptor[] {
  const market = args.loaderData?.market;
  const root = rootDataOf(args.matches);
  const location = canonicalPath ? { pathname: canonicalPath(args.location.pathname) } : args.location;
  if (!market || !root) return pageMeta({ ...args, location });
  const t = translatorFor(root.locale, root.messages);
  return pageMeta({ ...args, location }, () => ({
    title: t('trade.meta.title', { pair: pairLabel(market) }),
    description: t('trade.meta.description', { pair: pairLabel(market) }),
  }));
}
