import { describe, expect, it } from 'vitest';
import { assertValidScreens, routeId, type Screen, screenOfRouteId, screens } from './route-list.ts';

const screen = (overrides: Partial<Screen>): Screen => ({
  id: 'x',
  path: 'x',
  file: 'routes/x.tsx',
  layout: 'main',
  pageKey: 'x',
  ...overrides,
});

describe('route list', () => {
  it('names routes with a locale suffix and a default marker', () => {
    expect(routeId('home', 'ja_JP', false)).toBe('home___ja_JP');
    expect(routeId('home', 'en_US', true)).toBe('home___en_US___default');
    expect(screenOfRouteId('announcement___ko_KR')?.path).toBe('events-announcements/:eventClass/:id');
    expect(screenOfRouteId('nothing___ko_KR')).toBeUndefined();
  });

  it('covers every route of the specification', () => {
    const paths = screens.map((s) => s.path);
    for (const path of [
      '',
      'events-announcements',
      'events-announcements/:eventClass',
      'events-announcements/:eventClass/:id',
      'events-courses',
      'events-courses/research',
      'events-courses/research/:id',
      'events-courses/web3',
      'events-courses/web3/:id',
      'login',
      'register',
      'affiliate-register',
      'affiliate-register/why-join-vela',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('stops on an unknown guard name or a duplicate id', () => {
    expect(() => assertValidScreens([screen({ guards: ['auth'] })])).not.toThrow();
    expect(() => assertValidScreens([screen({ guards: ['admin-only'] })])).toThrow(/unknown guard "admin-only"/);
    expect(() => assertValidScreens([screen({}), screen({})])).toThrow(/used twice/);
  });
});
