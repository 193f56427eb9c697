import {
  CLIENT_ERROR_BODY_LIMIT,
  CLIENT_ERROR_FIELD_LIMITS,
  CLIENT_ERRORS_PATH,
  clientErrorReportSchema,
} from '@vela/contracts/client-errors';
import { describe, expect, it, vi } from 'vitest';
import {
  clientErrorReport,
  createPlatformSink,
  reportBody,
  type SendGlobals,
  sendClientError,
} from './platform-sink.ts';
import type { RecordedError } from './record-error.ts';

const recorded: RecordedError = {
  name: 'TypeError',
  message: 'x is undefined',
  stack: 'TypeError: x is undefined\n    at render (https://vela.example/assets/home.js:1:1)',
  at: Date.UTC(2025, 0, 2, 3, 4, 5),
  url: 'https://vela.example/events-announcements/news/42',
};

describe('clientErrorReport', () => {
  it('is the endpoint payload: name, message, stack, url, route, release, time', () => {
    const report = clientErrorReport(recorded, {
      url: 'https://vela.example/ignored',
      route: '/events-announcements/:eventClass/:id',
      release: 'vela@0.1.0',
    });
    expect(report).toEqual({
      name: 'TypeError',
      message: 'x is undefined',
      stack: recorded.stack,
      url: 'https://vela.example/events-announcements/news/42',
      route: '/events-announcements/:eventClass/:id',
      release: 'vela@0.1.0',
      time: '2025-01-02T03:04:05.000Z',
    });
    expect(clientErrorReportSchema.parse(report)).toEqual(report);
  });

  it('leaves out what is unknown and takes the page address when the error has none', () => {
    const { stack: _stack, url: _url, ...bare } = recorded;
    const report = clientErrorReport({ ...bare, name: '' }, { url: 'https://vela.example/login' });
    expect(report).toEqual({
      name: 'Error',
      message: 'x is undefined',
      url: 'https://vela.example/login',
      time: '2025-01-02T03:04:05.000Z',
    });
  });

  it('cuts every field to its limit so the endpoint accepts it', () => {
    const long = (n: number) => 'x'.repeat(n + 50);
    const report = clientErrorReport(
      { name: long(CLIENT_ERROR_FIELD_LIMITS.name), message: long(2000), stack: long(8000), at: 0 },
      { url: `https://vela.example/${long(2000)}`, route: long(500), release: long(200) },
    );
    for (const [field, max] of Object.entries(CLIENT_ERROR_FIELD_LIMITS)) {
      expect((report as Record<string, string>)[field]?.length, field).toBe(max);
    }
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });
});

describe('reportBody', () => {
  const report = clientErrorReport(recorded, { url: 'https://vela.example/' });

  it('is the report as JSON when it fits', () => {
    expect(JSON.parse(reportBody(report))).toEqual(report);
  });

  it('drops the stack, then shortens the message, to stay within the body limit', () => {
    // Control characters are escaped as \u00XX: six bytes each on the wire.
    const escaped = (n: number) => '\u0001'.repeat(n);
    const heavy = {
      ...report,
      name: escaped(200),
      message: escaped(2000),
      stack: escaped(8000),
      route: escaped(500),
      release: escaped(200),
    };
    const body = reportBody(heavy);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(CLIENT_ERROR_BODY_LIMIT);
    const parsed = JSON.parse(body);
    expect(parsed.stack).toBeUndefined();
    expect(parsed.message.length).toBe(200);
    expect(clientErrorReportSchema.safeParse(parsed).success).toBe(true);

    const stackOnly = JSON.parse(reportBody({ ...report, stack: '\u0001'.repeat(8000) }));
    expect(stackOnly).toEqual(withoutStack(report));
  });
});

function withoutStack<T extends { stack?: string }>(value: T): Omit<T, 'stack'> {
  const { stack: _stack, ...rest } = value;
  return rest;
}

describe('sendClientError', () => {
  it('sends by beacon, as JSON, to the endpoint', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const fetch = vi.fn(async () => ({}));
    expect(sendClientError('{"a":1}', { navigator: { sendBeacon }, fetch })).toBe('beacon');
    expect(fetch).not.toHaveBeenCalled();
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(CLIENT_ERRORS_PATH);
    expect(blob?.type).toBe('application/json');
    expect(await blob?.text()).toBe('{"a":1}');
  });

  it.each([
    ['the browser has no beacon', {}],
    ['the beacon is refused', { sendBeacon: () => false }],
    [
      'the beacon throws',
      {
        sendBeacon: () => {
          throw new TypeError('bad url');
        },
      },
    ],
  ])('falls back to fetch with keepalive when %s', (_case, navigator) => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => ({}));
    expect(sendClientError('{"a":1}', { navigator, fetch })).toBe('fetch');
    expect(fetch).toHaveBeenCalledWith(CLIENT_ERRORS_PATH, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    });
  });

  it('never throws, whatever the network does', async () => {
    const rejecting = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(sendClientError('{}', { fetch: rejecting })).toBe('fetch');
    await Promise.resolve();
    const throwing = vi.fn(() => {
      throw new TypeError('blocked');
    }) as unknown as SendGlobals['fetch'];
    expect(sendClientError('{}', { fetch: throwing })).toBe('none');
    expect(sendClientError('{}', {})).toBe('none');
  });
});

describe('createPlatformSink', () => {
  it('posts each recorded error with the release and the route on screen', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const sink = createPlatformSink({
      release: 'vela@0.1.0',
      route: () => '/events-announcements/:eventClass/:id',
      globals: { navigator: { sendBeacon } },
      pageUrl: () => 'https://vela.example/',
    });
    sink(recorded, new TypeError('x is undefined'));
    const [, blob] = sendBeacon.mock.calls[0] ?? [];
    const body = JSON.parse((await blob?.text()) ?? 'null');
    expect(body).toEqual({
      name: 'TypeError',
      message: 'x is undefined',
      stack: recorded.stack,
      url: recorded.url,
      route: '/events-announcements/:eventClass/:id',
      release: 'vela@0.1.0',
      time: '2025-01-02T03:04:05.000Z',
    });
  });
});
