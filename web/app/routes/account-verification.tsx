import { kycPaths, kycStatusResponseSchema } from '@vela/contracts/kyc';
import { useTranslation } from 'react-i18next';
import { VerificationScreen } from '../features/kyc/verification-screen.tsx';
import { loaderFetch } from '../lib/api/loader-fetch.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { AccountNav } from '../ui/account/account-nav.tsx';
import type { Route } from './+types/account-verification';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The user's level and applications; a failed call leaves the screen its error state and retry. */
export async function loader(args: Route.LoaderArgs) {
  const response = await loaderFetch(args, kycPaths.status);
  if (!response.ok) return { status: null };
  const parsed = kycStatusResponseSchema.safeParse(await response.json());
  return { status: parsed.success ? parsed.data : null };
}

/** Behind the auth-route guard (route list): visitors are sent to login and back. */
export default function AccountVerification({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="account" aria-labelledby="verification-heading">
      <h1 id="verification-heading">{t('verification.heading')}</h1>
      <AccountNav />
      <VerificationScreen initial={loaderData.status} />
    </section>
  );
}
