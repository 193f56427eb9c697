import { HelpIndex } from '../features/help/help-index.tsx';
import { loadHelpIndex } from '../features/help/load.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/help';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t('help.meta.title'), description: t('help.meta.description') }));

export function loader(args: Route.LoaderArgs) {
  return loadHelpIndex(args);
}

export default function Help({ loaderData }: Route.ComponentProps) {
  return <HelpIndex articles={loaderData.items} />;
}
