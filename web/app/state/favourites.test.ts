// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FavouritesApi, FavouritesCallError } from '../lib/api/favourites-call.ts';
import { createFavouriteStore } from './favourites.ts';

// The platform's side is covered by the API's integration tests; here the calls are stand-ins.
const api = {
  fetch: vi.fn<FavouritesApi['fetch']>(),
  add: vi.fn<FavouritesApi['add']>(),
  remove: vi.fn<FavouritesApi['remove']>(),
};
const KEY = 'testFavourites';
const listed = new Set(['BTC_USDT', 'ETH_USDT', 'SOL_USDT']);
const stored = () => window.localStorage.getItem(KEY);
const newStore = () => createFavouriteStore({ key: KEY, formerKeys: ['oldFavourites'], api });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.localStorage.clear();
  vi.resetAllMocks();
});

describe('a visitor’s favourites', () => {
  it('are kept in local storage, read back on the next visit, and tell the listeners', () => {
    const first = newStore();
    first.follow(false);
    const listener = vi.fn();
    first.subscribe(listener);
    first.toggle('ETH_USDT');
    first.toggle('BTC_USDT');
    expect(first.list()).toEqual(['ETH_USDT', 'BTC_USDT']);
    expect(first.list()).toBe(first.list());
    expect(stored()).toBe('["ETH_USDT","BTC_USDT"]');
    expect(listener).toHaveBeenCalledTimes(2);

    const again = newStore();
    again.follow(false);
    expect(again.list()).toEqual(['ETH_USDT', 'BTC_USDT']);
    again.toggle('ETH_USDT');
    expect(stored()).toBe('["BTC_USDT"]');
    expect(api.add).not.toHaveBeenCalled();
  });

  it('with nothing starred keep the server’s empty list: the page is not rendered again at hydration', () => {
    const store = newStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.follow(false);
    expect(store.list()).toBe(store.serverList());
    window.localStorage.setItem(KEY, '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('tell the listeners only when the list changes', () => {
    window.localStorage.setItem(KEY, '["ETH_USDT"]');
    const store = newStore();
    store.follow(false);
    const before = store.list();
    const listener = vi.fn();
    store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(store.list()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('take in the stars kept under a former key once', () => {
    window.localStorage.setItem(KEY, '["ETH_USDT"]');
    window.localStorage.setItem('oldFavourites', '["BTC_USDT","ETH_USDT","<b>"]');
    const store = newStore();
    store.follow(false);
    expect(store.list()).toEqual(['ETH_USDT', 'BTC_USDT']);
    expect(window.localStorage.getItem('oldFavourites')).toBeNull();
  });

  it('follow another tab’s changes', () => {
    const store = newStore();
    store.follow(false);
    window.localStorage.setItem(KEY, '["SOL_USDT"]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(store.list()).toEqual(['SOL_USDT']);
  });
});

describe('a signed-in user’s favourites', () => {
  it('start from the list the page loaded, without another call', () => {
    const store = newStore();
    store.follow(true, { known: ['SOL_USDT'], listed });
    expect(store.list()).toEqual(['SOL_USDT']);
    expect(store.status()).toBe('ready');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('are one list for every screen: a star set in one shows in the other', async () => {
    api.fetch.mockResolvedValue(['SOL_USDT']);
    api.add.mockResolvedValue(['SOL_USDT', 'BTC_USDT']);
    const store = newStore();
    store.follow(true); // the switcher
    await settle();
    store.follow(true, { known: ['SOL_USDT'], listed }); // the markets page
    expect(api.fetch).toHaveBeenCalledOnce();
    store.toggle('BTC_USDT');
    await settle();
    expect(store.list()).toEqual(['SOL_USDT', 'BTC_USDT']);
  });

  it('take in the stars given as a visitor once at sign-in, then the local list is gone', async () => {
    const store = newStore();
    store.follow(false);
    store.toggle('ETH_USDT');
    window.localStorage.setItem(KEY, '["ETH_USDT","DELISTED_USDT","BTC_USDT"]');
    api.add.mockResolvedValue(['SOL_USDT', 'ETH_USDT', 'BTC_USDT']);
    store.follow(true, { listed });
    expect(store.status()).toBe('loading');
    await settle();
    expect(api.add).toHaveBeenCalledExactlyOnceWith(['ETH_USDT', 'BTC_USDT']);
    expect(store.list()).toEqual(['SOL_USDT', 'ETH_USDT', 'BTC_USDT']);
    expect(store.status()).toBe('ready');
    expect(stored()).toBeNull();
    store.follow(true, { listed });
    expect(api.add).toHaveBeenCalledOnce();
  });

  it('keep the visitor’s stars for the next visit when the join fails', async () => {
    window.localStorage.setItem(KEY, '["ETH_USDT"]');
    api.add.mockRejectedValue(new FavouritesCallError('failed'));
    const store = newStore();
    store.follow(true, { known: ['SOL_USDT'], listed });
    await settle();
    expect(store.list()).toEqual(['SOL_USDT']);
    expect(stored()).toBe('["ETH_USDT"]');
  });

  it('are loaded when the page could not, with a retry after a failure', async () => {
    api.fetch.mockRejectedValueOnce(new FavouritesCallError('failed'));
    const store = newStore();
    store.follow(true);
    expect(store.status()).toBe('loading');
    await settle();
    expect(store.status()).toBe('failed');
    api.fetch.mockResolvedValueOnce(['BTC_USDT']);
    store.retry();
    await settle();
    expect(store.status()).toBe('ready');
    expect(store.list()).toEqual(['BTC_USDT']);
  });

  it('show a star at once and settle on the list the server saved', async () => {
    let answer: (symbols: string[]) => void = () => {};
    api.add.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = newStore();
    store.follow(true, { known: ['SOL_USDT'] });
    store.toggle('BTC_USDT');
    expect(store.list()).toEqual(['SOL_USDT', 'BTC_USDT']);
    expect(api.add).toHaveBeenCalledWith(['BTC_USDT']);
    answer(['ETH_USDT', 'SOL_USDT', 'BTC_USDT']);
    await settle();
    expect(store.list()).toEqual(['ETH_USDT', 'SOL_USDT', 'BTC_USDT']);
    expect(stored()).toBeNull();
  });

  it('put the star back and tell the page when the change could not be saved', async () => {
    api.remove.mockRejectedValue(new FavouritesCallError('failed'));
    const store = newStore();
    const failed = vi.fn();
    store.onSaveFailed(failed);
    store.follow(true, { known: ['SOL_USDT'] });
    store.toggle('SOL_USDT');
    expect(store.list()).toEqual([]);
    await settle();
    expect(store.list()).toEqual(['SOL_USDT']);
    expect(failed).toHaveBeenCalledOnce();
  });

  it('say nothing more when the session has ended: the login page takes over', async () => {
    api.add.mockRejectedValue(new FavouritesCallError('signed-out'));
    const store = newStore();
    const failed = vi.fn();
    store.onSaveFailed(failed);
    store.follow(true, { known: [] });
    store.toggle('BTC_USDT');
    await settle();
    expect(store.list()).toEqual([]);
    expect(failed).not.toHaveBeenCalled();
  });

  it('go back to the browser’s list at sign-out', async () => {
    const store = newStore();
    store.follow(true, { known: ['SOL_USDT'] });
    store.follow(false);
    expect(store.list()).toEqual([]);
  });
});
