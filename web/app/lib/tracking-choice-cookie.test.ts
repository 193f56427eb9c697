import { describe, expect, it } from 'vitest';
import { TRACKING_CHOICE_COOKIE, trackingChoiceCookie, trackingChoiceFromCookies } from './tracking-choice-cookie.ts';

describe('tracking choice cookie', () => {
  it('reads allow or decline from vela_tracking_choice among other cookies', () => {
    expect(TRACKING_CHOICE_COOKIE).toBe('vela_tracking_choice');
    expect(trackingChoiceFromCookies('theme=dark; vela_tracking_choice=allow; b=2')).toBe('allow');
    expect(trackingChoiceFromCookies('vela_tracking_choice=decline')).toBe('decline');
  });

  it.each([[null], [undefined], [''], ['theme=dark'], ['vela_tracking_choice=yes'], ['vela_tracking_choice=Allow']])(
    'knows no choice in %j',
    (header) => {
      expect(trackingChoiceFromCookies(header)).toBeUndefined();
    },
  );

  it('writes a year-long lax cookie on the whole site, Secure on an https page', () => {
    expect(trackingChoiceCookie('allow', { secure: false })).toBe(
      'vela_tracking_choice=allow; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(trackingChoiceCookie('decline', { secure: true })).toBe(
      'vela_tracking_choice=decline; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });
});
