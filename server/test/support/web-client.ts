import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE } from '@vela/contracts/session';
import type { FastifyInstance } from 'fastify';

/**
 * The web client's own request helper (web/app/lib/http/request.ts) and headers (headers.ts),
 * loaded at run time: they are browser code whose DOM types the server's typecheck does not take
 * in, so their few signatures used here are restated below. What the browser adds around them is
 * played by `BrowserStandIn`: a cookie jar (`document.cookie` shows its script-readable part) and a
 * fetch that sends the jar and the page's Origin, and keeps what Set-Cookie sets, as
 * `credentials: 'include'` does in a browser.
 */

type Mode = 'spot' | 'futures';

export interface NetworkFailure {
  code: 500;
  data: Record<string, never>;
  err: string;
}

export interface RequestHelper {
  get<T>(path: string, query?: Record<string, unknown>, mode?: Mode): Promise<T | NetworkFailure>;
  post<T>(path: string, body?: unknown, mode?: Mode): Promise<T | NetworkFailure>;
}

interface HeaderSources {
  locale: string;
  accessToken?: string;
  loginToken?: string;
  futuresToken?: string;
  selectType: string;
  deviceId?: string;
}

interface WebHttp {
  createRequestHelper(options: {
    spotBaseUrl: string;
    futuresBaseUrl: string;
    headers(mode: Mode): Record<string, string>;
    onUnauthorized?(): void;
    fetch?: typeof globalThis.fetch;
  }): RequestHelper;
  commonHeaders(sources: HeaderSources): Record<string, string>;
  futuresHeaders(sources: HeaderSources): Record<string, string>;
  readCookie(cookieHeader: string | null | undefined, name: string): string | undefined;
}

const webLib = new URL('../../../web/app/lib/', import.meta.url);

async function loadWebHttp(): Promise<WebHttp> {
  const modules = ['http/request.ts', 'http/headers.ts', 'cookies.ts'].map((path) => new URL(path, webLib).pathname);
  const loaded = (await Promise.all(modules.map((path) => import(/* @vite-ignore */ path)))) as object[];
  return Object.assign({}, ...loaded) as WebHttp;
}

let webHttp: Promise<WebHttp> | undefined;

interface JarCookie {
  value: string;
  httpOnly: boolean;
}

/** A browser tab on the app's origin, as far as the request helper needs one. */
export class BrowserStandIn {
  private readonly jar = new Map<string, JarCookie>();
  /** How many times the helper reported a 401. */
  unauthorizedCalls = 0;

  constructor(readonly origin: string) {}

  /** `document.cookie`: the cookies scripts can read. */
  get documentCookie(): string {
    return [...this.jar]
      .filter(([, cookie]) => !cookie.httpOnly)
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  /** The Cookie header this browser sends (every cookie, httpOnly ones included). */
  get cookieHeader(): string {
    return [...this.jar].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
  }

  cookie(name: string): JarCookie | undefined {
    return this.jar.get(name);
  }

  setCookie(name: string, value: string, httpOnly = false): void {
    this.jar.set(name, { value, httpOnly });
  }

  /** Takes the cookies of a Cookie header (a signed-up browser's): the session one httpOnly, as set. */
  takeCookieHeader(header: string): void {
    for (const part of header.split(';')) {
      const at = part.indexOf('=');
      if (at > 0)
        this.setCookie(part.slice(0, at).trim(), part.slice(at + 1).trim(), part.trim().startsWith(SESSION_COOKIE));
    }
  }

  readonly fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (this.jar.size > 0) headers.set('cookie', this.cookieHeader);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') headers.set('origin', this.origin);
    const response = await globalThis.fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) this.keep(line);
    return response;
  };

  private keep(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    if (at <= 0) return;
    const name = pair.slice(0, at);
    const lower = attributes.map((attribute) => attribute.toLowerCase());
    const expires = lower.find((attribute) => attribute.startsWith('expires='));
    const gone = lower.includes('max-age=0') || (expires !== undefined && Date.parse(expires.slice(8)) <= Date.now());
    if (gone) this.jar.delete(name);
    else this.jar.set(name, { value: pair.slice(at + 1), httpOnly: lower.includes('httponly') });
  }
}

/**
 * The request helper as the web client builds it (web/app/lib/api/browser-request.ts), with its
 * header sources read from `browser`: locale fr_FR, the futures and login tokens from its
 * `document.cookie`, and calls sent through its fetch, to the app listening on its port.
 */
export async function webRequestHelper(app: FastifyInstance, browser: BrowserStandIn): Promise<RequestHelper> {
  webHttp ??= loadWebHttp();
  const { createRequestHelper, commonHeaders, futuresHeaders, readCookie } = await webHttp;
  const origin = appOrigin(app);
  return createRequestHelper({
    spotBaseUrl: origin,
    futuresBaseUrl: `${origin}/futuresapi`,
    headers: (mode) => {
      const sources: HeaderSources = {
        locale: 'fr_FR',
        loginToken: readCookie(browser.documentCookie, 'token'),
        futuresToken: readCookie(browser.documentCookie, 'futuresToken'),
        selectType: '1',
        deviceId: 'test-device-1',
      };
      return mode === 'futures' ? futuresHeaders(sources) : commonHeaders(sources);
    },
    onUnauthorized: () => {
      browser.unauthorizedCalls += 1;
    },
    fetch: browser.fetch,
  });
}

/** http://127.0.0.1:<port> of a listening app. */
export function appOrigin(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** A helper call's outcome as a status and body: 200 and the value, or the HTTP error it raised. */
export async function answerOf(call: Promise<unknown>): Promise<Answer> {
  try {
    const body = await call;
    if (typeof body === 'object' && body !== null && 'err' in body && (body as { code?: unknown }).code === 500) {
      throw new Error(`network failure: ${(body as NetworkFailure).err}`);
    }
    return { status: 200, body };
  } catch (error) {
    const failed = error as { status?: unknown; data?: unknown };
    if (typeof failed.status !== 'number') throw error;
    return { status: failed.status, body: failed.data };
  }
}
