import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  captureServerError,
  flushErrorReporting,
  serverReportingSettings,
  startServerErrorReporting,
  stopServerErrorReportingForTests,
} from './sentry-node.ts';

afterEach(() => stopServerErrorReportingForTests());

/** The part of @sentry/node the module uses, recording what it is asked. */
function fakeSentry() {
  const scope = { setTransactionName: vi.fn(), setTag: vi.fn() };
  return {
    scope,
    sdk: {
      init: vi.fn(),
      close: vi.fn(async () => true),
      captureException: vi.fn(),
      withScope: vi.fn((callback: (s: typeof scope) => void) => callback(scope)),
      onUnhandledRejectionIntegration: vi.fn((options: unknown) => ({ name: 'OnUnhandledRejection', options })),
    },
  };
}

const request = { method: 'POST', url: '/api/v1/orders?x=1', id: 'req-7', routeOptions: { url: '/api/v1/orders' } };

describe('server error reporting', () => {
  it('is off without SENTRY_DSN: nothing is loaded, captured or flushed', async () => {
    expect(serverReportingSettings(loadConfig({}))).toBeUndefined();
    expect(() => captureServerError(new Error('boom'), request)).not.toThrow();
    expect(await flushErrorReporting(10)).toBe(true);
  });

  it('takes DSN, release, environment and sample rate from the configuration', () => {
    const config = loadConfig({
      SENTRY_DSN: 'https://k@sentry.example/1',
      SENTRY_RELEASE: 'vela@1.0.0',
      SENTRY_TRACES_SAMPLE_RATE: '0.5',
      NODE_ENV: 'production',
    });
    expect(serverReportingSettings(config)).toEqual({
      dsn: 'https://k@sentry.example/1',
      release: 'vela@1.0.0',
      environment: 'production',
      tracesSampleRate: 0.5,
    });
  });

  it('starts the SDK with the spec breadcrumb limit and Node-like unhandled rejections', async () => {
    const { sdk } = fakeSentry();
    const settings = { dsn: 'https://k@sentry.example/1', release: 'r', environment: 'test', tracesSampleRate: 0.1 };
    await startServerErrorReporting(settings, async () => sdk as never);
    expect(sdk.init).toHaveBeenCalledWith({
      dsn: 'https://k@sentry.example/1',
      release: 'r',
      environment: 'test',
      tracesSampleRate: 0.1,
      maxBreadcrumbs: 100,
      sendDefaultPii: false,
      integrations: [{ name: 'OnUnhandledRejection', options: { mode: 'strict' } }],
    });
  });

  it('once started, captures a 5xx named by its route and flushes on shutdown', async () => {
    const { sdk, scope } = fakeSentry();
    await startServerErrorReporting(
      { dsn: 'https://k@sentry.example/1', release: 'r', environment: 'test', tracesSampleRate: 0 },
      async () => sdk as never,
    );
    const error = new Error('database went away');
    captureServerError(error, request);
    expect(scope.setTransactionName).toHaveBeenCalledWith('POST /api/v1/orders');
    expect(scope.setTag).toHaveBeenCalledWith('path', '/api/v1/orders');
    expect(sdk.captureException).toHaveBeenCalledWith(error, { mechanism: { type: 'fastify', handled: false } });
    expect(await flushErrorReporting(2_000)).toBe(true);
    expect(sdk.close).toHaveBeenCalledWith(2_000);
  });
});
