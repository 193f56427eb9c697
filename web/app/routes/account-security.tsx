import { securityOverviewSchema, securityPaths } from '@vela/contracts/security';
import { useTranslation } from 'react-i18next';
import { AntiPhishingSection } from '../features/security/anti-phishing-section.tsx';
import { PasskeysSection } from '../features/security/passkeys-section.tsx';
import { PasswordChangeSection } from '../features/security/password-change-section.tsx';
import { TwoFactorSection } from '../features/security/two-factor-section.tsx';
import { loaderFetch } from '../lib/api/loader-fetch.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { AccountNav } from '../ui/account/account-nav.tsx';
import type { Route } from './+types/account-security';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The account's security settings as the platform has them now (a 401 ends in login). */
export async function loader(args: Route.LoaderArgs) {
  const response = await loaderFetch(args, securityPaths.overview);
  if (!response.ok) throw new Response(null, { status: response.status });
  return securityOverviewSchema.parse(await response.json());
}

/** Password, second factor, passkeys and the anti-phishing code; behind the auth-route guard. */
export default function AccountSecurity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="security-page" aria-labelledby="security-heading">
      <h1 id="security-heading">{t('security.heading')}</h1>
      <AccountNav />
      <PasswordChangeSection changedAt={loaderData.passwordChangedAt} />
      <TwoFactorSection />
      <PasskeysSection />
      <AntiPhishingSection masked={loaderData.antiPhishingCode} />
    </section>
  );
}
