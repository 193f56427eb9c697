import { type AnalyticsEvent, analyticsBatchSchema } from '@vela/contracts/analytics';
import { vi } from 'vitest';

// Fakes shared by the analytics tests (web/app/lib/analytics/*.test.ts).

export function fakeLogger() {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
}

export function makeEvent(uuid: string, properties: AnalyticsEvent['properties'] = {}): AnalyticsEvent {
  return { uuid, type: 'track', eventName: 'click', time: 1_700_000_000_000, distinctId: 'device-1', properties };
}

/** An ajax transport that records the events of every request and answers `answer()`. */
export function recordingAjax(answer: () => boolean | Promise<boolean> = () => true) {
  const batches: AnalyticsEvent[][] = [];
  const urls: string[] = [];
  const ajax = vi.fn(async (url: string, body: string, _signal: AbortSignal) => {
    urls.push(url);
    batches.push(analyticsBatchSchema.parse(JSON.parse(body)).events);
    return answer();
  });
  return { ajax, batches, urls, events: () => batches.flat() };
}
