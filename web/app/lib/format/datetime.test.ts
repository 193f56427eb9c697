import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp } from './datetime.ts';

// 2026-01-15 23:30:05 UTC: a winter instant (New York is UTC-5) that crosses the date line in Asia.
const instant = Date.UTC(2026, 0, 15, 23, 30, 5);

describe('formatTimestamp', () => {
  it.each([
    ['Asia/Shanghai', '2026/01/16 07:30:05'],
    ['Asia/Tokyo', '2026/01/16 08:30:05'],
    ['Pacific/Kiritimati', '2026/01/16 13:30:05'],
    ['UTC', '2026/01/15 23:30:05'],
    ['America/New_York', '2026/01/15 18:30:05'],
    ['Pacific/Pago_Pago', '2026/01/15 12:30:05'],
  ] as const)('writes the wall time of %s, whatever the language', (zone, expected) => {
    expect(formatTimestamp(instant, zone)).toBe(expected);
  });

  it('writes the zone chosen, not the one the language maps to (04:13 UTC is not 23:13)', () => {
    expect(formatTimestamp('2026-12-07T04:13:00Z', 'UTC')).toBe('2026/12/07 04:13:00');
    expect(formatTimestamp('2026-12-07T04:13:00Z', 'Asia/Singapore')).toBe('2026/12/07 12:13:00');
  });

  it('follows daylight saving time in New York', () => {
    expect(formatTimestamp(Date.UTC(2026, 6, 1, 12, 0, 0), 'America/New_York')).toBe('2026/07/01 08:00:00');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatTimestamp(Date.UTC(2026, 0, 1, 0, 0, 0), 'Europe/Paris')).toBe('2026/01/01 01:00:00');
    expect(formatTimestamp(Date.UTC(2026, 0, 1, 0, 0, 0), 'UTC')).toBe('2026/01/01 00:00:00');
  });

  it('accepts ISO strings and returns empty text for invalid dates', () => {
    expect(formatTimestamp('2026-03-04T05:06:07Z', 'UTC')).toBe('2026/03/04 05:06:07');
    expect(formatTimestamp('not a date', 'UTC')).toBe('');
  });
});

describe('formatDate', () => {
  // The sharkfin case: a term starting at midnight UTC starts on the 9th in UTC and east of it.
  const start = '2026-12-09T00:00:00Z';

  it('is the day in the zone chosen, across the date line', () => {
    expect(formatDate(start, 'en-US', 'UTC')).toBe('Dec 9, 2026');
    expect(formatDate(start, 'en-US', 'Asia/Shanghai')).toBe('Dec 9, 2026');
    expect(formatDate(start, 'en-US', 'America/New_York')).toBe('Dec 8, 2026');
    expect(formatDate('2026-11-30T23:30:00Z', 'en-US', 'Asia/Tokyo')).toBe('Dec 1, 2026');
  });

  it('writes the day in the language, and nothing for an invalid date', () => {
    expect(formatDate(start, 'ja-JP', 'UTC')).toBe('2026年12月9日');
    expect(formatDate('not a date', 'en-US', 'UTC')).toBe('');
  });
});
