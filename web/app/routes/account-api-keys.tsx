import { apiKeyListSchema, apiKeyPaths } from '@vela/contracts/api-keys';
import { useTranslation } from 'react-i18next';
import { ApiKeysScreen } from '../features/security/api-keys-screen.tsx';
import { loaderFetch } from '../lib/api/loader-fetch.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { AccountNav } from '../ui/account/account-nav.tsx';
import type { Route } from './+types/account-api-keys';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/**
 * The account's keys, read on the server (a session that expired meanwhile ends in login). A list
 * that fails to load leaves the screen to show its error state and retry from the browser.
 */
export async function loader(args: Route.LoaderArgs) {
  const response = await loaderFetch(args, apiKeyPaths.keys);
  if (!response.ok) return { keys: null };
  const parsed = apiKeyListSchema.safeParse(await response.json());
  return { keys: parsed.success ? parsed.data.keys : null };
}

/** Behind the auth-route guard (route list): visitors are sent to login and back. */
export default function AccountApiKeys({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="account" aria-labelledby="api-keys-heading">
      <h1 id="api-keys-heading">{t('apiKeys.heading')}</h1>
      <AccountNav />
      <ApiKeysScreen initial={loaderData.keys} />
    </section>
  );
}
