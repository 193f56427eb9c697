import { describe, expect, it, vi } from 'vitest';
import { fakeFrameClock } from '../../../test/support/fake-frame-clock.ts';
import { createFrameScheduler } from './frame-scheduler.ts';

describe('createFrameScheduler', () => {
  it('flushes once per frame however often it is asked', () => {
    const clock = fakeFrameClock();
    const flush = vi.fn();
    const scheduler = createFrameScheduler(flush, clock);
    for (let i = 0; i < 500; i++) scheduler.request();
    expect(clock.waiting).toBe(1);
    expect(flush).not.toHaveBeenCalled();
    clock.frame();
    expect(flush).toHaveBeenCalledTimes(1);
    clock.frame();
    expect(flush).toHaveBeenCalledTimes(1);
    scheduler.request();
    clock.frame();
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('asks for a new frame when asked during a flush', () => {
    const clock = fakeFrameClock();
    let again = true;
    const scheduler = createFrameScheduler(() => {
      if (again) scheduler.request();
      again = false;
    }, clock);
    scheduler.request();
    clock.frame();
    expect(clock.waiting).toBe(1);
  });

  it('keeps flushes at least the minimum interval apart, still in animation frames', () => {
    const clock = fakeFrameClock();
    const flush = vi.fn();
    const scheduler = createFrameScheduler(flush, clock, 50);
    scheduler.request();
    clock.frame();
    expect(flush).toHaveBeenCalledTimes(1);
    scheduler.request();
    clock.frame();
    expect(clock.waiting).toBe(0);
    clock.advance(30);
    scheduler.request();
    expect(clock.waiting).toBe(0);
    clock.advance(20);
    expect(clock.waiting).toBe(1);
    clock.frame();
    expect(flush).toHaveBeenCalledTimes(2);
    scheduler.request();
    scheduler.cancel();
    clock.advance(100);
    clock.frame();
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('drops a pending flush on cancel', () => {
    const clock = fakeFrameClock();
    const flush = vi.fn();
    const scheduler = createFrameScheduler(flush, clock);
    scheduler.request();
    scheduler.cancel();
    clock.frame();
    expect(flush).not.toHaveBeenCalled();
  });

  it('spreads flushes out as far as the measured frames are slow, within the limits', () => {
    const clock = fakeFrameClock();
    const flush = vi.fn();
    const scheduler = createFrameScheduler(flush, clock, 50, { factor: 3, maxIntervalMs: 200 });
    scheduler.request();
    clock.frame();
    // The frame after the flush came 40 ms later: the next flush waits 3 x 40 ms from the last.
    clock.advance(40);
    clock.frame();
    scheduler.request();
    clock.advance(79);
    expect(clock.waiting).toBe(0);
    clock.advance(1);
    clock.frame();
    expect(flush).toHaveBeenCalledTimes(2);
    // Very slow frames: never more than the longest interval.
    for (let i = 0; i < 20; i++) {
      clock.advance(500);
      clock.frame();
      scheduler.request();
      clock.advance(200);
      clock.frame();
    }
    const flushes = flush.mock.calls.length;
    scheduler.request();
    clock.advance(200);
    clock.frame();
    expect(flush).toHaveBeenCalledTimes(flushes + 1);
  });
});
