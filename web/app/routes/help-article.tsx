import { HELP_INDEX_PATH } from '@vela/contracts/help-paths';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../features/content/breadcrumb.tsx';
import { ContentBody, FallbackNotice } from '../features/content/content-body.tsx';
import { HelpArticle } from '../features/help/help-article.tsx';
import { loadHelpArticle } from '../features/help/load.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/help-article';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => {
  const article = args.loaderData?.article;
  return pageMeta(
    args,
    article
      ? (t) => ({ title: `${article.title} | ${t('help.meta.title')}`, description: article.summary })
      : undefined,
  );
};

/** A slug of the wrong shape and one the platform does not publish are the route's 404. */
export function loader(args: Route.LoaderArgs) {
  return loadHelpArticle(args, args.params.slug);
}

export default function HelpArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { article } = loaderData;
  return (
    <HelpArticle
      page={loaderData}
      breadcrumb={<Breadcrumb trail={[{ to: HELP_INDEX_PATH, label: t('help.heading') }]} />}
      body={
        <>
          {article.fallback && <FallbackNotice />}
          <ContentBody html={article.bodyHtml} locale={article.bodyLocale} />
        </>
      }
    />
  );
}
