// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForTrackedClicks, trackedClickProperties } from './click-tracking.ts';

const page = { pageid: 'home___en_US___default', page_name: 'Vela', siteid: 'web' } as const;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('trackedClickProperties', () => {
  it('reads module and element of the tracked element around the click target', () => {
    document.body.innerHTML =
      '<nav><a href="/markets" data-track-module="main_nav" data-track-element="nav.markets"><span>Markets</span></a></nav>';
    const span = document.querySelector('span');
    expect(trackedClickProperties(span, page)).toEqual({
      module_name: 'main_nav',
      element_name: 'nav.markets',
      ...page,
    });
  });

  it('takes an element with only one of the attributes', () => {
    document.body.innerHTML = '<button data-track-element="buy">Buy</button>';
    expect(trackedClickProperties(document.querySelector('button'), page)).toEqual({ element_name: 'buy', ...page });
  });

  it('ignores clicks outside tracked elements and targets that are not elements', () => {
    document.body.innerHTML = '<p><a href="/">Home</a></p>';
    expect(trackedClickProperties(document.querySelector('a'), page)).toBeUndefined();
    expect(trackedClickProperties(null, page)).toBeUndefined();
    expect(trackedClickProperties(window, page)).toBeUndefined();
  });
});

describe('listenForTrackedClicks', () => {
  it('reports tracked clicks with the page at click time, even when a handler stops propagation', () => {
    document.body.innerHTML =
      '<a href="#" data-track-module="main_nav" data-track-element="nav.trade">Trade</a><a href="#" id="plain">Plain</a>';
    const link = document.querySelector<HTMLAnchorElement>('[data-track-element]');
    link?.addEventListener('click', (event) => event.stopPropagation());
    const report = vi.fn();
    let title = 'First';
    const stop = listenForTrackedClicks(document, () => ({ page_name: title, siteid: 'H5' }), report);
    link?.click();
    title = 'Second';
    link?.click();
    document.querySelector<HTMLAnchorElement>('#plain')?.click();
    expect(report.mock.calls).toEqual([
      [{ module_name: 'main_nav', element_name: 'nav.trade', page_name: 'First', siteid: 'H5' }],
      [{ module_name: 'main_nav', element_name: 'nav.trade', page_name: 'Second', siteid: 'H5' }],
    ]);
    stop();
    link?.click();
    expect(report).toHaveBeenCalledTimes(2);
  });
});
