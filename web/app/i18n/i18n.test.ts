import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test loads a fresh copy of the module: its instance caches are module state.
const load = () => import('./i18n.ts');

const core = { header: { login: 'Log in' } };
const withTrade = { ...core, trade: { title: 'Trade' } };
const withHome = { ...core, home: { title: 'Home' } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('i18nFor on the server', () => {
  it('keeps one instance per message set and never mixes sets', async () => {
    const { i18nFor } = await load();
    const trade = i18nFor('en_US', withTrade);
    expect(i18nFor('en_US', withTrade)).toBe(trade);
    const home = i18nFor('en_US', withHome);
    expect(home).not.toBe(trade);
    expect(home.t('trade.title')).toBe('trade.title');
    expect(trade.t('trade.title')).toBe('Trade');
  });
});

describe('i18nFor in the browser', () => {
  it('adds the namespaces of later screens to the locale instance', async () => {
    vi.stubGlobal('window', {});
    const { hasMessages, i18nFor } = await load();
    expect(hasMessages('en_US', [])).toBe(false);
    const first = i18nFor('en_US', withHome);
    expect(hasMessages('en_US', ['home'])).toBe(true);
    expect(hasMessages('en_US', ['home', 'trade'])).toBe(false);

    const next = i18nFor('en_US', withTrade);
    expect(next).toBe(first);
    expect(next.t('trade.title')).toBe('Trade');
    expect(next.t('home.title')).toBe('Home');
    expect(hasMessages('en_US', ['home', 'trade'])).toBe(true);
  });

  it('keeps locales apart', async () => {
    vi.stubGlobal('window', {});
    const { hasMessages, i18nFor } = await load();
    i18nFor('en_US', withTrade);
    expect(hasMessages('ja_JP', ['trade'])).toBe(false);
    const japanese = i18nFor('ja_JP', { header: { login: 'ログイン' } });
    expect(japanese.t('header.login')).toBe('ログイン');
    expect(japanese.t('trade.title')).toBe('trade.title');
  });
});
