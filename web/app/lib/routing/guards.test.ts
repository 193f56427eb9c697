import { describe, expect, it } from 'vitest';
import { screenOfRouteId } from '../../route-list.ts';
import { matchScreen } from '../navigation/match-screen.ts';
import { runGuards } from './guards.ts';

function run(url: string, cookieHeader: string | null) {
  const parsed = new URL(url, 'http://vela.test');
  const matched = matchScreen(parsed.pathname);
  if (!matched) throw new Error(`no screen for ${url}`);
  const locale = parsed.pathname.startsWith('/ja_JP') ? 'ja_JP' : 'en_US';
  return runGuards({ url: parsed, locale, cookieHeader, screen: matched.screen });
}

describe('matchScreen', () => {
  it('finds screens under every prefix, preferring static segments', () => {
    expect(matchScreen('/ja_JP/events-courses/web3')?.screen.id).toBe('courses-web3');
    expect(matchScreen('/events-courses/research/12')).toMatchObject({
      screen: { id: 'course-research' },
      params: { id: '12' },
    });
    expect(matchScreen('/ko_KR')?.screen.id).toBe('home');
    expect(matchScreen('/affiliate-register/why-join-vela')?.screen.id).toBe('affiliate-why-join');
    expect(matchScreen('/nowhere')).toBeUndefined();
    expect(screenOfRouteId('account___en_US___default')?.guards).toEqual(['auth']);
  });

  it('answers a path it matched before from what it kept, a 404 included, without letting callers change it', () => {
    const first = matchScreen('/ja_JP/trade/ETH_USDT');
    expect(first).toMatchObject({ screen: { id: 'trade-pair' }, params: { symbol: 'ETH_USDT' } });
    expect(matchScreen('/ja_JP/trade/ETH_USDT')).toBe(first);
    expect(Object.isFrozen(first?.params)).toBe(true);
    expect(matchScreen('/ja_JP/trade/SOL_USDT')?.params.symbol).toBe('SOL_USDT');
    expect(matchScreen('/nowhere/else')).toBeUndefined();
    expect(matchScreen('/nowhere/else')).toBeUndefined();
  });
});

describe('guards', () => {
  it('auth: sends visitors to login in their locale with the page to come back to', () => {
    const outcome = run('/ja_JP/account?tab=2', null);
    expect(outcome?.status).toBe(302);
    expect(outcome?.headers.get('Location')).toBe('/ja_JP/login?forwardUrl=%2Fja_JP%2Faccount%3Ftab%3D2');
  });

  it('auth: lets a logged-in user through', () => {
    expect(run('/account', 'correctionToken=1')).toBeUndefined();
  });

  it('futures-redirect: opens the contract opened last, in the locale, else BTC_USDT', () => {
    expect(run('/ja_JP/futures', null)?.headers.get('Location')).toBe('/ja_JP/futures/BTC_USDT');
    expect(run('/futures', 'lastFutures=ETH_USDT; correctionToken=1')?.headers.get('Location')).toBe(
      '/futures/ETH_USDT',
    );
    // The cookie is the visitor's input: anything but a symbol's shape is ignored.
    for (const bad of ['eth_usdt', '..%2Fwallet', 'ETH_USDT%2F..%2Fx', '%3Cscript%3E']) {
      expect(run('/futures', `lastFutures=${bad}`)?.headers.get('Location')).toBe('/futures/BTC_USDT');
    }
  });

  it('the futures terminal itself has no guard', () => {
    expect(matchScreen('/ko_KR/futures/BTC_USDT')).toMatchObject({
      screen: { id: 'futures-trade' },
      params: { symbol: 'BTC_USDT' },
    });
    expect(run('/futures/ETH_USDT', null)).toBeUndefined();
  });

  it('screens without guards pass', () => {
    expect(run('/events-announcements', null)).toBeUndefined();
  });
});
