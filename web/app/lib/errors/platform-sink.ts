import {
  CLIENT_ERROR_BODY_LIMIT,
  CLIENT_ERROR_FIELD_LIMITS,
  CLIENT_ERRORS_PATH,
} from '@vela/contracts/client-error-limits';
import type { ClientErrorReport } from '@vela/contracts/client-errors';
import type { ErrorSink, RecordedError } from './record-error.ts';

/** What the page knows besides the error itself. */
export interface ReportContext {
  url: string;
  release?: string;
  route?: string;
}

const truncate = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1)}…`);

/** The endpoint's payload, every field cut to its limit so a long stack never turns a report into a 400. */
export function clientErrorReport(error: RecordedError, context: ReportContext): ClientErrorReport {
  const limits = CLIENT_ERROR_FIELD_LIMITS;
  return {
    name: truncate(error.name || 'Error', limits.name),
    message: truncate(error.message, limits.message),
    ...(error.stack ? { stack: truncate(error.stack, limits.stack) } : {}),
    url: truncate(error.url ?? context.url, limits.url),
    ...(context.route ? { route: truncate(context.route, limits.route) } : {}),
    ...(context.release ? { release: truncate(context.release, limits.release) } : {}),
    time: new Date(error.at).toISOString(),
  };
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * The report as JSON within the endpoint's body limit. Escaped and multi-byte characters can push a
 * report whose fields are all within their limits past it: the stack goes first, then most of the
 * message, so the error still arrives rather than a 413.
 */
export function reportBody(report: ClientErrorReport, limit: number = CLIENT_ERROR_BODY_LIMIT): string {
  const whole = JSON.stringify(report);
  if (byteLength(whole) <= limit) return whole;
  const { stack: _dropped, ...withoutStack } = report;
  const noStack = JSON.stringify(withoutStack);
  if (byteLength(noStack) <= limit) return noStack;
  return JSON.stringify({ ...withoutStack, message: truncate(withoutStack.message, 200) });
}

/** The browser globals the sink sends with; `window` satisfies it, tests pass fakes. */
export interface SendGlobals {
  navigator?: { sendBeacon?(url: string, data: Blob): boolean };
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

/**
 * Posts one report: by beacon where the browser has it (it survives the page unloading), else by
 * fetch with keepalive. Never throws and never records an error of its own, which could loop.
 */
export function sendClientError(body: string, globals: SendGlobals): 'beacon' | 'fetch' | 'none' {
  const { navigator, fetch } = globals;
  if (navigator?.sendBeacon) {
    try {
      if (navigator.sendBeacon(CLIENT_ERRORS_PATH, new Blob([body], { type: 'application/json' }))) return 'beacon';
    } catch {
      // A beacon the browser refuses outright: fetch below.
    }
  }
  if (!fetch) return 'none';
  try {
    fetch(CLIENT_ERRORS_PATH, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
    return 'fetch';
  } catch {
    return 'none';
  }
}

export interface PlatformSinkOptions {
  release?: string;
  /** The route pattern on screen when the error is recorded. */
  route?: () => string | undefined;
  globals: SendGlobals;
  /** The page's address, for errors recorded without one. */
  pageUrl: () => string;
}

/** Without Sentry, every recorded error is posted to the platform, which logs it. */
export function createPlatformSink({ release, route, globals, pageUrl }: PlatformSinkOptions): ErrorSink {
  return (error) => {
    const routePattern = route?.();
    const report = clientErrorReport(error, {
      url: pageUrl(),
      ...(release ? { release } : {}),
      ...(routePattern ? { route: routePattern } : {}),
    });
    sendClientError(reportBody(report), globals);
  };
}
