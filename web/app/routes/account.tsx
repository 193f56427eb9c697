import { useTranslation } from 'react-i18next';
import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/account';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Behind the auth-route guard (route list): visitors are sent to login and back. */
export default function Account() {
  const { t } = useTranslation();
  return <h1>{t('account.heading')}</h1>;
}
