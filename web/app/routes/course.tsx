import { contentIdSchema } from '@vela/contracts/content';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { validateRoute } from '../lib/routing/validate.ts';
import type { Route } from './+types/course';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** A numeric id passes validation; no course is published yet, so every id is unknown. */
export function loader({ request, params }: Route.LoaderArgs) {
  validateRoute(request, contentIdSchema.safeParse(params.id).success);
  validateRoute(request, false);
  return null;
}

export default function Course() {
  return null;
}
