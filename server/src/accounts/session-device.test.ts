import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { maskAntiPhishingCode, withAntiPhishingLine } from './anti-phishing.ts';
import { describeDevice } from './security-notices.ts';
import { requestOrigin } from './session-device.ts';

const request = (headers: Record<string, string>, ip = '198.51.100.4') =>
  ({ headers, ip }) as unknown as FastifyRequest;

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('request origin', () => {
  it('reduces the client headers and the form hint to the device record, and drops unknown values', () => {
    const origin = requestOrigin(
      request({
        'user-agent': PIXEL,
        deviceid: 'abc-123',
        devicename: 'Chrome 126 on Android',
        systemversion: 'Android 14',
        'accept-language': 'pt-PT,pt;q=0.9',
      }),
      { platform: 'Linux armv8l', brand_model: 'Google Pixel 8', system_lang: 'unknown' },
    );
    expect(origin).toEqual({
      ip: '198.51.100.4',
      userAgent: PIXEL,
      device: {
        deviceId: 'abc-123',
        platform: 'Linux armv8l',
        brandModel: 'Google Pixel 8',
        browser: 'Chrome 126 on Android',
        systemVersion: 'Android 14',
        systemLanguage: 'pt-PT',
      },
    });
  });

  it('reads browser and system from the user agent when the client sends no device headers', () => {
    expect(requestOrigin(request({ 'user-agent': PIXEL })).device).toEqual({
      browser: 'Chrome 126',
      systemVersion: 'Android 14',
    });
    expect(requestOrigin(request({})).device).toBeNull();
  });

  it('drops a field that is too long or malformed instead of the whole record', () => {
    const device = requestOrigin(
      request({ deviceid: 'x'.repeat(500), 'accept-language': '<script>', devicename: 'Firefox 128' }),
    ).device;
    expect(device).toEqual({ browser: 'Firefox 128' });
  });

  it('keeps at most 512 characters of a user agent', () => {
    expect(requestOrigin(request({ 'user-agent': 'a'.repeat(2000) })).userAgent).toHaveLength(512);
  });
});

describe('describeDevice', () => {
  it('says browser, system and model in one line, without repeating the system', () => {
    expect(describeDevice({ browser: 'Chrome 126 on Windows', systemVersion: 'Windows 10' })).toBe(
      'Chrome 126 on Windows, Windows 10',
    );
    expect(describeDevice({ browser: 'Safari 17', systemVersion: 'iOS 17.4', brandModel: 'Apple iPhone' })).toBe(
      'Safari 17, iOS 17.4 (Apple iPhone)',
    );
    expect(describeDevice({ brandModel: 'Apple iPhone' })).toBe('Apple iPhone');
    expect(describeDevice({ deviceId: 'x' })).toBeUndefined();
    expect(describeDevice(null)).toBeUndefined();
  });
});

describe('anti-phishing code', () => {
  it('is masked in the middle, whatever the script', () => {
    expect(maskAntiPhishingCode('BlueHeron')).toBe('Bl•••••on');
    expect(maskAntiPhishingCode('青い鳥さん')).toBe('青い•さん');
    expect(maskAntiPhishingCode('abcd')).toBe('a•••');
  });

  it('goes on top of the mail text when set, and nowhere when not', () => {
    const message = { to: 'a@b.co', subject: 's', text: 'body' };
    expect(withAntiPhishingLine(message, 'Code: X').text).toBe('Code: X\n\nbody');
    expect(withAntiPhishingLine(message, null)).toBe(message);
  });
});
