import {
  type HelpArticleList,
  type HelpArticleResponse,
  helpArticleListSchema,
  helpArticleResponseSchema,
  helpPaths,
  helpSlugSchema,
} from '@vela/contracts/help';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { localeFromPath } from '../../i18n/locale-paths.ts';
import { loadPageJson } from '../../lib/routing/page-data.server.ts';
import { validateRoute } from '../../lib/routing/validate.ts';

/** The help pages' platform calls: an unknown article is the route's 404, any other failure a 503. */
interface LoaderArgs {
  request: Request;
  context: SsrLoadContext;
}

const pageLocale = (request: Request) => localeFromPath(new URL(request.url).pathname).locale;

export function loadHelpIndex(args: LoaderArgs): Promise<HelpArticleList> {
  return loadPageJson(args, `${helpPaths.articles}?locale=${pageLocale(args.request)}`, helpArticleListSchema);
}

export function loadHelpArticle(args: LoaderArgs, slug: string | undefined): Promise<HelpArticleResponse> {
  const parsed = helpSlugSchema.safeParse(slug);
  validateRoute(args.request, parsed.success);
  return loadPageJson(
    args,
    `${helpPaths.article(parsed.data ?? '')}?locale=${pageLocale(args.request)}`,
    helpArticleResponseSchema,
  );
}
