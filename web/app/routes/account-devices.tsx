import { loginHistoryResponseSchema, securityPaths, sessionListResponseSchema } from '@vela/contracts/security';
import { useTranslation } from 'react-i18next';
import { LOGIN_HISTORY_PAGE, LoginHistoryTable } from '../features/security/login-history-table.tsx';
import { SessionsList } from '../features/security/sessions-list.tsx';
import { loaderFetch } from '../lib/api/loader-fetch.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { AccountNav } from '../ui/account/account-nav.tsx';
import type { Route } from './+types/account-devices';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/**
 * Live sessions and the first page of login history, rendered on the server. A part the platform
 * fails to give is left to its section's error state (retry from the browser), not an error page.
 */
export async function loader(args: Route.LoaderArgs) {
  const [sessions, history] = await Promise.all([
    loaderFetch(args, securityPaths.sessions),
    loaderFetch(args, `${securityPaths.loginHistory}?limit=${LOGIN_HISTORY_PAGE}`),
  ]);
  const parsedSessions = sessions.ok ? sessionListResponseSchema.safeParse(await sessions.json()) : undefined;
  const parsedHistory = history.ok ? loginHistoryResponseSchema.safeParse(await history.json()) : undefined;
  return {
    sessions: parsedSessions?.success ? parsedSessions.data.sessions : null,
    history: parsedHistory?.success ? parsedHistory.data : null,
  };
}

/** Signed-in devices (revoke one or all others) and login history; behind the auth-route guard. */
export default function AccountDevices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="security-page" aria-labelledby="devices-heading">
      <h1 id="devices-heading">{t('security.devicesHeading')}</h1>
      <AccountNav />
      <SessionsList initial={loaderData.sessions} />
      <LoginHistoryTable initial={loaderData.history} />
    </section>
  );
}
