import type { Notice } from '@vela/contracts/feed';
import type { Db } from '../db/client.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { storeNotice, storeNoticeForEveryone, unreadCount } from './notices.ts';

/**
 * Notifies one user: the notice is stored (unread), then every instance's notification socket
 * delivers it and the new unread count to that user's browsers. Callable from any instance.
 */
export async function notifyUser(db: Db, bus: Bus, userId: string, notice: Notice): Promise<void> {
  await storeNotice(db, userId, notice);
  bus.publish('notify.notice', { userId, notice });
  bus.publish('notify.unread', { userId, count: await unreadCount(db, userId) });
}

/**
 * Notifies every account (an announcement): stored for each, delivered to everyone connected;
 * each instance then sends its own connected users their new unread counts.
 */
export async function notifyAll(db: Db, bus: Bus, notice: Notice): Promise<void> {
  await storeNoticeForEveryone(db, notice);
  bus.publish('notify.notice', { userId: null, notice });
}

/** After the user read notices on one instance, all their browsers show the new count. */
export function publishUnread(bus: Bus, userId: string, count: number): void {
  bus.publish('notify.unread', { userId, count });
}
