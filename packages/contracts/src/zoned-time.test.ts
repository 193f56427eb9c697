import { describe, expect, it } from 'vitest';
import { preferencesUpdateSchema } from './preferences.ts';
import { formatTimestamp, isTimeZone, zonedStamp, zoneLabel } from './zoned-time.ts';

// 2026-12-07 04:13:00 UTC: 13:13 in Tokyo, 23:13 the day before in New York (winter, UTC-5).
const winter = Date.UTC(2026, 11, 7, 4, 13, 0);
// 2026-07-01 12:00:00 UTC: summer time in New York (UTC-4).
const summer = Date.UTC(2026, 6, 1, 12, 0, 0);

describe('zonedStamp', () => {
  it.each([
    ['Asia/Tokyo', winter, '2026/12/07 13:13:00 UTC+9'],
    ['Asia/Shanghai', winter, '2026/12/07 12:13:00 UTC+8'],
    ['UTC', winter, '2026/12/07 04:13:00 UTC'],
    ['America/New_York', winter, '2026/12/06 23:13:00 UTC-5'],
    ['America/New_York', summer, '2026/07/01 08:00:00 UTC-4'],
    ['Asia/Kolkata', winter, '2026/12/07 09:43:00 UTC+5:30'],
  ] as const)('writes the wall time of %s and names the zone by its offset then', (zone, at, expected) => {
    expect(zonedStamp(at, zone)).toBe(expected);
  });

  it('labels the instant’s offset, not today’s: a summer stamp read in winter says summer time', () => {
    expect(zoneLabel('America/New_York', new Date(winter))).toBe('UTC-5');
    expect(zonedStamp(new Date(summer), 'America/New_York').endsWith('UTC-4')).toBe(true);
  });

  it('is the timestamp plus the label, and empty for what is not a date', () => {
    expect(zonedStamp(winter, 'Asia/Tokyo')).toBe(`${formatTimestamp(winter, 'Asia/Tokyo')} UTC+9`);
    expect(zonedStamp('2026-12-07T04:13:00Z', 'Asia/Tokyo')).toBe('2026/12/07 13:13:00 UTC+9');
    expect(zonedStamp('not a date', 'UTC')).toBe('');
  });

  it('knows zones Intl knows only', () => {
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('Nowhere/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('a time-zone preference update', () => {
  const web = { deviceType: 'web' } as const;

  it('takes a choice with the IANA zone it shows', () => {
    expect(preferencesUpdateSchema.parse({ ...web, timeZoneChoice: 'locale', timeZone: 'Asia/Tokyo' })).toMatchObject({
      timeZoneChoice: 'locale',
      timeZone: 'Asia/Tokyo',
    });
  });

  it('refuses a zone Intl does not know, a choice it does not offer, or one without the other', () => {
    for (const update of [
      { timeZoneChoice: 'local', timeZone: 'Mars/Olympus' },
      { timeZoneChoice: 'mars', timeZone: 'UTC' },
      { timeZoneChoice: 'utc' },
      { timeZone: 'UTC' },
    ]) {
      expect(preferencesUpdateSchema.safeParse({ ...web, ...update }).success, JSON.stringify(update)).toBe(false);
    }
  });
});
