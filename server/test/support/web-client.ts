import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE } from '@vela/contracts/session';
import type { PublicConfig, SpotAndFutures } from '@vela/contracts/ssr';
import type { FastifyInstance } from 'fastify';

/**
 * The web client's own request helper (web/app/lib/http/request.ts), headers (headers.ts) and
 * global state (state/app-store.tsx), loaded at run time: they are browser code whose DOM types the
 * server's typecheck does not take in, so their few signatures used here are restated below. What
 * the browser adds around them is played by `BrowserStandIn`: a cookie jar (`document.cookie` shows
 * its script-readable part) and a fetch that sends the jar and the page's Origin, and keeps what
 * Set-Cookie sets, as `credentials: 'include'` does in a browser; a call to another origin goes
 * through the browser's CORS checks (preflight, then the answer's allow headers) or fails like a
 * network error.
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
    baseUrls(): Partial<SpotAndFutures> | null | undefined;
    headers(mode: Mode): Record<string, string>;
    onUnauthorized?(): void;
    fetch?: typeof globalThis.fetch;
  }): RequestHelper;
  commonHeaders(sources: HeaderSources): Record<string, string>;
  futuresHeaders(sources: HeaderSources): Record<string, string>;
  readCookie(cookieHeader: string | null | undefined, name: string): string | undefined;
}

/** The global state the root makes (web/app/state/app-store.tsx), as far as used here. */
export interface WebAppState {
  fastApiUrls: SpotAndFutures;
  websocketUrls: SpotAndFutures;
}

export interface WebAppStore {
  getState(): WebAppState;
  setState(partial: Partial<WebAppState>): void;
}

interface WebState {
  createAppStore(init: Record<string, unknown>): WebAppStore;
}

const webApp = new URL('../../../web/app/', import.meta.url);

async function loadWebModules<T>(paths: string[]): Promise<T> {
  const modules = paths.map((path) => new URL(path, webApp).pathname);
  const loaded = (await Promise.all(modules.map((path) => import(/* @vite-ignore */ path)))) as object[];
  return Object.assign({}, ...loaded) as T;
}

const loadWebHttp = () =>
  loadWebModules<WebHttp>(['lib/http/request.ts', 'lib/http/headers.ts', 'lib/http/cookies.ts']);

let webHttp: Promise<WebHttp> | undefined;
let webState: Promise<WebState> | undefined;

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

  /** Every URL this browser fetched, preflights included (`OPTIONS <url>`), in order. */
  readonly requested: string[] = [];

  readonly fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const method = (init?.method ?? 'GET').toUpperCase();
    const crossOrigin = url.origin !== this.origin;
    if (crossOrigin) await this.preflight(url, method, headers);
    // Cookies are host-wide (any port) as in a browser; SameSite=Lax sends them within the site.
    if (this.jar.size > 0) headers.set('cookie', this.cookieHeader);
    if (crossOrigin || (method !== 'GET' && method !== 'HEAD')) headers.set('origin', this.origin);
    this.requested.push(`${method} ${url.href}`);
    const response = await globalThis.fetch(input, { ...init, headers });
    if (crossOrigin && !this.corsAllows(response)) {
      throw new TypeError(`Failed to fetch: ${url.origin} does not allow ${this.origin} with credentials`);
    }
    for (const line of response.headers.getSetCookie()) this.keep(line);
    return response;
  };

  /** The CORS preflight a browser sends before a non-simple cross-origin call; throws when refused. */
  private async preflight(url: URL, method: string, headers: Headers): Promise<void> {
    const simpleMethod = ['GET', 'HEAD', 'POST'].includes(method);
    const authorHeaders = [...headers.keys()].filter((name) => !isSafelistedHeader(name, headers.get(name) ?? ''));
    if (simpleMethod && authorHeaders.length === 0) return;
    const asked = authorHeaders.sort().join(',');
    this.requested.push(`OPTIONS ${url.href}`);
    const answer = await globalThis.fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: this.origin,
        'access-control-request-method': method,
        ...(asked ? { 'access-control-request-headers': asked } : {}),
      },
    });
    const allowed = (name: string) =>
      (answer.headers.get(name) ?? '')
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter((item) => item !== '' && item !== '*');
    const ok =
      answer.ok &&
      this.corsAllows(answer) &&
      (simpleMethod || allowed('access-control-allow-methods').includes(method.toLowerCase())) &&
      authorHeaders.every((name) => allowed('access-control-allow-headers').includes(name));
    if (!ok) throw new TypeError(`Failed to fetch: the preflight to ${url.origin} was refused for ${this.origin}`);
  }

  private corsAllows(response: Response): boolean {
    return (
      response.headers.get('access-control-allow-origin') === this.origin &&
      response.headers.get('access-control-allow-credentials') === 'true'
    );
  }

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
  const origin = appOrigin(app);
  return helperReading(() => ({ spot: origin, futures: `${origin}/futuresapi` }), browser);
}

/**
 * The page as the web client sets it up from the server's public configuration: the global state
 * the root makes of it (fast-API and websocket URLs from `publicConfig`), and the request helper
 * reading its base URLs from that state at every call, as browser-api.ts does. Relative URLs (the
 * same-origin defaults) resolve against the browser's origin, as a page's would.
 */
export async function webClientFromPublicConfig(
  publicConfig: PublicConfig,
  browser: BrowserStandIn,
): Promise<{ state: WebAppStore; api: RequestHelper }> {
  webState ??= loadWebModules<WebState>(['state/app-store.tsx']);
  const { createAppStore } = await webState;
  const state = createAppStore({
    theme: 'light',
    user: null,
    pricingCurrency: 'USD',
    availableLanguage: ['fr_FR'],
    languageSelection: { name: 'Français', lang: 'fr_FR', fiatCurrency: 'EUR' },
    fastApiUrls: publicConfig.fastApiUrls,
    websocketUrls: publicConfig.websocketUrls,
  });
  const api = await helperReading(() => {
    const { spot, futures } = state.getState().fastApiUrls;
    return {
      spot: new URL(spot, browser.origin).href.replace(/\/$/, ''),
      futures: new URL(futures, browser.origin).href,
    };
  }, browser);
  return { state, api };
}

async function helperReading(baseUrls: () => SpotAndFutures, browser: BrowserStandIn): Promise<RequestHelper> {
  webHttp ??= loadWebHttp();
  const { createRequestHelper, commonHeaders, futuresHeaders, readCookie } = await webHttp;
  return createRequestHelper({
    baseUrls,
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

/** Request headers a page may send cross-origin without a preflight (the Fetch standard's safelist). */
function isSafelistedHeader(name: string, value: string): boolean {
  if (['accept', 'accept-language', 'content-language'].includes(name)) return true;
  if (name !== 'content-type') return false;
  const type = value.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data' || type === 'text/plain';
}
