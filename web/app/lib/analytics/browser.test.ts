// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { fakeLogger } from '../../../test/support/analytics-fakes.ts';
import type { Analytics } from './api.ts';
import { createBrowserAnalytics } from './browser.ts';

let analytics: Analytics | undefined;
afterEach(() => {
  analytics?.shutdown();
  localStorage.clear();
});

function start(href: string) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(href);
  const sendBeacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
  Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const logger = fakeLogger();
  analytics = createBrowserAnalytics({ serverUrl: 'https://rx.example', deviceId: 'device-1', logger });
  return { analytics, sendBeacon, logger };
}

it('takes the distinct id from the landing URL and queues in localStorage', () => {
  const page = start('https://www.vela.example/markets?_tasdk=linked-1');
  expect(page.analytics.getDistinctId()).toBe('linked-1');
  page.analytics.track('open');
  expect(localStorage.getItem('vela_analytics_events')).toContain('"eventName":"open"');
});

it('sends the queue by beacon on pagehide', () => {
  const page = start('https://www.vela.example/');
  page.analytics.track('open');
  window.dispatchEvent(new Event('pagehide'));
  expect(page.sendBeacon).toHaveBeenCalledTimes(1);
  expect(page.sendBeacon.mock.calls[0]?.[0]).toBe('https://rx.example/sync_js');
  expect(localStorage.getItem('vela_analytics_events')).toBeNull();
});

it('decorates a clicked link to a linked site', () => {
  const page = start('https://www.vela.example/');
  page.analytics.setDistinctId('visitor-1');
  page.analytics.quick('siteLinker', { linker: [{ part_url: 'b.example', after_hash: false }] });
  document.body.innerHTML = '<a href="https://b.example/x"><span>go</span></a>';
  // Keep the test page where it is: the decoration runs in the capture phase, before this.
  document.addEventListener('click', (event) => event.preventDefault());
  document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(document.querySelector('a')?.getAttribute('href')).toBe('https://b.example/x?_tasdk=visitor-1');
});

it('tracks page views on client-side navigation', async () => {
  const page = start('https://www.vela.example/');
  document.title = 'Home';
  page.analytics.quick('autoTrack');
  window.history.pushState({}, '', '/login');
  document.title = 'Login';
  await new Promise((resolve) => setTimeout(resolve, 0));
  const queued = JSON.parse(localStorage.getItem('vela_analytics_events') ?? '[]') as { properties: unknown }[];
  expect(queued.map((event) => event.properties)).toEqual([
    { page_name: 'Home', page_path: '/' },
    { page_name: 'Login', page_path: '/login' },
  ]);
});
