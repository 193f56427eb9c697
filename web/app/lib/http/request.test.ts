import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import { type BaseUrls, createRequestHelper, isNetworkFailure, resolveBaseUrls } from './request.ts';

type Reply = { status: number; body?: string; contentType?: string } | 'network-error';

/** A fetch double that answers from a script and records every request it saw. */
function scriptedFetch(replies: Reply[]) {
  const seen: { url: string; method: string; headers: Headers; body: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: init?.body ? String(init.body) : null,
    });
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)] as Reply;
    if (reply === 'network-error') throw new TypeError('fetch failed');
    return new Response(reply.body ?? '{}', {
      status: reply.status,
      headers: { 'content-type': reply.contentType ?? 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function helper(replies: Reply[], onUnauthorized = vi.fn()) {
  const { fetch, seen } = scriptedFetch(replies);
  const api = createRequestHelper({
    baseUrls: () => ({ spot: 'http://vela.test', futures: 'http://vela.test/futuresapi' }),
    headers: (mode) => ({ clientTag: 'web', ...(mode === 'futures' ? { thirdAppId: 'vela' } : {}) }),
    onUnauthorized,
    fetch,
  });
  return { api, seen, onUnauthorized };
}

const retried = [408, 409, 425, 429, 500, 502, 503, 504];
const notRetried = [400, 401, 403, 404, 405, 422, 501];

describe('request helper retry table', () => {
  it.each(retried)('GET is retried once on %i, then raises', async (status) => {
    const { api, seen } = helper([{ status }, { status }]);
    await expect(api.get('/x')).rejects.toBeInstanceOf(FetchError);
    expect(seen).toHaveLength(2);
  });

  it.each(retried)('GET succeeds when the retry after %i does', async (status) => {
    const { api, seen } = helper([{ status }, { status: 200, body: '{"ok":1}' }]);
    await expect(api.get('/x')).resolves.toEqual({ ok: 1 });
    expect(seen).toHaveLength(2);
  });

  it.each(notRetried)('GET is not retried on %i', async (status) => {
    const { api, seen } = helper([{ status }, { status: 200 }]);
    await expect(api.get('/x')).rejects.toBeInstanceOf(FetchError);
    expect(seen).toHaveLength(1);
  });

  it.each([...retried, ...notRetried])('POST is never retried (%i)', async (status) => {
    const { api, seen } = helper([{ status }, { status: 200 }]);
    await expect(api.post('/x', { a: 1 })).rejects.toBeInstanceOf(FetchError);
    expect(seen).toHaveLength(1);
  });

  it('raises for every status from 400 to 599 and exposes the body', async () => {
    const { api } = helper([{ status: 422, body: '{"code":400,"message":"bad"}' }]);
    const error = (await api.post('/x').catch((e: unknown) => e)) as FetchError;
    expect(error.status).toBe(422);
    expect(error.data).toEqual({ code: 400, message: 'bad' });
  });
});

describe('request helper payloads and bodies', () => {
  it('GET sends the payload as the query, POST as a JSON body', async () => {
    const { api, seen } = helper([{ status: 200 }]);
    await api.get('/q', { uid: '7', list: 'a' });
    await api.post('/p', { walletTypeList: ['1'] });
    expect(new URL(seen[0]?.url as string).search).toBe('?uid=7&list=a');
    expect(seen[0]?.body).toBeNull();
    expect(seen[1]?.method).toBe('POST');
    expect(JSON.parse(seen[1]?.body as string)).toEqual({ walletTypeList: ['1'] });
    expect(seen[1]?.headers.get('content-type')).toContain('application/json');
  });

  it('PATCH sends a JSON body and, like POST, is not retried on a 503', async () => {
    const { api, seen } = helper([{ status: 503 }, { status: 200 }]);
    await expect(api.patch('/r/1', { stopLossPrice: null })).rejects.toBeInstanceOf(FetchError);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('PATCH');
    expect(JSON.parse(seen[0]?.body as string)).toEqual({ stopLossPrice: null });
  });

  it('parses a body that is JSON encoded as a JSON string', async () => {
    const { api } = helper([{ status: 200, body: JSON.stringify('{"code":200,"data":"12.5"}') }]);
    await expect(api.get('/x')).resolves.toEqual({ code: 200, data: '12.5' });
  });

  it('parses a JSON body sent as text/plain', async () => {
    const { api } = helper([{ status: 200, body: '{"code":0}', contentType: 'text/plain' }]);
    await expect(api.get('/x')).resolves.toEqual({ code: 0 });
  });

  it('turns a network failure into {code: 500, data: {}, err}', async () => {
    const { api, seen } = helper(['network-error']);
    const result = await api.post('/x');
    expect(result).toEqual({ code: 500, data: {}, err: expect.stringContaining('fetch failed') });
    expect(isNetworkFailure(result)).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('retries a GET whose network failed once, like a 500', async () => {
    const { api, seen } = helper(['network-error', { status: 200, body: '{"ok":true}' }]);
    await expect(api.get('/x')).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it('uses the futures base URL and headers in futures mode', async () => {
    const { api, seen } = helper([{ status: 200 }]);
    await api.get('/position', undefined, 'futures');
    expect(seen[0]?.url).toBe('http://vela.test/futuresapi/position');
    expect(seen[0]?.headers.get('thirdAppId')).toBe('vela');
    await api.get('/spot');
    expect(seen[1]?.url).toBe('http://vela.test/spot');
    expect(seen[1]?.headers.get('thirdAppId')).toBeNull();
  });
});

describe('request helper on 401', () => {
  it('calls onUnauthorized for a 401 status and still raises', async () => {
    const { api, onUnauthorized } = helper([{ status: 401, body: '{"code":401}' }]);
    await expect(api.get('/x')).rejects.toBeInstanceOf(FetchError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized for code 401 in a 200 body', async () => {
    const { api, onUnauthorized } = helper([{ status: 200, body: '{"code":401,"data":{}}' }]);
    await api.post('/x');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call it for other errors', async () => {
    const { api, onUnauthorized } = helper([{ status: 403 }]);
    await expect(api.get('/x')).rejects.toBeInstanceOf(FetchError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('request helper base URLs', () => {
  /** A helper whose base URLs come from `state` at each call, and the URLs its fetch was given. */
  function configured(state: { fastApiUrls?: Partial<BaseUrls> }) {
    const urls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const api = createRequestHelper({
      baseUrls: () => state.fastApiUrls,
      headers: () => ({}),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    return { api, urls };
  }

  it('falls back to the same origin (spot) and /futuresapi (futures) when unset or empty', async () => {
    expect(resolveBaseUrls(undefined)).toEqual({ spot: '', futures: '/futuresapi' });
    expect(resolveBaseUrls({ spot: '', futures: '' })).toEqual({ spot: '', futures: '/futuresapi' });
    const { api, urls } = configured({});
    await api.get('/api/v1/tickers');
    await api.post('/v1/orders', {}, 'futures');
    expect(urls).toEqual(['/api/v1/tickers', '/futuresapi/v1/orders']);
  });

  it('reads the configured URLs at every call, so a state set after the helper was made applies', async () => {
    const state: { fastApiUrls?: Partial<BaseUrls> } = {};
    const { api, urls } = configured(state);
    await api.get('/api/v1/tickers');
    state.fastApiUrls = { spot: 'https://spotapi.vela.example', futures: 'https://futuresapi.vela.example/futuresapi' };
    await api.get('/api/v1/tickers', { symbol: 'BTC_USDT' });
    await api.post('/v1/orders', { symbol: 'BTC_USDT' }, 'futures');
    // Only the futures one set: spot calls go back to the same origin.
    state.fastApiUrls = { futures: 'https://futuresapi.vela.example/futuresapi' };
    await api.get('/api/v1/depth');
    expect(urls).toEqual([
      '/api/v1/tickers',
      'https://spotapi.vela.example/api/v1/tickers?symbol=BTC_USDT',
      'https://futuresapi.vela.example/futuresapi/v1/orders',
      '/api/v1/depth',
    ]);
  });
});
