// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVOURITE_MARKETS_KEY } from './favourite-storage.ts';
import { FavouritesCallError } from './favourites-api.ts';
import { type FavouriteMarketsOptions, useFavouriteMarkets } from './use-favourite-markets.ts';

// The platform's side is covered by the API's integration tests; here the calls are stand-ins.
const api = vi.hoisted(() => ({
  fetchFavourites: vi.fn<() => Promise<string[]>>(),
  addFavourites: vi.fn<(symbols: readonly string[]) => Promise<string[]>>(),
  removeFavourites: vi.fn<(symbols: readonly string[]) => Promise<string[]>>(),
}));
vi.mock('./favourites-api.ts', async (original) => ({
  ...(await original<typeof import('./favourites-api.ts')>()),
  ...api,
}));

const listed = new Set(['BTC_USDT', 'ETH_USDT', 'SOL_USDT']);
const stored = () => window.localStorage.getItem(FAVOURITE_MARKETS_KEY);

function renderFavourites(options: Partial<FavouriteMarketsOptions> = {}) {
  const onSaveFailed = vi.fn();
  const hook = renderHook((props: FavouriteMarketsOptions) => useFavouriteMarkets(props), {
    initialProps: { signedIn: false, serverFavourites: null, listed, onSaveFailed, ...options },
  });
  return { ...hook, onSaveFailed };
}

beforeEach(() => {
  window.localStorage.clear();
  vi.resetAllMocks();
});
afterEach(cleanup);

describe('a visitor’s favourites', () => {
  it('are kept in local storage and read back on the next visit', () => {
    const first = renderFavourites();
    act(() => first.result.current.toggle('ETH_USDT'));
    act(() => first.result.current.toggle('BTC_USDT'));
    expect(first.result.current.favourites).toEqual(['ETH_USDT', 'BTC_USDT']);
    expect(stored()).toBe('["ETH_USDT","BTC_USDT"]');
    first.unmount();

    const again = renderFavourites();
    expect(again.result.current.favourites).toEqual(['ETH_USDT', 'BTC_USDT']);
    act(() => again.result.current.toggle('ETH_USDT'));
    expect(stored()).toBe('["BTC_USDT"]');
    expect(api.addFavourites).not.toHaveBeenCalled();
  });
});

describe('a signed-in user’s favourites', () => {
  it('start from the list the page loaded, without another call', () => {
    const { result } = renderFavourites({ signedIn: true, serverFavourites: ['SOL_USDT'] });
    expect(result.current).toMatchObject({ favourites: ['SOL_USDT'], status: 'ready' });
    expect(api.fetchFavourites).not.toHaveBeenCalled();
  });

  it('take in the stars given as a visitor once, then the local list is gone', async () => {
    window.localStorage.setItem(FAVOURITE_MARKETS_KEY, '["ETH_USDT","DELISTED_USDT","BTC_USDT"]');
    api.addFavourites.mockResolvedValue(['SOL_USDT', 'ETH_USDT', 'BTC_USDT']);
    const first = renderFavourites({ signedIn: true, serverFavourites: ['SOL_USDT'] });
    await waitFor(() => expect(first.result.current.favourites).toEqual(['SOL_USDT', 'ETH_USDT', 'BTC_USDT']));
    expect(api.addFavourites).toHaveBeenCalledExactlyOnceWith(['ETH_USDT', 'BTC_USDT']);
    expect(stored()).toBeNull();
    first.unmount();

    renderFavourites({ signedIn: true, serverFavourites: ['SOL_USDT', 'ETH_USDT', 'BTC_USDT'] });
    expect(api.addFavourites).toHaveBeenCalledTimes(1);
  });

  it('keep the visitor’s stars for the next visit when the merge fails', async () => {
    window.localStorage.setItem(FAVOURITE_MARKETS_KEY, '["ETH_USDT"]');
    api.addFavourites.mockRejectedValue(new FavouritesCallError('failed'));
    const { result } = renderFavourites({ signedIn: true, serverFavourites: ['SOL_USDT'] });
    await waitFor(() => expect(api.addFavourites).toHaveBeenCalled());
    expect(result.current.favourites).toEqual(['SOL_USDT']);
    expect(stored()).toBe('["ETH_USDT"]');
  });

  it('are loaded when the page could not, with a retry after a failure', async () => {
    api.fetchFavourites.mockRejectedValueOnce(new FavouritesCallError('failed'));
    const { result } = renderFavourites({ signedIn: true, serverFavourites: null });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('failed'));
    api.fetchFavourites.mockResolvedValueOnce(['BTC_USDT']);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', favourites: ['BTC_USDT'] }));
  });

  it('show a star at once and settle on the list the server saved', async () => {
    let answer: (symbols: string[]) => void = () => {};
    api.addFavourites.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderFavourites({ signedIn: true, serverFavourites: ['SOL_USDT'] });
    act(() => result.current.toggle('BTC_USDT'));
    expect(result.current.favourites).toEqual(['SOL_USDT', 'BTC_USDT']);
    expect(api.addFavourites).toHaveBeenCalledWith(['BTC_USDT']);
    await act(async () => answer(['ETH_USDT', 'SOL_USDT', 'BTC_USDT']));
    expect(result.current.favourites).toEqual(['ETH_USDT', 'SOL_USDT', 'BTC_USDT']);
    expect(stored()).toBeNull();
  });

  it('put the star back and tell the user when the change could not be saved', async () => {
    api.removeFavourites.mockRejectedValue(new FavouritesCallError('failed'));
    const { result, onSaveFailed } = renderFavourites({ signedIn: true, serverFavourites: ['SOL_USDT'] });
    act(() => result.current.toggle('SOL_USDT'));
    expect(result.current.favourites).toEqual([]);
    await waitFor(() => expect(result.current.favourites).toEqual(['SOL_USDT']));
    expect(onSaveFailed).toHaveBeenCalledOnce();
  });

  it('say nothing more when the session has ended: the login page takes over', async () => {
    api.addFavourites.mockRejectedValue(new FavouritesCallError('signed-out'));
    const { result, onSaveFailed } = renderFavourites({ signedIn: true, serverFavourites: [] });
    act(() => result.current.toggle('BTC_USDT'));
    await waitFor(() => expect(result.current.favourites).toEqual([]));
    expect(onSaveFailed).not.toHaveBeenCalled();
  });
});
