import { describe, expect, it } from 'vitest';
import { closedAt, isClosed, shownProgress, taskStatus } from './task-status.ts';

const now = new Date('2026-11-27T12:00:00Z');
const before = new Date('2026-11-27T11:59:59Z');
const after = new Date('2026-11-27T12:00:01Z');

describe('task timing', () => {
  it('closes at the deadline or when ended, whichever comes first', () => {
    expect(isClosed({ deadline: null, endedAt: null }, now)).toBe(false);
    expect(isClosed({ deadline: after, endedAt: null }, now)).toBe(false);
    expect(isClosed({ deadline: now, endedAt: null }, now)).toBe(true);
    expect(isClosed({ deadline: after, endedAt: before }, now)).toBe(true);
    expect(closedAt({ deadline: before, endedAt: new Date('2026-11-27T11:00:00Z') }, now)).toEqual(
      new Date('2026-11-27T11:00:00Z'),
    );
    expect(closedAt({ deadline: after, endedAt: null }, now)).toBeNull();
  });
});

describe('task status', () => {
  it('is claimable once the progress reaches the target, exactly', () => {
    expect(taskStatus({ progress: '999.99999999', target: '1000', claimed: false, closed: false })).toBe('in-progress');
    expect(taskStatus({ progress: '1000', target: '1000', claimed: false, closed: false })).toBe('claimable');
    expect(taskStatus({ progress: '1000.5', target: '1000', claimed: false, closed: false })).toBe('claimable');
  });

  it('keeps claimed final and makes an unclaimed closed task expired', () => {
    expect(taskStatus({ progress: '1', target: '1', claimed: true, closed: true })).toBe('claimed');
    expect(taskStatus({ progress: '1', target: '1', claimed: false, closed: true })).toBe('expired');
    expect(taskStatus({ progress: '0', target: '1', claimed: false, closed: true })).toBe('expired');
  });

  it('never shows progress above the target', () => {
    expect(shownProgress('1500.25', '1000', 'claimable')).toBe('1000');
    expect(shownProgress('12.5', '1000', 'in-progress')).toBe('12.5');
    expect(shownProgress('0', '1000', 'claimed')).toBe('1000');
  });
});
