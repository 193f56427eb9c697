import { expect, it } from 'vitest';
import { createBrowserAnalytics } from './browser.ts';

it('works without a browser: queues in memory and throws nothing', async () => {
  expect(typeof window).toBe('undefined');
  const analytics = createBrowserAnalytics({ serverUrl: 'https://rx.example', deviceId: 'device-1' });
  expect(analytics.track('rendered_on_server')).toEqual({ ok: true, value: 'queued' });
  await expect(analytics.flush()).resolves.toBeUndefined();
  analytics.shutdown();
});
