import { pageMeta } from '../lib/routing/page-meta.ts';
import { notFound } from '../lib/routing/validate.ts';
import type { Route } from './+types/not-found';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export function loader({ request }: Route.LoaderArgs) {
  notFound(request);
}

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return null;
}
