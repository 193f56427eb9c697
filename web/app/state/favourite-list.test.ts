import { describe, expect, it } from 'vitest';
import { favouritesToMerge, parseStoredFavourites, toggleFavourite } from './favourite-list.ts';

describe('toggleFavourite', () => {
  it('adds a pair at the end and removes it again, leaving the others in place', () => {
    const added = toggleFavourite(['ETH_USDT', 'SOL_USDT'], 'BTC_USDT');
    expect(added).toEqual(['ETH_USDT', 'SOL_USDT', 'BTC_USDT']);
    expect(toggleFavourite(added, 'SOL_USDT')).toEqual(['ETH_USDT', 'BTC_USDT']);
  });

  it('never changes the list it was given', () => {
    const list = Object.freeze(['BTC_USDT']);
    expect(toggleFavourite(list, 'BTC_USDT')).toEqual([]);
    expect(list).toEqual(['BTC_USDT']);
  });
});

describe('favouritesToMerge', () => {
  const listed = new Set(['BTC_USDT', 'ETH_USDT', 'SOL_USDT']);

  it('keeps the starred pairs that are still listed, in the order they were starred', () => {
    expect(favouritesToMerge(['SOL_USDT', 'GONE_USDT', 'BTC_USDT'], listed)).toEqual(['SOL_USDT', 'BTC_USDT']);
  });

  it('has nothing to merge when nothing was starred or nothing starred is listed', () => {
    expect(favouritesToMerge([], listed)).toEqual([]);
    expect(favouritesToMerge(['GONE_USDT'], listed)).toEqual([]);
  });
});

describe('parseStoredFavourites', () => {
  it('reads what the app wrote', () => {
    expect(parseStoredFavourites('["BTC_USDT","ETH_USDT"]')).toEqual(['BTC_USDT', 'ETH_USDT']);
  });

  it('drops malformed entries and repeats, keeping the first place', () => {
    expect(parseStoredFavourites('["ETH_USDT",1,"btc_usdt",null,"BTC_USDT","ETH_USDT",{"a":1}]')).toEqual([
      'ETH_USDT',
      'BTC_USDT',
    ]);
  });

  it('reads nothing from missing or unreadable storage', () => {
    for (const text of [null, undefined, '', 'not json', '{"BTC_USDT":true}', '"BTC_USDT"']) {
      expect(parseStoredFavourites(text)).toEqual([]);
    }
  });
});
