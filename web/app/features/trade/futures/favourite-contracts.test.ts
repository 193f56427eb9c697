// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FAVOURITES_KEY,
  favouriteContracts,
  parseFavourites,
  subscribeFavouriteContracts,
  toggleFavouriteContract,
} from './favourite-contracts.ts';

describe('favourite contracts', () => {
  beforeEach(() => localStorage.clear());

  it('reads only symbols from what is stored, once each', () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseFavourites('{"a":1}')).toEqual([]);
    expect(parseFavourites('["BTC_USDT", 3, "<b>", "ETH_USDT", "BTC_USDT"]')).toEqual(['BTC_USDT', 'ETH_USDT']);
  });

  it('stars and unstars, tells its listeners, and keeps the same list while nothing changed', () => {
    const listener = vi.fn();
    const stop = subscribeFavouriteContracts(listener);
    expect(favouriteContracts()).toEqual([]);
    toggleFavouriteContract('ETH_USDT');
    toggleFavouriteContract('BTC_USDT');
    expect(favouriteContracts()).toEqual(['ETH_USDT', 'BTC_USDT']);
    expect(favouriteContracts()).toBe(favouriteContracts());
    expect(localStorage.getItem(FAVOURITES_KEY)).toBe('["ETH_USDT","BTC_USDT"]');
    toggleFavouriteContract('ETH_USDT');
    expect(favouriteContracts()).toEqual(['BTC_USDT']);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    toggleFavouriteContract('SOL_USDT');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
