import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('lacksScreenMessages (the root revalidates on the way to such a screen)', () => {
  it('is true for a screen whose namespaces the browser has not received in that locale', async () => {
    vi.stubGlobal('window', {});
    const { i18nFor } = await import('./i18n.ts');
    const { lacksScreenMessages } = await import('./screen-messages.ts');
    const core = { header: {} };
    // The home page's document: core + home.
    i18nFor('en_US', { ...core, home: {} });
    expect(lacksScreenMessages('/')).toBe(false);
    expect(lacksScreenMessages('/events-courses')).toBe(false);
    expect(lacksScreenMessages('/no/such/page')).toBe(false);
    expect(lacksScreenMessages('/futures/BTC_USDT')).toBe(true);
    expect(lacksScreenMessages('/ja_JP')).toBe(true);

    // The root loader's data for the terminal brings its namespaces; home's stay.
    i18nFor('en_US', {
      ...core,
      futures: {},
      futuresAccount: {},
      futuresForm: {},
      trade: {},
      terminal: {},
      timeZone: {},
      alerts: {},
    });
    expect(lacksScreenMessages('/futures/ETH_USDT')).toBe(false);
    expect(lacksScreenMessages('/trade/BTC_USDT')).toBe(false);
    expect(lacksScreenMessages('/')).toBe(false);
    expect(lacksScreenMessages('/markets')).toBe(true);
  });
});
