import { describe, expect, it } from 'vitest';
import { deviceLine, methodKey, resultKey } from './sessions-device.ts';

describe('device line', () => {
  it('joins browser, system and model without repeating the system', () => {
    expect(deviceLine({ browser: 'Chrome 126 on Windows', systemVersion: 'Windows 10' })).toBe(
      'Chrome 126 on Windows · Windows 10',
    );
    expect(deviceLine({ browser: 'Safari 17', systemVersion: 'iOS 17.4', brandModel: 'Apple iPhone' })).toBe(
      'Safari 17 · iOS 17.4 · Apple iPhone',
    );
    expect(deviceLine({ platform: 'Linux', systemVersion: 'Linux' })).toBe('Linux');
    expect(deviceLine({ deviceId: 'only-an-id' })).toBeUndefined();
    expect(deviceLine(null)).toBeUndefined();
  });

  it('names known methods and results, and reads anything newer as other', () => {
    expect(methodKey('password+totp')).toBe('security.methods.password+totp');
    expect(methodKey('magic-link')).toBe('security.methods.other');
    expect(methodKey(null)).toBe('security.methods.other');
    expect(resultKey('rate-limited')).toBe('security.results.rate-limited');
    expect(resultKey('new-thing')).toBe('security.results.other');
  });
});
