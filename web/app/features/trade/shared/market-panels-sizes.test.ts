import { describe, expect, it } from 'vitest';
import { defaultPanelSizes, panelSizeStyle, parsePanelSizes } from './market-panels-sizes.ts';

describe('terminal panel sizes', () => {
  it('reads stored sizes within their limits, the rest at their defaults', () => {
    expect(parsePanelSizes(null)).toEqual(defaultPanelSizes);
    expect(parsePanelSizes('not json')).toEqual(defaultPanelSizes);
    expect(parsePanelSizes('{"bookWidth": 9999, "bookShare": 10, "accountHeight": "big"}')).toEqual({
      ...defaultPanelSizes,
      bookWidth: 480,
      bookShare: 25,
    });
    expect(parsePanelSizes('{"bookWidth": 341.6}').bookWidth).toBe(342);
    // A trades width kept in 200-400 px; sizes stored before it existed read with its default.
    expect(parsePanelSizes('{"tradesWidth": 120}').tradesWidth).toBe(200);
    expect(parsePanelSizes('{"tradesWidth": 1000}').tradesWidth).toBe(400);
    expect(parsePanelSizes('{"bookWidth": 320, "bookShare": 70, "accountHeight": 180}')).toEqual({
      bookWidth: 320,
      bookShare: 70,
      tradesWidth: 240,
      accountHeight: 180,
    });
  });

  it('reads the defaults as the defaults object itself, so the terminal does not render them again', () => {
    expect(parsePanelSizes(null)).toBe(defaultPanelSizes);
    expect(parsePanelSizes(JSON.stringify(defaultPanelSizes))).toBe(defaultPanelSizes);
    expect(parsePanelSizes('{"bookWidth": 9999}')).not.toBe(defaultPanelSizes);
  });

  it('gives the grid its custom properties', () => {
    expect(panelSizeStyle({ bookWidth: 320, bookShare: 70, tradesWidth: 260, accountHeight: 180 })).toEqual({
      '--book-width': '320px',
      '--book-rows': '70fr',
      '--trades-rows': '30fr',
      '--trades-width': '260px',
      '--account-height': '180px',
    });
  });
});
