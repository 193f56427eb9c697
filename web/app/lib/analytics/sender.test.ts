import { type AnalyticsEvent, analyticsBatchSchema } from '@vela/contracts/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLogger, makeEvent, recordingAjax } from '../../../test/support/analytics-fakes.ts';
import { systemClock } from './clock.ts';
import { analyticsDefaults, maxImageUrlLength } from './constants.ts';
import { createEventQueue, memoryStorage } from './queue.ts';
import {
  batchBody,
  createSender,
  imageUrls,
  resolveSendMethod,
  type SenderOptions,
  type SendMethod,
  type Transports,
  toBase64Url,
} from './sender.ts';

const endpoint = 'https://rx.example/sync_js';

function setup(
  transports: Transports,
  method: SendMethod | undefined = 'ajax',
  overrides: Partial<SenderOptions> = {},
) {
  const logger = fakeLogger();
  const queue = createEventQueue({ storage: memoryStorage(), key: 'events', cap: 500, logger });
  const sender = createSender({
    queue,
    transports,
    method,
    endpoint,
    clock: systemClock,
    logger,
    batchSize: analyticsDefaults.batchSize,
    intervalMs: analyticsDefaults.sendIntervalMs,
    timeoutMs: analyticsDefaults.sendTimeoutMs,
    maxPerSend: analyticsDefaults.maxEventsPerSend,
    maxRetries: analyticsDefaults.maxRetries,
    ...overrides,
  });
  sender.start();
  return { sender, queue, logger };
}

