import type { StoredNotice } from '@vela/contracts/feed';
import { describe, expect, it } from 'vitest';
import { backlogToToast, CONNECT_BACKLOG_WINDOW_MS, noticeKey } from './connect-backlog.ts';

const NOW = 1_800_000_000_000;
let serial = 0;
const notice = (secondsAgo: number, read = false, title = `notice ${++serial}`): StoredNotice => ({
  id: ++serial,
  kind: 'announcement',
  title,
  body: 'body',
  time: NOW - secondsAgo * 1000,
  read,
});

describe('backlogToToast', () => {
  it('toasts the unread notices of the last minute, oldest first, and none older', () => {
    const fresh = notice(5);
    const minuteOld = notice(CONNECT_BACKLOG_WINDOW_MS / 1000);
    const older = notice(61);
    const read = notice(2, true);
    // The list call answers newest first.
    expect(backlogToToast([read, fresh, minuteOld, older], NOW, new Set())).toEqual([minuteOld, fresh]);
  });

  it('never toasts a notice twice: not one the socket pushed, not one of an earlier connect', () => {
    const pushed = notice(3);
    const waiting = notice(10);
    const shown = new Set([noticeKey(pushed)]);
    expect(backlogToToast([pushed, waiting], NOW, shown)).toEqual([waiting]);
    // A reconnect reads the same list again.
    expect(backlogToToast([pushed, waiting], NOW + 5_000, shown)).toEqual([]);
  });

  it('takes a notice stamped a little ahead of this clock as fresh', () => {
    const ahead = notice(-2);
    expect(backlogToToast([ahead], NOW, new Set())).toEqual([ahead]);
  });
});
