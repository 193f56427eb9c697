import { describe, expect, it } from 'vitest';
import { preferencesUpdateSchema } from './preferences.ts';
import {
  cachedForZone,
  canonicalTimeZone,
  formatTimestamp,
  isTimeZone,
  ZONE_CACHE_LIMIT,
  zonedStamp,
  zoneLabel,
} from './zoned-time.ts';

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

describe('canonicalTimeZone', () => {
  it('names a zone as Intl does, whatever the casing typed, and null for one Intl does not know', () => {
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('AMERICA/NEW_YORK')).toBe('America/New_York');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Nowhere/Atlantis')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone(9)).toBeNull();
  });

  it('writes the same times for any casing of a zone', () => {
    expect(zonedStamp(winter, 'asia/tokyo')).toBe('2026/12/07 13:13:00 UTC+9');
  });
});

describe('cachedForZone', () => {
  it('keeps one entry per zone, under its canonical name, whatever the spelling', () => {
    const cache = new Map<string, string>();
    const make = (zone: string) => `made for ${zone}`;
    expect(cachedForZone(cache, 'asia/tokyo', make)).toBe('made for Asia/Tokyo');
    expect(cachedForZone(cache, 'ASIA/TOKYO', make)).toBe('made for Asia/Tokyo');
    expect(cachedForZone(cache, 'Asia/Tokyo', make)).toBe('made for Asia/Tokyo');
    expect([...cache.keys()]).toEqual(['Asia/Tokyo']);
  });

  it('never holds more than its limit, dropping the oldest first', () => {
    const cache = new Map<string, string>();
    const zones = Intl.supportedValuesOf('timeZone').slice(0, ZONE_CACHE_LIMIT + 10);
    for (const zone of zones) cachedForZone(cache, zone, (name) => name);
    expect(cache.size).toBe(ZONE_CACHE_LIMIT);
    expect(cache.has(canonicalTimeZone(zones.at(-1)) ?? '')).toBe(true);
    expect(cache.has(canonicalTimeZone(zones[0]) ?? '')).toBe(false);
  });

  it('refuses a zone Intl does not know, and caches nothing for it', () => {
    const cache = new Map<string, string>();
    expect(() => cachedForZone(cache, 'Nowhere/Atlantis', (name) => name)).toThrow(RangeError);
    expect(cache.size).toBe(0);
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