function decodeImageUrl(url: string): AnalyticsEvent[] {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(endpoint);
  expect(parsed.searchParams.get('t')).toMatch(/^\d+$/);
  const json = Buffer.from(parsed.searchParams.get('data') ?? '', 'base64url').toString('utf8');
  return analyticsBatchSchema.parse(JSON.parse(json)).events;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('batching', () => {
  it('sends as soon as 6 events are queued', async () => {
    const rx = recordingAjax();
    const { sender, queue } = setup({ ajax: rx.ajax });
    for (let index = 0; index < 5; index += 1) sender.enqueue(makeEvent(`e${index}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(rx.ajax).not.toHaveBeenCalled();
    sender.enqueue(makeEvent('e5'));
    await vi.advanceTimersByTimeAsync(0);
    expect(rx.batches.map((batch) => batch.length)).toEqual([6]);
    expect(rx.urls).toEqual([endpoint]);
    expect(queue.size()).toBe(0);
  });

  it('honours a configured batch size', async () => {
    const rx = recordingAjax();
    const { sender } = setup({ ajax: rx.ajax }, 'ajax', { batchSize: 2 });
    sender.enqueue(makeEvent('a'));
    sender.enqueue(makeEvent('b'));
    await vi.advanceTimersByTimeAsync(0);
    expect(rx.batches.map((batch) => batch.length)).toEqual([2]);
  });

  it('sends a smaller batch every 6 seconds', async () => {
    const rx = recordingAjax();
    const { sender } = setup({ ajax: rx.ajax });
    sender.enqueue(makeEvent('a'));
    await vi.advanceTimersByTimeAsync(5_999);
    expect(rx.ajax).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(rx.events().map((event) => event.uuid)).toEqual(['a']);
  });

  it('sends at most 50 events per request and drains the queue', async () => {
    const rx = recordingAjax();
    const { sender, queue } = setup({ ajax: rx.ajax });
    for (let index = 0; index < 120; index += 1) queue.push(makeEvent(`e${index}`));
    await sender.flush();
    expect(rx.batches.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(rx.events().map((event) => event.uuid)).toEqual(Array.from({ length: 120 }, (_, index) => `e${index}`));
    expect(queue.size()).toBe(0);
  });

  it('runs one send at a time', async () => {
    let answer: (delivered: boolean) => void = () => {};
    const ajax = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { sender, queue } = setup({ ajax });
    queue.push(makeEvent('a'));
    const first = sender.flush();
    const second = sender.flush();
    expect(second).toBe(first);
    expect(ajax).toHaveBeenCalledTimes(1);
    answer(true);
    await first;
    expect(queue.size()).toBe(0);
  });

  it('sends nothing while stopped and resumes on start', async () => {
    const rx = recordingAjax();
    const { sender } = setup({ ajax: rx.ajax });
    sender.stop();
    for (let index = 0; index < 7; index += 1) sender.enqueue(makeEvent(`e${index}`));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(rx.ajax).not.toHaveBeenCalled();
    sender.start();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(rx.events()).toHaveLength(7);
  });

  it('keeps events queued when no transport exists', async () => {
    const { sender, queue } = setup({}, undefined);
    for (let index = 0; index < 7; index += 1) sender.enqueue(makeEvent(`e${index}`));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(queue.size()).toBe(7);
  });
});

describe('retries and time-out', () => {
  it('retries a failed send at the next intervals 3 times, then drops it with a warning', async () => {
    const rx = recordingAjax(() => false);
    const { sender, queue, logger } = setup({ ajax: rx.ajax });
    sender.enqueue(makeEvent('a'));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(rx.ajax).toHaveBeenCalledTimes(1);
    expect(queue.size()).toBe(1);
    await vi.advanceTimersByTimeAsync(18_000);
    expect(rx.ajax).toHaveBeenCalledTimes(4);
    expect(queue.size()).toBe(0);
    expect(logger.warnings).toEqual(['analytics: dropped 1 events after 3 failed retries']);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(rx.ajax).toHaveBeenCalledTimes(4);
  });

  it('keeps the events when a retry succeeds', async () => {
    const answers = [false, false, true];
    const rx = recordingAjax(() => answers.shift() ?? true);
    const { sender, queue, logger } = setup({ ajax: rx.ajax });
    sender.enqueue(makeEvent('a'));
    await vi.advanceTimersByTimeAsync(18_000);
    expect(rx.ajax).toHaveBeenCalledTimes(3);
    expect(queue.size()).toBe(0);
    expect(logger.warnings).toEqual([]);
  });

  it('counts retries afresh for the next chunk', async () => {
    const answers = [false, false, false, true, false];
    const rx = recordingAjax(() => answers.shift() ?? false);
    const { sender, queue } = setup({ ajax: rx.ajax });
    sender.enqueue(makeEvent('a'));
    await vi.advanceTimersByTimeAsync(24_000);
    expect(queue.size()).toBe(0);
    sender.enqueue(makeEvent('b'));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(queue.size()).toBe(1);
  });

  it('gives up on a send after 3 seconds and aborts it', async () => {
    const signals: AbortSignal[] = [];
    const ajax = vi.fn(
      (_url: string, _body: string, signal: AbortSignal) =>
        new Promise<boolean>((resolve) => {
          signals.push(signal);
          signal.addEventListener('abort', () => resolve(false));
        }),
    );
    const { sender, queue } = setup({ ajax });
    queue.push(makeEvent('a'));
    const flushed = sender.flush();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await flushed;
    expect(signals[0]?.aborted).toBe(true);
    expect(queue.size()).toBe(1);
  });

  it('counts a transport that throws as a failed send', async () => {
    const ajax = vi.fn(async () => {
      throw new Error('boom');
    });
    const { sender, queue } = setup({ ajax });
    queue.push(makeEvent('a'));
    await expect(sender.flush()).resolves.toBeUndefined();
    expect(queue.size()).toBe(1);
  });
});

describe('send method', () => {
  const all: Transports = { image: async () => true, ajax: async () => true, beacon: () => true };

  it('uses the requested method when the browser has it', () => {
    const logger = fakeLogger();
    for (const method of ['image', 'ajax', 'beacon'] as const)
      expect(resolveSendMethod(method, all, logger)).toBe(method);
    expect(resolveSendMethod(undefined, all, logger)).toBe('image');
    expect(logger.warnings).toEqual([]);
  });

  it('falls back to image for anything else, with a warning', () => {
    const logger = fakeLogger();
    expect(resolveSendMethod('xhr', all, logger)).toBe('image');
    expect(resolveSendMethod(3, all, logger)).toBe('image');
    expect(logger.warnings).toEqual([
      'analytics: unknown send method "xhr"; using image',
      'analytics: unknown send method "3"; using image',
    ]);
  });

  it('falls back to image when the browser lacks the method', () => {
    const logger = fakeLogger();
    expect(resolveSendMethod('beacon', { image: all.image }, logger)).toBe('image');
    expect(logger.warnings).toEqual(['analytics: send method beacon is not available here; using image']);
  });

  it('has no method without transports', () => {
    expect(resolveSendMethod('ajax', {}, fakeLogger())).toBeUndefined();
  });

  it('sends by beacon as a JSON body', async () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    const { sender } = setup({ beacon }, 'beacon');
    sender.enqueue(makeEvent('a'));
    await sender.flush();
    expect(beacon.mock.calls.map(([url, body]) => [url, JSON.parse(body)])).toEqual([
      [endpoint, JSON.parse(batchBody([makeEvent('a')]))],
    ]);
  });
});

describe('image wire format', () => {
  it('puts the batch in base64url after data= with a timestamp', async () => {
    const urls: string[] = [];
    const image = vi.fn(async (url: string) => {
      urls.push(url);
      return true;
    });
    const { sender } = setup({ image }, 'image');
    const event = makeEvent('a', { page_name: 'Spot · BTC/USDT ✓' });
    sender.enqueue(event);
    await sender.flush();
    expect(urls).toHaveLength(1);
    expect(decodeImageUrl(urls[0] ?? '')).toEqual([event]);
  });

  it('splits a batch over several URLs of at most 2000 characters, in order', () => {
    const events = Array.from({ length: 30 }, (_, index) => makeEvent(`e${index}`, { note: 'x'.repeat(200) }));
    const urls = imageUrls(endpoint, events, 1);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(maxImageUrlLength);
    expect(urls.flatMap(decodeImageUrl)).toEqual(events);
  });

  it('sends an event too large for any URL alone', () => {
    const big = makeEvent('big', { note: 'x'.repeat(3_000) });
    const urls = imageUrls(endpoint, [makeEvent('a'), big, makeEvent('b')], 1);
    expect(urls.map((url) => decodeImageUrl(url).map((event) => event.uuid))).toEqual([['a'], ['big'], ['b']]);
  });

  it('fails the send when one of its images fails', async () => {
    const image = vi.fn(async (_url: string) => image.mock.calls.length !== 2);
    const { sender, queue } = setup({ image }, 'image');
    for (let index = 0; index < 30; index += 1) queue.push(makeEvent(`e${index}`, { note: 'x'.repeat(200) }));
    await sender.flush();
    expect(image.mock.calls.length).toBeGreaterThan(1);
    expect(queue.size()).toBe(30);
  });

  it('encodes base64url without padding or URL-unsafe characters', () => {
    const text = '{"a":"ü?>~ÿ"}';
    const encoded = toBase64Url(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(encoded, 'base64url').toString('utf8')).toBe(text);
  });
});

describe('batch schema', () => {
  it('accepts 1 to 50 events and nothing else', () => {
    const events = (count: number) => Array.from({ length: count }, (_, index) => makeEvent(`e${index}`));
    expect(analyticsBatchSchema.safeParse({ events: events(50) }).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: events(51) }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
  });

  it('needs an extraId on updates and overwrites, and JSON properties', () => {
    const update = { ...makeEvent('a'), type: 'track_update' };
    expect(analyticsBatchSchema.safeParse({ events: [update] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [{ ...update, extraId: 'order-1' }] }).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: [{ ...makeEvent('a'), time: 1.5 }] }).success).toBe(false);
    expect(
      analyticsBatchSchema.safeParse({ events: [{ ...makeEvent('a'), properties: { a: undefined } }] }).success,
    ).toBe(false);
  });
});

describe('pagehide beacon', () => {
  it('hands everything queued to the beacon, 50 events per beacon', () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    const { sender, queue } = setup({ ajax: recordingAjax().ajax, beacon });
    for (let index = 0; index < 60; index += 1) queue.push(makeEvent(`e${index}`));
    sender.flushByBeacon();
    expect(beacon.mock.calls.map(([, body]) => analyticsBatchSchema.parse(JSON.parse(body)).events.length)).toEqual([
      50, 10,
    ]);
    expect(queue.size()).toBe(0);
  });

  it('keeps what the browser refused for the next page load', () => {
    const beacon = vi.fn((_url: string, _body: string) => beacon.mock.calls.length === 1);
    const { sender, queue } = setup({ beacon }, 'beacon');
    for (let index = 0; index < 60; index += 1) queue.push(makeEvent(`e${index}`));
    sender.flushByBeacon();
    expect(queue.peek(100).map((event) => event.uuid)).toEqual(
      Array.from({ length: 10 }, (_, index) => `e${index + 50}`),
    );
  });

  it('does nothing while stopped or without a beacon', () => {
    const beacon = vi.fn(() => true);
    const stopped = setup({ beacon }, 'beacon');
    stopped.queue.push(makeEvent('a'));
    stopped.sender.stop();
    stopped.sender.flushByBeacon();
    expect(beacon).not.toHaveBeenCalled();
    const withoutBeacon = setup({ ajax: recordingAjax().ajax });
    withoutBeacon.queue.push(makeEvent('a'));
    withoutBeacon.sender.flushByBeacon();
    expect(withoutBeacon.queue.size()).toBe(1);
  });
});
