import { NotificationBell } from '../notification-bell.tsx';
import { RewardsBadge } from '../rewards-badge.tsx';
import { AccountMenu } from './account-menu.tsx';

/**
 * The header's signed-in entries after the wallet: rewards, notices and the account menu. Their
 * own chunk, which site-header.tsx loads only when a user is signed in, so a visitor's start-up
 * code does not carry them.
 */
export function SignedInActions() {
  return (
    <>
      <RewardsBadge />
      <NotificationBell />
      <AccountMenu />
    </>
  );
}
