import { helpTopics } from '@vela/contracts/help-paths';
import { describe, expect, it } from 'vitest';
import { helpArticleUrl, supportLink } from './help-center.ts';

describe('help centre links with HELP_CENTER_URL set', () => {
  it('lead to that help centre with the spec language mapping', () => {
    const external = (href: string) => ({ href, external: true });
    expect(helpArticleUrl('https://help.test/', 'zh_CN', 'fees')).toEqual(
      external('https://help.test/hc/zh-cn/articles/fees'),
    );
    expect(helpArticleUrl('https://help.test', 'en_US', 'fees')).toEqual(
      external('https://help.test/hc/en-us/articles/fees'),
    );
    expect(helpArticleUrl('https://help.test', 'ja_JP', 'fees')).toEqual(
      external('https://help.test/hc/ja/articles/fees'),
    );
    expect(helpArticleUrl('https://help.test', 'vi_VN', 'fees')).toEqual(
      external('https://help.test/hc/vi-vn/articles/fees'),
    );
    expect(helpArticleUrl('https://help.test', 'uk_UA', 'fees')).toEqual(
      external('https://help.test/hc/uk/articles/fees'),
    );
  });

  it('send requests to its form, or to the chat group where one is configured', () => {
    const chats = { ru_RU: 'https://t.me/vela_ru' };
    expect(supportLink('https://help.test', 'ru_RU', chats)).toEqual({
      kind: 'chat',
      href: 'https://t.me/vela_ru',
      external: true,
    });
    expect(supportLink('https://help.test', 'fr_FR', chats)).toEqual({
      kind: 'request',
      href: 'https://help.test/hc/fr/requests/new',
      external: true,
    });
  });
});

describe('help centre links without HELP_CENTER_URL', () => {
  it('lead to the in-product articles, locale-prefixed like every route', () => {
    expect(helpArticleUrl(undefined, 'en_US', 'fees')).toEqual({ href: '/help/fees', external: false });
    expect(helpArticleUrl(undefined, 'ja_JP', 'futures-guide')).toEqual({
      href: '/ja_JP/help/futures-guide',
      external: false,
    });
    expect(helpArticleUrl('', 'zh_TW', 'earn')).toEqual({ href: '/zh_TW/help/earn', external: false });
  });

  it('send requests to the in-product contact page, unless a chat group is configured', () => {
    expect(supportLink(undefined, 'fr_FR', {})).toEqual({
      kind: 'request',
      href: '/fr_FR/help/contact',
      external: false,
    });
    expect(supportLink(undefined, 'en_US', {})).toEqual({ kind: 'request', href: '/help/contact', external: false });
    expect(supportLink(undefined, 'ru_RU', { ru_RU: 'https://t.me/vela_ru' })).toEqual({
      kind: 'chat',
      href: 'https://t.me/vela_ru',
      external: true,
    });
  });
});

describe('help topics', () => {
  it('are the fifteen of the spec, legal and risk notices included, each with its own slug', () => {
    expect(helpTopics.map((topic) => topic.key)).toEqual([
      'fees',
      'vip',
      'rules',
      'futures',
      'coupons',
      'bonuses',
      'tasks',
      'etf',
      'earn',
      'grid',
      'follow',
      'merchants',
      'legal',
      'privacy',
      'risk',
    ]);
    expect(new Set(helpTopics.map((topic) => topic.slug)).size).toBe(15);
  });
});
