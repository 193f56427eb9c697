import { describe, expect, it } from 'vitest';
import { checkNavigationTarget, isScriptUrl, sameOriginPathOrHome, UnsafeNavigationError } from './safe-url.ts';

const origin = 'https://vela.test';

describe('isScriptUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:x',
    'java\nscript:x',
    '\u0001javascript:x',
    'vbscript:x',
    'data:text/html,x',
  ])('flags %j', (url) => expect(isScriptUrl(url)).toBe(true));
  it.each(['/login', 'https://vela.test/x', 'mailto:a@b.c', 'javascriptx/path'])('passes %j', (url) =>
    expect(isScriptUrl(url)).toBe(false),
  );
});

describe('checkNavigationTarget', () => {
  it('allows same-origin targets', () => {
    expect(checkNavigationTarget('/wallet?x=1', origin).href).toBe('https://vela.test/wallet?x=1');
  });

  it('throws for another origin without explicit permission, allows it with', () => {
    expect(() => checkNavigationTarget('https://evil.example/', origin)).toThrow(UnsafeNavigationError);
    expect(() => checkNavigationTarget('//evil.example/', origin)).toThrow(/explicit permission/);
    expect(checkNavigationTarget('https://help.example/a', origin, { allowExternal: true }).host).toBe('help.example');
  });

  it('refuses script URLs even with permission', () => {
    expect(() => checkNavigationTarget('javascript:alert(1)', origin, { allowExternal: true })).toThrow(/script/);
    expect(() => checkNavigationTarget('ftp://files.example/x', origin, { allowExternal: true })).toThrow(
      UnsafeNavigationError,
    );
  });
});

describe('sameOriginPathOrHome', () => {
  it.each([
    ['/trade/BTC_USDT?x=1', '/trade/BTC_USDT?x=1'],
    ['/ja_JP/wallet', '/ja_JP/wallet'],
    ['//evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/\\evil.example', '/'],
    ['/\\evil.example/x', '/'],
    ['/\t/evil.example', '/'],
    ['/%5Cevil.example/x', '/%5Cevil.example/x'],
    ['/trade/BTC_USDT#depth', '/trade/BTC_USDT#depth'],
    ['relative/path', '/'],
    [null, '/'],
    ['', '/'],
  ])('%j -> %j', (input, expected) => {
    expect(sameOriginPathOrHome(input)).toBe(expected);
  });
});
