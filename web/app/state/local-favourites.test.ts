// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { favouriteContracts, favouritePairs, localFavourites, parseFavourites } from './local-favourites.ts';

describe('local favourites', () => {
  beforeEach(() => localStorage.clear());

  it('reads only symbols from what is stored, once each', () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseFavourites('{"a":1}')).toEqual([]);
    expect(parseFavourites('["BTC_USDT", 3, "<b>", "ETH_USDT", "BTC_USDT"]')).toEqual(['BTC_USDT', 'ETH_USDT']);
  });

  it('stars and unstars, tells its listeners, and keeps the same list while nothing changed', () => {
    const stars = localFavourites('testFavourites');
    const listener = vi.fn();
    const stop = stars.subscribe(listener);
    expect(stars.list()).toEqual([]);
    stars.toggle('ETH_USDT');
    stars.toggle('BTC_USDT');
    expect(stars.list()).toEqual(['ETH_USDT', 'BTC_USDT']);
    expect(stars.list()).toBe(stars.list());
    expect(localStorage.getItem('testFavourites')).toBe('["ETH_USDT","BTC_USDT"]');
    stars.toggle('ETH_USDT');
    expect(stars.list()).toEqual(['BTC_USDT']);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    stars.toggle('SOL_USDT');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the spot and the futures stars apart, the futures ones where they always were', () => {
    favouritePairs.toggle('BTC_USDT');
    expect(favouriteContracts.list()).toEqual([]);
    expect(favouriteContracts.key).toBe('futuresFavourites');
    expect(favouriteContracts.serverList()).toEqual([]);
  });
});
