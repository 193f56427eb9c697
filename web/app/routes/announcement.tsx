import { contentIdSchema, eventClassSchema } from '@vela/contracts/content';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { validateRoute } from '../lib/routing/validate.ts';
import type { Route } from './+types/announcement';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** A known class and a numeric id pass validation; no announcement is published yet, so every id is unknown. */
export function loader({ request, params }: Route.LoaderArgs) {
  validateRoute(
    request,
    eventClassSchema.safeParse(params.eventClass).success && contentIdSchema.safeParse(params.id).success,
  );
  validateRoute(request, false);
  return null;
}

export default function Announcement() {
  return null;
}
