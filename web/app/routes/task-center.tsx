import { loadTaskCentre } from '../features/tasks/load.server.ts';
import { TaskCentreScreen } from '../features/tasks/task-centre-screen.tsx';
import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/task-center';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t('tasks.meta.title'), description: t('tasks.meta.description') }));

/** The page differs per account (a visitor's, a user's progress and rewards): never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private' });

/** Open to visitors: they see the tasks and are asked to log in; a signed-in user's data is read too. */
export async function loader(args: Route.LoaderArgs) {
  return loadTaskCentre(args);
}

export default function TaskCenter({ loaderData }: Route.ComponentProps) {
  return <TaskCentreScreen data={loaderData} />;
}
