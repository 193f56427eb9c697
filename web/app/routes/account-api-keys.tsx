import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/account-api-keys';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Placeholder: the owning helper replaces this screen. */
export default function Screen() {
  return null;
}
