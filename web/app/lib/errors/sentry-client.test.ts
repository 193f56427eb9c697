import { TRACING_DEFAULTS } from '@vela/contracts/client-errors';
import { afterEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  addIntegration: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn((options: unknown) => ({ name: 'BrowserTracing', options })),
}));
vi.mock('@sentry/react-router', () => sdk);

const { sentryOptions, startSentry, tracingOptions } = await import('./sentry-client.ts');

afterEach(() => vi.clearAllMocks());

const settings = { release: 'vela@0.1.0', sentryDsn: 'https://k@sentry.example/1', tracesSampleRate: 0.25 };

describe('the browser Sentry set-up', () => {
  it('maps the spec tracing defaults to the SDK options', () => {
    expect(tracingOptions()).toMatchObject({ idleTimeout: 1000, finalTimeout: 30_000, childSpanTimeout: 15_000 });
    expect(sentryOptions(settings)).toEqual({
      dsn: 'https://k@sentry.example/1',
      release: 'vela@0.1.0',
      environment: 'test',
      tracesSampleRate: 0.25,
      maxBreadcrumbs: 100,
    });
    expect(TRACING_DEFAULTS.maxSpansPerTransaction).toBe(1000);
  });

  it('keeps a span named by its path when no router is up', () => {
    const beforeStartSpan = tracingOptions()?.beforeStartSpan;
    expect(beforeStartSpan?.({ name: '/login', op: 'pageload' })).toEqual({ name: '/login', op: 'pageload' });
  });

  it('starts the SDK with browser tracing and captures what was thrown', () => {
    const sink = startSentry(settings);
    expect(sdk.init).toHaveBeenCalledWith(sentryOptions(settings));
    expect(sdk.addIntegration).toHaveBeenCalledWith(expect.objectContaining({ name: 'BrowserTracing' }));
    const thrown = new Error('boom');
    sink({ name: 'Error', message: 'boom', at: 0 }, thrown);
    expect(sdk.captureException).toHaveBeenCalledWith(
      thrown,
      expect.objectContaining({ mechanism: expect.any(Object) }),
    );
  });

  it('captures an Error rebuilt from the record when something else was thrown', () => {
    const sink = startSentry(settings);
    sink({ name: 'Rejection', message: 'nope', stack: 'Rejection: nope\n    at x', at: 0 }, 'nope');
    const captured = sdk.captureException.mock.calls[0]?.[0] as Error;
    expect(captured).toBeInstanceOf(Error);
    expect([captured.name, captured.message, captured.stack]).toEqual([
      'Rejection',
      'nope',
      'Rejection: nope\n    at x',
    ]);
  });
});
