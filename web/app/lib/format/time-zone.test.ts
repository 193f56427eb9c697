import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  resolveTimeZone,
  TIME_ZONE_COOKIE,
  timeZoneChoiceCookie,
  timeZoneCookie,
  timeZoneSettingFromCookies,
  VIEWER_ZONE_COOKIE,
  zoneLabel,
} from './time-zone.ts';

const winter = new Date(Date.UTC(2026, 0, 15, 12, 0, 0));
const summer = new Date(Date.UTC(2026, 6, 15, 12, 0, 0));

describe('time zone setting', () => {
  it('reads the choice and the viewer zone from cookies, local by default', () => {
    expect(timeZoneSettingFromCookies(null)).toEqual({ choice: 'local', viewerZone: null });
    expect(
      timeZoneSettingFromCookies(`${TIME_ZONE_COOKIE}=utc; ${VIEWER_ZONE_COOKIE}=${encodeURIComponent('Asia/Tokyo')}`),
    ).toEqual({ choice: 'utc', viewerZone: 'Asia/Tokyo' });
  });

  it('takes the account’s saved choice where this browser has none, the browser’s own where it has one', () => {
    expect(timeZoneSettingFromCookies(null, 'utc')).toEqual({ choice: 'utc', viewerZone: null });
    expect(timeZoneSettingFromCookies(`${TIME_ZONE_COOKIE}=mars`, 'locale').choice).toBe('locale');
    expect(timeZoneSettingFromCookies(`${TIME_ZONE_COOKIE}=local`, 'utc').choice).toBe('local');
    expect(timeZoneChoiceCookie(`${TIME_ZONE_COOKIE}=locale`)).toBe('locale');
    expect(timeZoneChoiceCookie(`${TIME_ZONE_COOKIE}=mars`)).toBeNull();
    expect(timeZoneChoiceCookie(null)).toBeNull();
  });

  it('ignores a choice or zone it does not know', () => {
    expect(timeZoneSettingFromCookies(`${TIME_ZONE_COOKIE}=mars; ${VIEWER_ZONE_COOKIE}=Nowhere/Atlantis`)).toEqual({
      choice: 'local',
      viewerZone: null,
    });
    expect(isTimeZone('Europe/Kyiv')).toBe(true);
    expect(isTimeZone('<script>')).toBe(false);
  });

  it('resolves local, UTC and the locale zone of the spec table', () => {
    expect(resolveTimeZone({ choice: 'local', viewerZone: 'Europe/Paris' }, 'ja_JP')).toBe('Europe/Paris');
    expect(resolveTimeZone({ choice: 'local', viewerZone: null }, 'en_US')).toBe('UTC');
    expect(resolveTimeZone({ choice: 'utc', viewerZone: 'Asia/Tokyo' }, 'ja_JP')).toBe('UTC');
    expect(resolveTimeZone({ choice: 'locale', viewerZone: 'UTC' }, 'ja_JP')).toBe('Asia/Tokyo');
    expect(resolveTimeZone({ choice: 'locale', viewerZone: 'UTC' }, 'en_US')).toBe('America/New_York');
  });

  it('labels zones by their offset at the time, summer time included', () => {
    expect(zoneLabel('UTC', winter)).toBe('UTC');
    expect(zoneLabel('Asia/Tokyo', winter)).toBe('UTC+9');
    expect(zoneLabel('America/New_York', winter)).toBe('UTC-5');
    expect(zoneLabel('America/New_York', summer)).toBe('UTC-4');
    expect(zoneLabel('Asia/Kolkata', winter)).toBe('UTC+5:30');
  });

  it('writes a year-long cookie', () => {
    expect(timeZoneCookie('utc')).toBe(`${TIME_ZONE_COOKIE}=utc; Path=/; Max-Age=31536000; SameSite=Lax`);
  });
});
