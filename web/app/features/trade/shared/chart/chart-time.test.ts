import { describe, expect, it } from 'vitest';
import { formatBarTime, formatTick } from './chart-time.ts';

// 2026-03-01 15:04:05 UTC
const seconds = Date.UTC(2026, 2, 1, 15, 4, 5) / 1000;

describe('chart times', () => {
  it('writes axis ticks in the locale zone', () => {
    expect(formatTick(seconds, 'time', 'en-US', 'UTC')).toBe('15:04');
    expect(formatTick(seconds, 'time', 'ja-JP', 'Asia/Tokyo')).toBe('00:04');
    expect(formatTick(seconds, 'seconds', 'en-US', 'America/New_York')).toBe('10:04:05');
    expect(formatTick(seconds, 'year', 'en-US', 'UTC')).toBe('2026');
  });

  it('writes the crosshair time with the date', () => {
    expect(formatBarTime(seconds, 'ja-JP', 'Asia/Tokyo')).toBe('2026/03/02 00:04');
  });
});
