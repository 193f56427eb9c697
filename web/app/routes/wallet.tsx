import { earnPaths, earnSummarySchema } from '@vela/contracts/earn';
import { walletPaths, walletSummarySchema } from '@vela/contracts/wallet';
import { WalletScreen } from '../features/wallet/wallet-screen.tsx';
import { loaderFetch } from '../lib/api/loader-fetch.server.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/wallet';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/**
 * The summary, rendered on the server with the live prices. A platform that fails here leaves
 * the screen to show its error state and retry from the browser, rather than a whole error page.
 */
export async function loader(args: Route.LoaderArgs) {
  const [response, earnResponse] = await Promise.all([
    loaderFetch(args, walletPaths.summary),
    loaderFetch(args, earnPaths.summary).catch(() => undefined),
  ]);
  // The earn holdings join the total; without them the spot balances still show.
  const earn = earnResponse?.ok ? earnSummarySchema.safeParse(await earnResponse.json().catch(() => null)) : undefined;
  const earnSummary = earn?.success ? earn.data : null;
  if (!response.ok) return { summary: null, earn: earnSummary };
  const parsed = walletSummarySchema.safeParse(await response.json());
  return { summary: parsed.success ? parsed.data : null, earn: earnSummary };
}

/** Behind the auth-route guard (route list): visitors are sent to login and back. */
export default function Wallet({ loaderData }: Route.ComponentProps) {
  return <WalletScreen initial={loaderData.summary} earn={loaderData.earn} />;
}
