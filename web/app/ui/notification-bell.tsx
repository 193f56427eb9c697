import type { NotificationList } from '@vela/contracts/feed';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../lib/api/browser-api.ts';
import { useAppStore } from '../state/app-store.tsx';
import { useTimeFormat } from '../state/time-format.ts';
import { LocaleLink } from './locale-link.tsx';
import { MenuButton } from './menu-button.tsx';
import { PathIcon } from './path-icon.tsx';

/** The feed contract (its schemas and zod) loads when the bell is first used, not with the page. */
const feedContract = () => import('@vela/contracts/feed');

/** The unread badge and the latest notices of a signed-in user. */
export function NotificationBell() {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  const unread = useAppStore((state) => state.unreadCount);
  const setUnread = useAppStore((state) => state.setUnreadCount);
  const [list, setList] = useState<NotificationList['notifications'] | null>(null);

  const load = () => {
    feedContract()
      .then(async ({ notificationListSchema, notificationPaths }) => {
        const response = await browserApi().get(notificationPaths.list, { limit: 10 });
        const parsed = notificationListSchema.safeParse(response);
        if (!parsed.success) return;
        setList(parsed.data.notifications);
        setUnread(parsed.data.unread);
      })
      .catch(() => {});
  };
  const markAllRead = () => {
    feedContract()
      .then(({ notificationPaths }) => browserApi().post(notificationPaths.read, {}))
      .then(() => {
        setUnread(0);
        setList((current) => current?.map((notice) => ({ ...notice, read: true })) ?? null);
      })
      .catch(() => {});
  };

  return (
    <MenuButton
      className="notification-bell"
      onOpen={load}
      ariaLabel={`${t('notifications.label')}: ${t('notifications.unread', { count: unread })}`}
      label={
        <span className="notification-bell__icon">
          <PathIcon d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0" />
          {unread > 0 && (
            <span className="notification-bell__badge" data-testid="unread-badge">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </span>
      }
    >
      {(close) => (
        <div className="notification-bell__panel">
          {list === null ? (
            <p className="notification-bell__empty">{t('common.loading')}</p>
          ) : list.length === 0 ? (
            <p className="notification-bell__empty">{t('notifications.empty')}</p>
          ) : (
            <ul className="notification-bell__list">
              {list.map((notice) => (
                <li key={notice.id} data-read={notice.read}>
                  <strong>{notice.title}</strong>
                  <span>{notice.body}</span>
                  <time dateTime={new Date(notice.time).toISOString()}>{zoned.stamp(notice.time)}</time>
                </li>
              ))}
            </ul>
          )}
          {unread > 0 && (
            <button type="button" className="menu__item menu__item--button" data-menu-item="" onClick={markAllRead}>
              {t('notifications.markAllRead')}
            </button>
          )}
          <LocaleLink to="/notifications" className="menu__item" data-menu-item="" onClick={close}>
            {t('notifications.seeAll')}
          </LocaleLink>
        </div>
      )}
    </MenuButton>
  );
}
