import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppStore } from '../state/app-store.tsx';
import { claimableRewards, refreshClaimableRewards, setClaimableRewards } from './claimable-rewards.ts';
import { LocaleLink } from './locale-link.tsx';
import { PathIcon } from './path-icon.tsx';

const readCount = () => claimableRewards.getState().count;
const noCount = () => null;

/**
 * The header's link to the task centre while the signed-in user has rewards to claim, with their
 * number. Read again on every navigation, and when a notice arrives (a fill, say, that may have
 * finished a task); the task centre hands over the counts its own answers carry.
 */
export function RewardsBadge() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unread = useAppStore((state) => state.unreadCount);
  const count = useSyncExternalStore(claimableRewards.subscribe, readCount, noCount);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page and the unread count are when to read again.
  useEffect(() => refreshClaimableRewards(), [pathname, unread]);
  // Signing out unmounts the badge: the next user starts from nothing.
  useEffect(() => () => setClaimableRewards(null), []);

  if (!count) return null;
  return (
    <LocaleLink
      to="/task-center"
      className="rewards-badge"
      aria-label={t('header.rewardsToClaim', { number: String(count) })}
      data-testid="rewards-badge"
    >
      <PathIcon
        d="M4 11h16v9H4z M3 7h18v4H3z M12 7v13 M12 7c-1.5-3-5-3.5-5-1.2C7 7 9.5 7 12 7c2.5 0 5 0 5-1.2C17 3.5 13.5 4 12 7"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <span className="rewards-badge__count" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </LocaleLink>
  );
}
