import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOffNavigation, type NativeBridgeHost, NativeHandoffError, openInNativeApp } from './bridge.ts';

const BASE = 'https://vela.example/en/markets?x=1';

function hosts() {
  const ios = vi.fn();
  const android = vi.fn();
  const flutter = vi.fn(async (_name: string, ..._args: unknown[]) => undefined);
  const host: NativeBridgeHost = {
    webkit: { messageHandlers: { vela: { postMessage: ios } } },
    VelaAndroid: { navigate: android },
    flutter_inappwebview: { callHandler: flutter },
  };
  return { host, ios, android, flutter };
}

async function failure(promise: Promise<unknown>): Promise<NativeHandoffError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof NativeHandoffError)) throw new Error(`expected a NativeHandoffError, got ${String(error)}`);
  return error;
}

describe('handOffNavigation', () => {
  it('posts an absolute navigate message to the iOS message handler', async () => {
    const { host, ios, android, flutter } = hosts();
    await handOffNavigation('/ja_JP/login?forwardUrl=%2F', { shell: 'ios', host, baseUrl: BASE });
    expect(ios).toHaveBeenCalledWith({ type: 'navigate', url: 'https://vela.example/ja_JP/login?forwardUrl=%2F' });
    expect(android).not.toHaveBeenCalled();
    expect(flutter).not.toHaveBeenCalled();
  });

  it('calls the Android JavaScript interface with a JSON string', async () => {
    const { host, android } = hosts();
    await handOffNavigation('https://vela.example/wallet', { shell: 'android', host, baseUrl: BASE });
    expect(android).toHaveBeenCalledWith('{"url":"https://vela.example/wallet"}');
  });

  it('calls the Flutter InAppWebView handler named vela', async () => {
    const { host, flutter } = hosts();
    await handOffNavigation('trade', { shell: 'flutter', host, baseUrl: BASE });
    expect(flutter).toHaveBeenCalledWith('vela', { type: 'navigate', url: 'https://vela.example/en/trade' });
  });

  it('fails with the "going to internal app failed" key outside a shell', async () => {
    const { host, ios } = hosts();
    const error = await failure(handOffNavigation('/wallet', { shell: undefined, host, baseUrl: BASE }));
    expect(error.reason).toBe('not-in-app');
    expect(error.messageKey).toBe('errors.nativeHandoffFailed');
    expect(ios).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses the script URL %j before posting anything', async (url) => {
    const { host, ios, android, flutter } = hosts();
    for (const shell of ['ios', 'android', 'flutter', undefined] as const) {
      expect((await failure(handOffNavigation(url, { shell, host, baseUrl: BASE }))).reason).toBe('script-url');
    }
    expect(ios).not.toHaveBeenCalled();
    expect(android).not.toHaveBeenCalled();
    expect(flutter).not.toHaveBeenCalled();
  });

  it('fails when the detected shell has not injected its bridge', async () => {
    for (const shell of ['ios', 'android', 'flutter'] as const) {
      const error = await failure(handOffNavigation('/', { shell, host: {}, baseUrl: BASE }));
      expect(error.reason).toBe('bridge-missing');
    }
  });

  it('wraps a throwing or rejecting bridge, keeping the cause', async () => {
    const boom = new Error('boom');
    const throwing: NativeBridgeHost = {
      webkit: {
        messageHandlers: {
          vela: {
            postMessage: () => {
              throw boom;
            },
          },
        },
      },
    };
    const iosError = await failure(handOffNavigation('/', { shell: 'ios', host: throwing, baseUrl: BASE }));
    expect(iosError.reason).toBe('bridge-failed');
    expect(iosError.cause).toBe(boom);

    const rejecting: NativeBridgeHost = { flutter_inappwebview: { callHandler: () => Promise.reject(boom) } };
    const flutterError = await failure(handOffNavigation('/', { shell: 'flutter', host: rejecting, baseUrl: BASE }));
    expect(flutterError.reason).toBe('bridge-failed');
  });

  it('rejects a URL that cannot be parsed', async () => {
    const { host } = hosts();
    expect((await failure(handOffNavigation('http://[', { shell: 'ios', host, baseUrl: BASE }))).reason).toBe(
      'invalid-url',
    );
  });
});

describe('openInNativeApp', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fails as outside an app on the server', async () => {
    expect((await failure(openInNativeApp('/'))).reason).toBe('not-in-app');
  });

  it('posts to the bridge of the shell hosting the page', async () => {
    const { host, ios } = hosts();
    vi.stubGlobal('window', {
      ...host,
      navigator: { userAgent: 'Mozilla/5.0 VelaApp/4.0.0 (iOS 17)' },
      location: { href: BASE, search: '?x=1' },
      sessionStorage: undefined,
    });
    await openInNativeApp('../ko_KR/');
    expect(ios).toHaveBeenCalledWith({ type: 'navigate', url: 'https://vela.example/ko_KR/' });
  });
});
