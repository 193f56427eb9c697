import { notificationListSchema, notificationPaths } from '@vela/contracts/feed';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_PAGE, NotificationsScreen } from '../features/notifications/notifications-screen.tsx';
import { loaderFetch } from '../lib/api/loader-fetch.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/notifications';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t('notificationsPage.meta.title'),
    description: t('notificationsPage.meta.description'),
  }));

/**
 * The first page of the account's notices, read on the server. A list that fails to load leaves the
 * screen to show its error state and retry from the browser.
 */
export async function loader(args: Route.LoaderArgs) {
  const response = await loaderFetch(args, `${notificationPaths.list}?limit=${NOTIFICATIONS_PAGE}`);
  if (!response.ok) return { notices: null };
  const parsed = notificationListSchema.safeParse(await response.json());
  return { notices: parsed.success ? parsed.data : null };
}

/** Every notice (the bell's "See all"); behind the auth-route guard. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="account" aria-labelledby="notifications-heading">
      <h1 id="notifications-heading">{t('notificationsPage.heading')}</h1>
      <NotificationsScreen initial={loaderData.notices} />
    </section>
  );
}
