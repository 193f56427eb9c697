// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi } from '../lib/api/browser-api.ts';
import { AppStoreProvider } from './app-store.tsx';

const init = {
  theme: 'light' as const,
  user: null,
  pricingCurrency: 'USD' as const,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the global state and the browser request helper', () => {
  it('hands the helper the fast-API URLs while the store is mounted, read at every call', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const fastApiUrls = { spot: 'https://spotapi.vela.example', futures: 'https://futuresapi.vela.example/futuresapi' };
    const page = render(<AppStoreProvider init={{ ...init, fastApiUrls }}>{null}</AppStoreProvider>);
    await browserApi().get('/api/v1/tickers');
    await browserApi().post('/v1/orders', { symbol: 'BTC_USDT' }, 'futures');
    page.unmount();
    // No store (as on the server, or before the root renders): the page's own origin.
    await browserApi().get('/api/v1/tickers');
    expect(urls).toEqual([
      'https://spotapi.vela.example/api/v1/tickers',
      'https://futuresapi.vela.example/futuresapi/v1/orders',
      '/api/v1/tickers',
    ]);
  });
});
