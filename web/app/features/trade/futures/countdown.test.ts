import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everySecond, formatCountdown } from './countdown.ts';

describe('formatCountdown', () => {
  it('writes hours, minutes and seconds, rounding a started second up', () => {
    expect(formatCountdown(8 * 3600_000)).toBe('08:00:00');
    expect(formatCountdown(3_723_400)).toBe('01:02:04');
    expect(formatCountdown(59_001)).toBe('00:01:00');
    expect(formatCountdown(120 * 3600_000)).toBe('120:00:00');
  });

  it('stops at zero', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });
});

describe('everySecond', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_400);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks just after each turn of the second until stopped', () => {
    const ticks: number[] = [];
    const stop = everySecond(() => ticks.push(Date.now()));
    vi.advanceTimersByTime(3_000);
    expect(ticks).toEqual([1_700_000_001_005, 1_700_000_002_005, 1_700_000_003_005]);
    stop();
    vi.advanceTimersByTime(3_000);
    expect(ticks).toHaveLength(3);
  });
});
