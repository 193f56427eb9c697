/**
 * Hands an in-app navigation to the native shell (contract: ./README.md). Outside a shell, or
 * when the shell's bridge object is missing, the handoff fails with a typed error the UI can show.
 */
import { type NativeShell, nativeShell } from './shell.ts';

/** The bridge objects the shells inject into the page (see README.md). */
export interface NativeBridgeHost {
  webkit?: { messageHandlers?: { vela?: { postMessage(message: unknown): unknown } } };
  VelaAndroid?: { navigate(payloadJson: string): unknown };
  flutter_inappwebview?: { callHandler(handlerName: string, ...args: unknown[]): Promise<unknown> };
}

export interface NavigateMessage {
  type: 'navigate';
  url: string;
}

export type NativeHandoffFailure =
  /** The page is not running inside a native shell. */
  | 'not-in-app'
  /** A shell was detected but its bridge object is not on the page (e.g. a forged `inApp` flag). */
  | 'bridge-missing'
  /** The URL uses a script-carrying protocol (javascript:, vbscript:, data:): refused, nothing posted. */
  | 'script-url'
  | 'invalid-url'
  /** The bridge call itself threw or its promise rejected; the cause is attached. */
  | 'bridge-failed';

export class NativeHandoffError extends Error {
  /** i18n key of the user-facing text ('going to internal app failed'), the same for every reason. */
  readonly messageKey = 'errors.nativeHandoffFailed';
  readonly reason: NativeHandoffFailure;

  constructor(reason: NativeHandoffFailure, options?: { cause?: unknown }) {
    super(`Native handoff failed: ${reason}`, options);
    this.name = 'NativeHandoffError';
    this.reason = reason;
  }
}

/**
 * Checked on the parsed URL: the WHATWG parser normalises what browsers would still execute
 * (`" JaVa\tScRiPt:..."` becomes `javascript:`), so case, tabs or leading spaces cannot dodge it.
 */
const SCRIPT_PROTOCOLS = new Set(['javascript:', 'vbscript:', 'data:']);

function parseUrl(url: string, baseUrl: string): URL | undefined {
  try {
    return new URL(url, baseUrl);
  } catch {
    return undefined;
  }
}

export interface HandoffTarget {
  shell: NativeShell | undefined;
  host: NativeBridgeHost;
  /** Base for relative URLs (the page's `location.href`): the shell always receives an absolute URL. */
  baseUrl: string;
}

/** Posts `{ type: 'navigate', url }` to the shell. Rejects with NativeHandoffError; never posts a script URL. */
export async function handOffNavigation(url: string, { shell, host, baseUrl }: HandoffTarget): Promise<void> {
  const parsed = parseUrl(url, baseUrl);
  if (!parsed) throw new NativeHandoffError('invalid-url');
  if (SCRIPT_PROTOCOLS.has(parsed.protocol)) throw new NativeHandoffError('script-url');
  if (!shell) throw new NativeHandoffError('not-in-app');
  const post = bridgeCall(shell, host);
  if (!post) throw new NativeHandoffError('bridge-missing');
  try {
    await post({ type: 'navigate', url: parsed.href });
  } catch (cause) {
    throw new NativeHandoffError('bridge-failed', { cause });
  }
}

function bridgeCall(shell: NativeShell, host: NativeBridgeHost): ((message: NavigateMessage) => unknown) | undefined {
  switch (shell) {
    case 'ios': {
      const handler = host.webkit?.messageHandlers?.vela;
      return handler && ((message) => handler.postMessage(message));
    }
    case 'android': {
      const android = host.VelaAndroid;
      // An Android JavaScript interface only accepts primitives, hence the JSON string.
      return android && ((message) => android.navigate(JSON.stringify({ url: message.url })));
    }
    case 'flutter': {
      const flutter = host.flutter_inappwebview;
      return flutter && ((message) => flutter.callHandler('vela', message));
    }
  }
}

/** Browser convenience: hands `url` to the shell hosting this page. */
export function openInNativeApp(url: string): Promise<void> {
  if (typeof window === 'undefined') return Promise.reject(new NativeHandoffError('not-in-app'));
  return handOffNavigation(url, {
    shell: nativeShell(),
    host: window as unknown as NativeBridgeHost,
    baseUrl: window.location.href,
  });
}
