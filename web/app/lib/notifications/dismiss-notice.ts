import { type Notice, notificationListSchema, notificationPaths, type StoredNotice } from '@vela/contracts/feed';
import { browserApi } from '../api/browser-api.ts';
import { noticeKey } from './connect-backlog.ts';

/** How far back a dismissed notice is looked for among the stored ones (it is almost always the newest). */
const LOOKED_AT = 20;

/** The stored notices a shown one stands for: the unread ones with its time, kind and title. */
export function storedIdsOf(notice: Notice, stored: readonly StoredNotice[]): number[] {
  const key = noticeKey(notice);
  return stored.filter((candidate) => !candidate.read && noticeKey(candidate) === key).map(({ id }) => id);
}

/**
 * A dismissed notice is read: marked so on the platform, no later page's connect backlog toasts it
 * again (connect-backlog.ts) and the bell's count drops. A pushed notice carries no id, so it is
 * found among the latest stored ones. Best effort: a failure leaves it unread in the bell.
 */
export async function markDismissedRead(notice: Notice): Promise<void> {
  const parsed = notificationListSchema.safeParse(await browserApi().get(notificationPaths.list, { limit: LOOKED_AT }));
  if (!parsed.success) return;
  const ids = storedIdsOf(notice, parsed.data.notifications);
  if (ids.length > 0) await browserApi().post(notificationPaths.read, { ids });
}
