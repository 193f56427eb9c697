import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLogger, recordingAjax } from '../../../test/support/analytics-fakes.ts';
import type { Analytics, AnalyticsEnvironment, AnalyticsOptions } from './api.ts';
import { createAnalytics } from './instance.ts';
import type { ClickSource } from './linker.ts';
import type { NavigationSource, PageLocation } from './navigation.ts';
import { memoryStorage } from './queue.ts';

function setup(options: Partial<AnalyticsOptions> = {}, environment: Partial<AnalyticsEnvironment> = {}) {
  const rx = recordingAjax();
  const logger = fakeLogger();
  const storage = environment.storage ?? memoryStorage();
  let ids = 0;
  const analytics = createAnalytics(
    { serverUrl: 'https://rx.example/', sendMethod: 'ajax', ...options },
    {
      storage,
      transports: { ajax: rx.ajax },
      deviceId: 'device-1',
      logger,
      randomId: () => {
        ids += 1;
        return `uuid-${ids}`;
      },
      ...environment,
    },
  );
  const sent = async () => {
    await analytics.flush();
    return rx.events();
  };
  return { analytics, rx, logger, storage, sent };
}

function childOf(analytics: Analytics, name: string, options?: Partial<AnalyticsOptions>): Analytics {
  const created = analytics.createInstance(name, options);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('events', () => {
  it('sends a track event with time, distinct id and properties to /sync_js', async () => {
    const { analytics, rx, sent } = setup();
    expect(analytics.track('open_trade', { module_name: 'trade', pageid: 3 })).toEqual({ ok: true, value: 'queued' });
    expect(await sent()).toEqual([
      {
        uuid: 'uuid-1',
        type: 'track',
        eventName: 'open_trade',
        time: Date.parse('2024-05-01T10:00:00Z'),
        distinctId: 'device-1',
        properties: { module_name: 'trade', pageid: 3 },
      },
    ]);
    expect(rx.urls).toEqual(['https://rx.example/sync_js']);
  });

  it('takes the time given', async () => {
    const { analytics, sent } = setup();
    analytics.track('a', {}, { time: new Date('2024-01-01T00:00:00Z') });
    analytics.track('b', {}, { time: 1_000 });
    expect((await sent()).map((event) => event.time)).toEqual([Date.parse('2024-01-01T00:00:00Z'), 1_000]);
  });

  it('sends first-time events with the device id as firstCheckId unless one is given', async () => {
    const { analytics, sent } = setup();
    analytics.trackFirst('first_deposit');
    analytics.trackFirst('first_deposit', {}, { firstCheckId: 77 });
    expect((await sent()).map((event) => (event.type === 'track' ? event.firstCheckId : undefined))).toEqual([
      'device-1',
      '77',
    ]);
  });

  it('sends updates and overwrites with their extraId', async () => {
    const { analytics, sent } = setup();
    analytics.trackUpdate('order', { status: 'filled' }, 'order-1');
    analytics.trackOverwrite('order', { status: 'cancelled' }, 2);
    expect((await sent()).map((event) => [event.type, 'extraId' in event ? event.extraId : undefined])).toEqual([
      ['track_update', 'order-1'],
      ['track_overwrite', '2'],
    ]);
  });

  it('rejects an update or overwrite without extraId in any mode', async () => {
    const { analytics, sent } = setup();
    expect(analytics.trackUpdate('order', {}, '')).toMatchObject({ ok: false, error: { code: 'invalid_extra_id' } });
    expect(analytics.trackOverwrite('order', {}, undefined as unknown as string)).toMatchObject({ ok: false });
    expect(await sent()).toEqual([]);
  });

  it('sends page views with the page name and path', async () => {
    const { analytics, sent } = setup({ siteid: 'H5' });
    analytics.trackPageView('/markets', 'Markets', { module_name: 'nav' });
    expect((await sent())[0]).toMatchObject({
      eventName: 'page_view',
      properties: { siteid: 'H5', module_name: 'nav', page_name: 'Markets', page_path: '/markets' },
    });
  });

  it('sends each event at once to /data_debug in debug mode', async () => {
    const { analytics, rx } = setup({ debug: true });
    analytics.track('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(rx.urls).toEqual(['https://rx.example/data_debug']);
  });

  it('batches by 6, at most 30 by configuration', async () => {
    const { analytics, rx } = setup({ batchSize: 100 });
    for (let index = 0; index < 29; index += 1) analytics.track('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(rx.ajax).not.toHaveBeenCalled();
    analytics.track('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(rx.batches.map((batch) => batch.length)).toEqual([30]);
  });

  it('falls back to image for an unknown send method', async () => {
    const image = vi.fn(async () => true);
    const { analytics, logger } = setup({ sendMethod: 'carrier-pigeon' }, { transports: { image } });
    analytics.track('a');
    await analytics.flush();
    expect(image).toHaveBeenCalledTimes(1);
    expect(logger.warnings).toContain('analytics: unknown send method "carrier-pigeon"; using image');
  });

  it('hands the queue to the beacon on pagehide', () => {
    let pageHide = () => {};
    const beacon = vi.fn((_url: string, _body: string) => true);
    const { analytics } = setup(
      {},
      {
        transports: { ajax: async () => true, beacon },
        onPageHide: (listener) => {
          pageHide = listener;
          return () => {};
        },
      },
    );
    analytics.track('a');
    pageHide();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('https://rx.example/sync_js');
  });

  it('keeps at most 500 events on the device, dropping the oldest', () => {
    const { analytics, storage } = setup({}, { transports: {} });
    for (let index = 0; index < 501; index += 1) analytics.track('a', { index });
    const kept = JSON.parse(storage.getItem('vela_analytics_events') ?? '[]') as { properties: { index: number } }[];
    expect(kept).toHaveLength(500);
    expect(kept[0]?.properties.index).toBe(1);
  });

  it('keeps events queued and warns without a serverUrl', async () => {
    const { analytics, rx, logger } = setup({ serverUrl: '' });
    analytics.track('a');
    await analytics.flush();
    expect(rx.ajax).not.toHaveBeenCalled();
    expect(logger.warnings).toContain('analytics: no serverUrl; events stay queued on the device');
  });
});

describe('strict and non-strict mode', () => {
  it('strict mode rejects a bad event name and sends nothing', async () => {
    const { analytics, sent } = setup({ strict: true });
    const result = analytics.track('1st_trade');
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_event_name' } });
    expect(await sent()).toEqual([]);
  });

  it('non-strict mode warns and sends a bad event name', async () => {
    const { analytics, sent, logger } = setup();
    expect(analytics.track('1st_trade').ok).toBe(true);
    expect((await sent()).map((event) => event.eventName)).toEqual(['1st_trade']);
    expect(logger.warnings).toHaveLength(1);
  });

  it('rejects an event name that is not a string in any mode', async () => {
    const { analytics, sent } = setup();
    expect(analytics.track(42 as unknown as string)).toMatchObject({
      ok: false,
      error: { code: 'invalid_event_name' },
    });
    expect(await sent()).toEqual([]);
  });

  it('strict mode rejects bad property names and values', () => {
    const { analytics } = setup({ strict: true });
    expect(analytics.track('a', { 'bad name': 1 })).toMatchObject({ ok: false, error: { code: 'invalid_properties' } });
    expect(analytics.track('a', { fn: () => 1 })).toMatchObject({ ok: false, error: { code: 'invalid_properties' } });
    expect(analytics.track('a', 'text' as unknown as Record<string, unknown>)).toMatchObject({ ok: false });
  });

  it('non-strict mode sends bad property names and leaves out values that are not JSON', async () => {
    const { analytics, sent, logger } = setup();
    analytics.track('a', { 'bad name': 1, fn: () => 1, kept: 'yes' });
    expect((await sent())[0]?.properties).toEqual({ 'bad name': 1, kept: 'yes' });
    expect(logger.warnings).toHaveLength(2);
  });

  it('strict mode rejects a bad time; non-strict uses now', async () => {
    expect(setup({ strict: true }).analytics.track('a', {}, { time: Number.NaN })).toMatchObject({
      ok: false,
      error: { code: 'invalid_time' },
    });
    const { analytics, sent } = setup();
    analytics.track('a', {}, { time: -5 });
    expect((await sent())[0]?.time).toBe(Date.now());
  });
});

describe('identity', () => {
  it('uses the device id as distinct id until one is set', () => {
    const { analytics } = setup();
    expect(analytics.getDistinctId()).toBe('device-1');
    expect(analytics.getDeviceId()).toBe('device-1');
    expect(analytics.setDistinctId('visitor-9')).toEqual({ ok: true, value: undefined });
    expect(analytics.getDistinctId()).toBe('visitor-9');
  });

  it('converts numeric ids to strings and refuses other types in any mode', () => {
    const { analytics } = setup();
    analytics.setDistinctId(123);
    expect(analytics.getDistinctId()).toBe('123');
    expect(analytics.setDistinctId({} as unknown as string)).toMatchObject({
      ok: false,
      error: { code: 'invalid_user_id' },
    });
    expect(analytics.login('')).toMatchObject({ ok: false, error: { code: 'invalid_user_id' } });
    analytics.login(42);
    expect(analytics.getAccountId()).toBe('42');
  });

  it('strict mode refuses user ids over 63 characters; non-strict warns and uses them', () => {
    const long = 'u'.repeat(64);
    const strict = setup({ strict: true }).analytics;
    expect(strict.login(long)).toMatchObject({ ok: false, error: { code: 'invalid_user_id' } });
    expect(strict.setDistinctId(long)).toMatchObject({ ok: false });
    expect(strict.getAccountId()).toBeUndefined();
    const { analytics, logger } = setup();
    expect(analytics.login(long).ok).toBe(true);
    expect(analytics.getAccountId()).toBe(long);
    expect(logger.warnings).toEqual(['analytics: user id must have at most 63 characters']);
  });

  it('sends the account id after login and not after logout', async () => {
    const { analytics, sent } = setup();
    analytics.login('user-1');
    analytics.track('a');
    analytics.logout();
    analytics.track('b');
    expect((await sent()).map((event) => event.accountId)).toEqual(['user-1', undefined]);
  });

  it('remembers the identity across page loads', () => {
    const first = setup();
    first.analytics.setDistinctId('visitor-9');
    first.analytics.login('user-1');
    const reloaded = setup({}, { storage: first.storage }).analytics;
    expect(reloaded.getDistinctId()).toBe('visitor-9');
    expect(reloaded.getAccountId()).toBe('user-1');
  });
});

describe('super properties', () => {
  it('adds static and dynamic super properties under the event properties', async () => {
    const { analytics, sent } = setup({ siteid: 'web' });
    analytics.setSuperProperties({ siteid: 'H5', theme: 'dark', locale: 'en_US' });
    analytics.setSuperProperties({ locale: 'fr_FR' });
    analytics.setDynamicSuperProperties(() => ({ theme: 'light', page_name: 'Home' }));
    analytics.track('a', { page_name: 'Trade' });
    expect((await sent())[0]?.properties).toEqual({
      siteid: 'H5',
      theme: 'light',
      locale: 'fr_FR',
      page_name: 'Trade',
    });
  });

  it('unsets, clears and reads them', () => {
    const { analytics } = setup();
    analytics.setSuperProperties({ a: 1, b: 2 });
    analytics.unsetSuperProperty('a');
    expect(analytics.getSuperProperties()).toEqual({ b: 2 });
    analytics.clearSuperProperties();
    expect(analytics.getSuperProperties()).toEqual({});
  });

  it('needs an object in any mode', () => {
    const { analytics } = setup();
    for (const input of ['x', ['a'], null, new Date()]) {
      expect(analytics.setSuperProperties(input as unknown as Record<string, unknown>)).toMatchObject({
        ok: false,
        error: { code: 'invalid_super_properties' },
      });
    }
    expect(analytics.getSuperProperties()).toEqual({});
  });

  it('strict mode rejects bad super property names; non-strict keeps them', () => {
    expect(setup({ strict: true }).analytics.setSuperProperties({ '9lives': 1 })).toMatchObject({ ok: false });
    const { analytics } = setup();
    analytics.setSuperProperties({ '9lives': 1 });
    expect(analytics.getSuperProperties()).toEqual({ '9lives': 1 });
  });

  it('needs a function for dynamic super properties in any mode', () => {
    const { analytics } = setup();
    expect(analytics.setDynamicSuperProperties({ a: 1 } as unknown as () => Record<string, unknown>)).toMatchObject({
      ok: false,
      error: { code: 'invalid_dynamic_properties' },
    });
  });

  it('strict mode rejects the event when the dynamic function does not return an object or throws', () => {
    const { analytics } = setup({ strict: true });
    analytics.setDynamicSuperProperties(() => 'text' as unknown as Record<string, unknown>);
    expect(analytics.track('a')).toMatchObject({ ok: false, error: { code: 'invalid_dynamic_properties' } });
    analytics.setDynamicSuperProperties(() => {
      throw new Error('boom');
    });
    expect(analytics.track('a')).toMatchObject({ ok: false, error: { code: 'invalid_dynamic_properties' } });
  });

  it('non-strict mode sends the event without what the dynamic function failed to give', async () => {
    const { analytics, sent, logger } = setup();
    analytics.setDynamicSuperProperties(() => {
      throw new Error('boom');
    });
    analytics.track('a', { b: 1 });
    expect((await sent())[0]?.properties).toEqual({ b: 1 });
    expect(logger.warnings).toEqual(['analytics: dynamic super properties threw; left out']);
  });
});

describe('event timers', () => {
  it('adds the seconds since timeEvent to the next event of that name only', async () => {
    const { analytics, sent } = setup();
    analytics.timeEvent('deposit');
    vi.advanceTimersByTime(2_500);
    analytics.track('other');
    analytics.track('deposit');
    analytics.track('deposit');
    expect((await sent()).map((event) => event.properties.duration)).toEqual([undefined, 2.5, undefined]);
  });

  it('keeps the timer when the event was rejected', async () => {
    const { analytics, sent } = setup({ strict: true });
    analytics.timeEvent('deposit');
    vi.advanceTimersByTime(1_000);
    analytics.track('deposit', { 'bad name': 1 });
    analytics.track('deposit');
    expect((await sent()).map((event) => event.properties.duration)).toEqual([1]);
  });

  it('strict mode refuses to time a bad event name', () => {
    expect(setup({ strict: true }).analytics.timeEvent('no way')).toMatchObject({
      ok: false,
      error: { code: 'invalid_event_name' },
    });
  });
});

describe('login queue', () => {
  it('holds events that need login until login, then sends them with the account id', async () => {
    const { analytics, sent } = setup();
    analytics.setDistinctId('visitor-1');
    expect(analytics.track('claim_bonus', {}, { needLogin: true })).toEqual({ ok: true, value: 'awaiting_login' });
    analytics.track('page');
    expect((await sent()).map((event) => event.eventName)).toEqual(['page']);
    analytics.login('user-7');
    expect((await sent()).map((event) => [event.eventName, event.accountId, event.distinctId])).toEqual([
      ['page', undefined, 'visitor-1'],
      ['claim_bonus', 'user-7', 'visitor-1'],
    ]);
  });

  it('sends events that need login at once when logged in', () => {
    const { analytics } = setup();
    analytics.login('user-7');
    expect(analytics.track('claim_bonus', {}, { needLogin: true })).toEqual({ ok: true, value: 'queued' });
  });
});

describe('tracking states', () => {
  it('pause collects nothing and sends nothing, keeping what was queued; normal resumes', async () => {
    const { analytics, rx } = setup();
    analytics.track('before');
    expect(analytics.setTrackingState('pause')).toEqual({ ok: true, value: undefined });
    expect(analytics.track('during')).toMatchObject({ ok: false, error: { code: 'tracking_paused' } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(rx.ajax).not.toHaveBeenCalled();
    analytics.setTrackingState('normal');
    analytics.track('after');
    await vi.advanceTimersByTimeAsync(6_000);
    expect(rx.events().map((event) => event.eventName)).toEqual(['before', 'after']);
  });

  it('stop opts out: clears super properties, account id, timers and pending events', async () => {
    const { analytics, rx } = setup();
    analytics.setSuperProperties({ a: 1 });
    analytics.login('user-1');
    analytics.setDistinctId('visitor-1');
    analytics.timeEvent('deposit');
    analytics.track('queued');
    analytics.logout();
    analytics.track('held', {}, { needLogin: true });
    analytics.setTrackingState('stop');
    expect(analytics.getTrackingState()).toBe('stop');
    expect(analytics.getSuperProperties()).toEqual({});
    expect(analytics.getAccountId()).toBeUndefined();
    expect(analytics.getDistinctId()).toBe('visitor-1');
    expect(analytics.track('during')).toMatchObject({ ok: false, error: { code: 'tracking_stopped' } });
    analytics.setTrackingState('normal');
    analytics.login('user-2');
    analytics.track('deposit');
    await analytics.flush();
    expect(rx.events().map((event) => [event.eventName, event.properties])).toEqual([['deposit', {}]]);
  });

  it('stays stopped after a reload', () => {
    const first = setup();
    first.analytics.setTrackingState('stop');
    const reloaded = setup({}, { storage: first.storage }).analytics;
    expect(reloaded.getTrackingState()).toBe('stop');
    expect(reloaded.track('a').ok).toBe(false);
  });

  it('refuses an unknown state', () => {
    const { analytics } = setup();
    expect(analytics.setTrackingState('off' as 'stop')).toMatchObject({
      ok: false,
      error: { code: 'invalid_tracking_state' },
    });
    expect(analytics.getTrackingState()).toBe('normal');
  });
});

describe('quick', () => {
  function fakeNavigation(start: PageLocation) {
    let listener: ((page: PageLocation) => void) | undefined;
    const navigation: NavigationSource = {
      current: () => start,
      subscribe: (onNavigate) => {
        listener = onNavigate;
        return () => {
          listener = undefined;
        };
      },
    };
    return { navigation, navigate: (page: PageLocation) => listener?.(page), listening: () => listener !== undefined };
  }

  it('supports only autoTrack and siteLinker, in any mode', () => {
    const { analytics } = setup();
    expect(analytics.quick('autoTrak' as 'autoTrack')).toMatchObject({
      ok: false,
      error: { code: 'invalid_quick_action' },
    });
  });

  it('autoTrack sends a page view now and on every navigation until shutdown', async () => {
    const nav = fakeNavigation({ path: '/', title: 'Home' });
    const { analytics, sent } = setup({}, { navigation: nav.navigation });
    expect(analytics.quick('autoTrack', { module_name: 'auto' }).ok).toBe(true);
    nav.navigate({ path: '/markets', title: 'Markets' });
    expect((await sent()).map((event) => event.properties)).toEqual([
      { module_name: 'auto', page_name: 'Home', page_path: '/' },
      { module_name: 'auto', page_name: 'Markets', page_path: '/markets' },
    ]);
    analytics.shutdown();
    expect(nav.listening()).toBe(false);
  });

  it('autoTrack needs a navigation source', () => {
    expect(setup().analytics.quick('autoTrack')).toMatchObject({
      ok: false,
      error: { code: 'navigation_unavailable' },
    });
  });

  it('siteLinker decorates links to the listed sites with the current distinct id, skipping bad entries', () => {
    const { analytics, logger } = setup();
    analytics.quick('siteLinker', {
      linker: [
        { part_url: 'b.example', after_hash: false },
        { part_url: 'nohost', after_hash: false },
      ],
    });
    expect(logger.warnings).toHaveLength(1);
    analytics.setDistinctId('visitor-1');
    expect(analytics.decorateLink('https://b.example/x')).toBe('https://b.example/x?_tasdk=visitor-1');
    expect(analytics.decorateLink('https://c.example/x')).toBe('https://c.example/x');
  });

  it('siteLinker listens to link clicks once', () => {
    const addEventListener = vi.fn();
    const clicks: ClickSource = { addEventListener, removeEventListener: vi.fn() };
    const { analytics } = setup({}, { clicks });
    analytics.quick('siteLinker', { linker: [] });
    analytics.quick('siteLinker', { linker: [{ part_url: 'b.example', after_hash: true }] });
    expect(addEventListener.mock.calls.map(([type]) => type)).toEqual(['click', 'auxclick']);
  });

  it('takes the distinct id from the landing URL', () => {
    const { analytics } = setup({}, { landingUrl: 'https://a.example/?_tasdk=linked-1' });
    expect(analytics.getDistinctId()).toBe('linked-1');
    const strict = setup({ strict: true }, { landingUrl: `https://a.example/#/x?_tasdk=${'l'.repeat(64)}` });
    expect(strict.analytics.getDistinctId()).toBe('device-1');
    expect(strict.logger.warnings).toEqual(['analytics: distinct id must have at most 63 characters']);
  });
});

describe('instances', () => {
  it('creates named instances from the master with their own queue and identity', async () => {
    const { analytics, rx } = setup();
    const shop = childOf(analytics, 'shop', { serverUrl: 'https://shop-rx.example' });
    expect(shop.name).toBe('shop');
    expect(analytics.name).toBeUndefined();
    shop.login('user-1');
    shop.track('a');
    analytics.track('b');
    await shop.flush();
    await analytics.flush();
    expect(analytics.getAccountId()).toBeUndefined();
    expect(rx.urls).toEqual(['https://shop-rx.example/sync_js', 'https://rx.example/sync_js']);
  });

  it('inherits the master options it does not override', () => {
    const { analytics } = setup({ strict: true });
    expect(childOf(analytics, 'strict_child').track('1bad').ok).toBe(false);
    expect(childOf(analytics, 'lenient_child', { strict: false }).track('1bad').ok).toBe(true);
  });

  it('needs a non-empty string name that is not taken', () => {
    const { analytics } = setup();
    childOf(analytics, 'shop');
    expect(analytics.createInstance('shop')).toMatchObject({ ok: false, error: { code: 'instance_name_taken' } });
    expect(analytics.createInstance('')).toMatchObject({ ok: false, error: { code: 'invalid_instance_name' } });
    expect(analytics.createInstance(7 as unknown as string)).toMatchObject({
      ok: false,
      error: { code: 'invalid_instance_name' },
    });
  });

  it('creates instances from the master only', () => {
    const { analytics } = setup();
    const shop = childOf(analytics, 'shop');
    expect(shop.createInstance('nested')).toMatchObject({ ok: false, error: { code: 'not_master_instance' } });
    expect(analytics.createInstance('nested').ok).toBe(true);
  });

  it('shuts its children down with it', async () => {
    const { analytics, rx } = setup();
    const shop = childOf(analytics, 'shop');
    shop.track('a');
    analytics.shutdown();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(rx.ajax).not.toHaveBeenCalled();
  });
});
