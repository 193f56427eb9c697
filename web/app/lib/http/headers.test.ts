import { describe, expect, it } from 'vitest';
import { commonHeaders, futuresHeaders } from './headers.ts';

const sources = {
  locale: 'ja_JP' as const,
  selectType: '1',
  deviceId: 'dev-123',
  systemVersion: 'iOS 17.4',
  deviceName: 'Safari 17 on iOS',
};

describe('request headers', () => {
  it('carries the spec headers on every call, leaving out empty ones', () => {
    expect(commonHeaders(sources)).toEqual({
      language: 'ja_JP',
      'x-language': 'ja_JP',
      selectType: '1',
      deviceId: 'dev-123',
      'vela-device-id': 'dev-123',
      systemVersion: 'iOS 17.4',
      deviceName: 'Safari 17 on iOS',
      clientTag: 'web',
    });
  });

  it('adds tokens and the system header inside a native shell', () => {
    const headers = commonHeaders({ ...sources, accessToken: 'acc', loginToken: 'log', nativeShell: 'android' });
    expect(headers).toMatchObject({ 'X-Authorization': 'acc', token: 'log', loginToken: 'log', system: 'android' });
  });

  it('adds the futures headers', () => {
    expect(futuresHeaders({ ...sources, accessToken: 'acc', loginToken: 'log' })).toMatchObject({
      appVersion: '1.0.0',
      'Accept-Language': 'ja-JP',
      'x-locale': 'ja_JP',
      authorization: 'Bearer acc',
      thirdAppToken: 'log',
      thirdAppId: 'vela',
      'Content-Type': 'application/json',
      clientTag: 'web',
    });
    expect(futuresHeaders({ ...sources, futuresToken: 'fut', loginToken: 'log' }).thirdAppToken).toBe('fut');
  });
});
