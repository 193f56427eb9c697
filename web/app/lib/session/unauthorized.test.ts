import { describe, expect, it } from 'vitest';
import { loginRedirectTarget } from './unauthorized.ts';

describe('loginRedirectTarget', () => {
  it('keeps the full path to come back to', () => {
    expect(loginRedirectTarget('ja_JP', '/ja_JP/account?tab=2#x', false)).toBe(
      '/ja_JP/login?redirectUrl=%2Fja_JP%2Faccount%3Ftab%3D2%23x',
    );
    expect(loginRedirectTarget('en_US', '/wallet', false)).toBe('/login?redirectUrl=%2Fwallet');
  });

  it('leaves the return out for noreturn routes', () => {
    expect(loginRedirectTarget('ko_KR', '/ko_KR/register', true)).toBe('/ko_KR/login');
  });
});
