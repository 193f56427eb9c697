import { authPaths } from '@vela/contracts/auth';
import { currentUserResponseSchema } from '@vela/contracts/session';
import { useTranslation } from 'react-i18next';
import { CurrencyPicker } from '../features/account/currency-picker.tsx';
import { VerificationLevel } from '../features/kyc/verification-level.tsx';
import { loaderFetch } from '../lib/api/loader-fetch.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { AccountNav } from '../ui/account/account-nav.tsx';
import { TotalAsset } from '../ui/account/total-asset.tsx';
import { useSignOut } from '../ui/account/use-sign-out.ts';
import { TimeZoneSelect } from '../ui/time-zone-select.tsx';
import type { Route } from './+types/account';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The account as the platform has it now: a session that expired meanwhile ends in login (401). */
export async function loader(args: Route.LoaderArgs) {
  const response = await loaderFetch(args, authPaths.me);
  if (!response.ok) throw new Response(null, { status: response.status });
  return currentUserResponseSchema.parse(await response.json());
}

/** Behind the auth-route guard (route list): visitors are sent to login and back. */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = loaderData;
  const signOut = useSignOut();
  return (
    <section className="account" aria-labelledby="account-heading">
      <h1 id="account-heading">{t('account.heading')}</h1>
      <AccountNav />
      {
        <dl className="account__facts">
          <div>
            <dt>{t('account.account')}</dt>
            <dd data-testid="account-name">{user.displayName}</dd>
          </div>
          <div>
            <dt>{t('account.uidLabel')}</dt>
            <dd>{user.fid}</dd>
          </div>
          <div>
            <dt>{t('account.verification')}</dt>
            <dd>
              <VerificationLevel level={user.kycLevel} linked />
            </dd>
          </div>
        </dl>
      }
      <TotalAsset />
      <CurrencyPicker />
      <TimeZoneSelect />
      <button type="button" className="button" onClick={() => void signOut()}>
        {t('account.logout')}
      </button>
    </section>
  );
}
