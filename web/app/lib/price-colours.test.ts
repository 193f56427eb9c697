import { describe, expect, it } from 'vitest';
import { priceColoursCookie, priceColoursFromCookieHeader } from './price-colours.ts';

describe('price colours cookie', () => {
  it('defaults to upgreen without a cookie or with an unknown value', () => {
    expect(priceColoursFromCookieHeader(null)).toBe('upgreen');
    expect(priceColoursFromCookieHeader('vela_price_colours=purple')).toBe('upgreen');
    expect(priceColoursFromCookieHeader('xvela_price_colours=upred')).toBe('upgreen');
  });

  it('reads upred among other cookies', () => {
    expect(priceColoursFromCookieHeader('theme=dark; vela_price_colours=upred; b=2')).toBe('upred');
    expect(priceColoursFromCookieHeader('vela_price_colours=upred')).toBe('upred');
  });

  it('writes a year-long lax cookie on the whole site', () => {
    expect(priceColoursCookie('upred')).toBe('vela_price_colours=upred; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
