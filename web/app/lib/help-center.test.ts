import { describe, expect, it } from 'vitest';
import { helpArticleUrl, helpTopics, supportLink } from './help-center.ts';

describe('help centre links', () => {
  it('uses the spec language mapping', () => {
    expect(helpArticleUrl('https://help.test/', 'zh_CN', 'fees')).toBe('https://help.test/hc/zh-cn/articles/fees');
    expect(helpArticleUrl('https://help.test', 'en_US', 'fees')).toBe('https://help.test/hc/en-us/articles/fees');
    expect(helpArticleUrl('https://help.test', 'ja_JP', 'fees')).toBe('https://help.test/hc/ja/articles/fees');
    expect(helpArticleUrl('https://help.test', 'vi_VN', 'fees')).toBe('https://help.test/hc/vi-vn/articles/fees');
    expect(helpArticleUrl('https://help.test', 'uk_UA', 'fees')).toBe('https://help.test/hc/uk/articles/fees');
  });

  it('lists every topic of the spec', () => {
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
      'risk',
    ]);
  });

  it('offers the chat group instead of the request form where one is configured', () => {
    const chats = { ru_RU: 'https://t.me/vela_ru' };
    expect(supportLink('https://help.test', 'ru_RU', chats)).toEqual({ kind: 'chat', href: 'https://t.me/vela_ru' });
    expect(supportLink('https://help.test', 'fr_FR', chats)).toEqual({
      kind: 'request',
      href: 'https://help.test/hc/fr/requests/new',
    });
  });
});
