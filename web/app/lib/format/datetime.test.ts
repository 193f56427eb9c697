import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './datetime.ts';

// 2026-01-15 23:30:05 UTC: a winter instant (New York is UTC-5) that crosses the date line in Asia.
const instant = Date.UTC(2026, 0, 15, 23, 30, 5);

describe('formatTimestamp', () => {
  it.each([
    ['zh_CN', '2026/01/16 07:30:05'],
    ['zh_TW', '2026/01/16 07:30:05'],
    ['ja_JP', '2026/01/16 08:30:05'],
    ['ko_KR', '2026/01/16 08:30:05'],
    ['en_US', '2026/01/15 18:30:05'],
    ['fr_FR', '2026/01/15 23:30:05'],
    ['vi_VN', '2026/01/15 23:30:05'],
  ] as const)('formats in the zone of %s', (locale, expected) => {
    expect(formatTimestamp(instant, locale)).toBe(expected);
  });

  it('follows daylight saving time in New York', () => {
    expect(formatTimestamp(Date.UTC(2026, 6, 1, 12, 0, 0), 'en_US')).toBe('2026/07/01 08:00:00');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatTimestamp(Date.UTC(2026, 0, 1, 0, 0, 0), 'fr_FR')).toBe('2026/01/01 00:00:00');
  });

  it('accepts ISO strings and returns empty text for invalid dates', () => {
    expect(formatTimestamp('2026-03-04T05:06:07Z', 'es_ES')).toBe('2026/03/04 05:06:07');
    expect(formatTimestamp('not a date', 'es_ES')).toBe('');
  });
});
