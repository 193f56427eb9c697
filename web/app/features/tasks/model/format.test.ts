import { describe, expect, it } from 'vitest';
import { formatCount, formatTimeLeft, formatUnit, formatUsdt } from './format.ts';

describe('reward and progress figures', () => {
  it('groups per locale and keeps every decimal the server sent', () => {
    expect(formatUsdt('5', 'en-US')).toBe('5.00');
    expect(formatUsdt('1234.5', 'de-DE')).toBe('1.234,50');
    expect(formatUsdt('0.00012345', 'en-US')).toBe('0.00012345');
    expect(formatUsdt('123456789012.12345678', 'en-US')).toBe('123,456,789,012.12345678');
    expect(formatCount('1000', 'en-US')).toBe('1,000');
    expect(formatCount('250.5', 'fr-FR')).toBe('250,5');
  });

  it('names durations in the language, with its plural forms', () => {
    expect(formatUnit(1, 'day', 'en-US')).toBe('1 day');
    expect(formatUnit(30, 'day', 'en-US')).toBe('30 days');
    expect(formatUnit(2, 'day', 'ru-RU')).toBe('2 дня');
    expect(formatUnit(5, 'day', 'ru-RU')).toBe('5 дней');
  });
});

describe('formatTimeLeft', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('shows the two largest units left', () => {
    expect(formatTimeLeft('2026-11-30T16:30:00Z', now, 'en-US')).toBe('3 days 4 hours');
    expect(formatTimeLeft('2026-11-27T17:12:30Z', now, 'en-US')).toBe('5 hours 12 minutes');
    expect(formatTimeLeft('2026-11-28T12:00:00Z', now, 'en-US')).toBe('1 day');
  });

  it('counts the last minute as one, and nothing once the deadline has passed', () => {
    expect(formatTimeLeft('2026-11-27T12:00:20Z', now, 'en-US')).toBe('1 minute');
    expect(formatTimeLeft('2026-11-27T12:00:00Z', now, 'en-US')).toBeNull();
    expect(formatTimeLeft('not a date', now, 'en-US')).toBeNull();
  });
});
