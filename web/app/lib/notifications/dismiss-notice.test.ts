import type { StoredNotice } from '@vela/contracts/feed';
import { describe, expect, it } from 'vitest';
import { storedIdsOf } from './dismiss-notice.ts';

const pushed = {
  kind: 'announcement',
  title: 'New sign-in',
  body: 'Chrome on Linux',
  time: 1_700_000_000_000,
} as const;
const stored = (id: number, extra: Partial<StoredNotice> = {}): StoredNotice => ({
  ...pushed,
  id,
  read: false,
  ...extra,
});

describe('storedIdsOf', () => {
  it('finds the stored notice a pushed one stands for by its time, kind and title', () => {
    expect(storedIdsOf(pushed, [stored(3, { title: 'Order filled' }), stored(2), stored(1, { time: 1 })])).toEqual([2]);
  });

  it('leaves out what is already read: nothing to mark', () => {
    expect(storedIdsOf(pushed, [stored(2, { read: true })])).toEqual([]);
  });
});
