import { alertPaths, priceAlertListSchema } from '@vela/contracts/alerts';
import { useTranslation } from 'react-i18next';
import { AlertsScreen } from '../features/alerts/alerts-screen.tsx';
import { loaderFetch } from '../lib/api/loader-fetch.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { AccountNav } from '../ui/account/account-nav.tsx';
import type { Route } from './+types/account-alerts';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t('alerts.meta.title'), description: t('alerts.meta.description') }));

/**
 * The account's price alerts, read on the server (a session that expired meanwhile ends in login).
 * A list that fails to load leaves the screen to show its error state and retry from the browser.
 */
export async function loader(args: Route.LoaderArgs) {
  const response = await loaderFetch(args, alertPaths.list);
  if (!response.ok) return { alerts: null };
  const parsed = priceAlertListSchema.safeParse(await response.json());
  return { alerts: parsed.success ? parsed.data.alerts : null };
}

/** Behind the auth-route guard (route list): visitors are sent to login and back. */
export default function AccountAlerts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="account" aria-labelledby="alerts-heading">
      <h1 id="alerts-heading">{t('alerts.heading')}</h1>
      <AccountNav />
      <AlertsScreen initial={loaderData.alerts} />
    </section>
  );
}
