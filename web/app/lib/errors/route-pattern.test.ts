// @vitest-environment happy-dom

import { createMemoryRouter, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { currentRoutePattern, routePatternFor, routePatternOf } from './route-pattern.ts';

const setRouter = (router: DataRouter | undefined) => {
  (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter = router;
};

afterEach(() => setRouter(undefined));

describe('routePatternOf', () => {
  it('joins the paths of the matched routes, skipping layouts and index routes', () => {
    expect(
      routePatternOf([
        { route: { path: '' } },
        { route: {} },
        { route: { path: 'ja_JP/events-announcements/:eventClass/:id' } },
      ]),
    ).toBe('/ja_JP/events-announcements/:eventClass/:id');
    expect(routePatternOf([{ route: { path: '/' } }, { route: { path: 'a/' } }, { route: { path: '*' } }])).toBe(
      '/a/*',
    );
    expect(routePatternOf([{ route: {} }])).toBe('/');
  });
});

describe('the hydrated router', () => {
  const routes = [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'home', index: true },
        { id: 'announcement', path: 'events-announcements/:eventClass/:id' },
        { id: 'fault', path: '__fault/render' },
      ],
    },
  ];

  it('names the page on screen and the one a navigation goes to', () => {
    setRouter(createMemoryRouter(routes, { initialEntries: ['/events-announcements/news/42'] }));
    expect(currentRoutePattern()).toBe('/events-announcements/:eventClass/:id');
    expect(routePatternFor('/__fault/render')).toBe('/__fault/render');
    expect(routePatternFor('/')).toBe('/');
    expect(routePatternFor('/nowhere')).toBeUndefined();
  });

  it('is unknown before hydration', () => {
    expect(currentRoutePattern()).toBeUndefined();
    expect(routePatternFor('/login')).toBeUndefined();
  });
});
