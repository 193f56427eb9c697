import type { Notice, StoredNotice } from '@vela/contracts/feed';

/**
 * A notice stored while the notification socket was not open yet (the page was loading, or
 * reconnecting) reaches the bell's unread count but was never pushed. When the socket connects, the
 * unread notices of the last minute are toasted as if pushed; older ones wait in the bell.
 */
export const CONNECT_BACKLOG_WINDOW_MS = 60_000;

/** One notice, however it arrived (pushed or read from the list): its time, kind and title. */
export const noticeKey = (notice: Notice) => `${notice.time}|${notice.kind}|${notice.title}`;

/**
 * The notices of a connect backlog to toast, oldest first: unread, from the last
 * CONNECT_BACKLOG_WINDOW_MS before `now`, and not shown already (`shown` gets their keys).
 */
export function backlogToToast(backlog: readonly StoredNotice[], now: number, shown: Set<string>): StoredNotice[] {
  const toast = backlog
    .filter((notice) => !notice.read && now - notice.time <= CONNECT_BACKLOG_WINDOW_MS && !shown.has(noticeKey(notice)))
    .sort((a, b) => a.time - b.time);
  for (const notice of toast) shown.add(noticeKey(notice));
  return toast;
}
