import { type NotificationList, notificationListSchema, notificationPaths, unreadSchema } from '@vela/contracts/feed';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { useTimeFormat } from '../../state/time-format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { OlderPages, useOlderPages } from '../../ui/older-pages.tsx';
import { RetryAlert } from '../../ui/retry-alert.tsx';
import './notifications.css';

export const NOTIFICATIONS_PAGE = 20;

type StoredNotice = NotificationList['notifications'][number];

/** Every notice of the account, newest first, older pages on demand; read and unread told apart. */
export function NotificationsScreen({ initial }: { initial: NotificationList | null }) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  const unread = useAppStore((state) => state.unreadCount);
  const setUnread = useAppStore((state) => state.setUnreadCount);
  const {
    items: notices,
    setItems: setNotices,
    loading,
    foot,
  } = useOlderPages<StoredNotice>(
    initial && { items: initial.notifications, nextBefore: initial.nextBefore },
    async (before) => {
      const query = { limit: NOTIFICATIONS_PAGE, ...(before === null ? {} : { before }) };
      const response = await browserApi().get(notificationPaths.list, query);
      if (isNetworkFailure(response)) throw response;
      const page = notificationListSchema.parse(response);
      setUnread(page.unread);
      return { items: page.notifications, nextBefore: page.nextBefore };
    },
  );

  /** The mark-read that failed (its notices; all when `ids` is absent), to try again. */
  const [markFailed, setMarkFailed] = useState<{ ids?: number[] } | null>(null);

  /** Marks those notices read (all when `ids` is absent), here and in the bell. */
  async function markRead(ids?: number[]) {
    setMarkFailed(null);
    try {
      const response = await browserApi().post(notificationPaths.read, ids ? { ids } : {});
      if (isNetworkFailure(response)) throw response;
      setUnread(unreadSchema.parse(response).count);
      setNotices(
        (shown) =>
          shown?.map((notice) => (!ids || ids.includes(notice.id) ? { ...notice, read: true } : notice)) ?? null,
      );
    } catch {
      setMarkFailed(ids ? { ids } : {});
    }
  }

  const anyUnread = unread > 0 || (notices ?? []).some((notice) => !notice.read);
  return (
    <div className="notifications" data-testid="notifications">
      {anyUnread && (
        <button type="button" className="button notifications__all-read" onClick={() => void markRead()}>
          {t('notificationsPage.markAllRead')}
        </button>
      )}
      {markFailed && (
        <RetryAlert
          className="notifications__error"
          message={t('notificationsPage.markReadError')}
          retryLabel={t('notificationsPage.retry')}
          onRetry={() => void markRead(markFailed.ids)}
        />
      )}
      {notices !== null && notices.length === 0 && (
        <EmptyState title={t('notificationsPage.empty')} hint={t('notificationsPage.emptyHint')} />
      )}
      {notices !== null && notices.length > 0 && (
        <ul className="notifications__list" aria-busy={loading}>
          {notices.map((notice) => (
            <li key={notice.id} className="notifications__item" data-testid="notification" data-read={notice.read}>
              <div className="notifications__head">
                <strong className="notifications__title">{notice.title}</strong>
                {!notice.read && <span className="notifications__unread">{t('notificationsPage.unread')}</span>}
                <time dateTime={new Date(notice.time).toISOString()}>{zoned.stamp(notice.time)}</time>
              </div>
              <p className="notifications__body">{notice.body}</p>
              {!notice.read && (
                <button
                  type="button"
                  className="button button--ghost notifications__read"
                  aria-label={t('notificationsPage.markReadOf', { title: notice.title })}
                  onClick={() => void markRead([notice.id])}
                >
                  {t('notificationsPage.markRead')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <OlderPages
        {...foot}
        texts={{
          error: t('notificationsPage.error'),
          retry: t('notificationsPage.retry'),
          more: t('notificationsPage.more'),
          loading: t('notificationsPage.loading'),
        }}
        errorClassName="notifications__error"
      />
    </div>
  );
}
