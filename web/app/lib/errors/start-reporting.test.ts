// @vitest-environment happy-dom
import { CLIENT_ERRORS_PATH } from '@vela/contracts/client-errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordError } from './record-error.ts';
import { isSentryChunkFailure, startErrorReporting } from './start-reporting.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function beaconGlobals() {
  const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
  const bodies = async () =>
    Promise.all(
      sendBeacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text()) as Record<string, unknown>),
    );
  return { globals: { navigator: { sendBeacon } }, sendBeacon, bodies };
}

describe('startErrorReporting', () => {
  it('without a DSN posts recorded errors to the platform, identical ones once, and never loads Sentry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { globals, sendBeacon, bodies } = beaconGlobals();
    const loadSentry = vi.fn();
    stop = startErrorReporting(Promise.resolve({ release: 'vela@0.1.0' }), {
      globals,
      loadSentry,
      pageUrl: () => 'https://vela.example/',
    });
    const failure = new TypeError('x is undefined');
    recordError(failure);
    await settle();
    recordError(failure);
    recordError(new TypeError('y is undefined'));
    expect(loadSentry).not.toHaveBeenCalled();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(CLIENT_ERRORS_PATH);
    const [first, second] = await bodies();
    expect(first).toMatchObject({ name: 'TypeError', message: 'x is undefined', release: 'vela@0.1.0' });
    expect(second).toMatchObject({ message: 'y is undefined' });
  });

  it('without any settings (the root document failed) still posts to the platform', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { globals, bodies } = beaconGlobals();
    stop = startErrorReporting(Promise.resolve(undefined), { globals, pageUrl: () => 'https://vela.example/' });
    recordError('plain string');
    await settle();
    const [body] = await bodies();
    expect(body).toMatchObject({ name: 'Error', message: 'plain string' });
    expect(body).not.toHaveProperty('release');
  });

  it('with a DSN loads Sentry at start and gives it what was thrown, identical errors once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { globals, sendBeacon } = beaconGlobals();
    const sentrySink = vi.fn();
    const loadSentry = vi.fn(async () => sentrySink);
    const settings = { release: 'vela@0.1.0', sentryDsn: 'https://k@sentry.example/1', tracesSampleRate: 0.1 };
    stop = startErrorReporting(Promise.resolve(settings), { globals, loadSentry });
    const failure = new Error('boom');
    recordError(failure);
    recordError(failure);
    await settle();
    expect(loadSentry).toHaveBeenCalledWith(settings);
    expect(sentrySink).toHaveBeenCalledTimes(1);
    expect(sentrySink.mock.calls[0]?.[1]).toBe(failure);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('falls back to the platform when the Sentry chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { globals, sendBeacon } = beaconGlobals();
    stop = startErrorReporting(Promise.resolve({ release: 'r', sentryDsn: 'https://k@sentry.example/1' }), {
      globals,
      loadSentry: () => Promise.reject(new Error('offline')),
      pageUrl: () => 'https://vela.example/',
    });
    recordError(new Error('boom'));
    await settle();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(JSON.parse((await blob?.text()) ?? '{}')).toMatchObject({ message: 'boom', release: 'r' });
  });

  it('holds errors recorded before the settings are known, then sends them where the settings say', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { globals, sendBeacon, bodies } = beaconGlobals();
    let provide!: (settings: { release: string }) => void;
    stop = startErrorReporting(new Promise((resolve) => (provide = resolve)), {
      globals,
      pageUrl: () => 'https://vela.example/',
    });
    recordError(new Error('early'));
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
    provide({ release: 'vela@0.1.0' });
    await settle();
    expect(await bodies()).toEqual([expect.objectContaining({ message: 'early', release: 'vela@0.1.0' })]);
  });
});

describe('isSentryChunkFailure', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://vela.example/assets/sentry-client-DEISbAif.js',
    'error loading dynamically imported module: https://vela.example/assets/sentry-client-a_b-9.js',
  ])('recognizes the Sentry chunk in %s', (message) => {
    expect(isSentryChunkFailure(new TypeError(message))).toBe(true);
  });

  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://vela.example/assets/home-BAc4Vu0N.js'),
    new TypeError('Importing a module script failed.'),
    'sentry-client-DEISbAif.js',
    undefined,
  ])('leaves other failures to the stale-deploy reload: %s', (payload) => {
    expect(isSentryChunkFailure(payload)).toBe(false);
  });
});
