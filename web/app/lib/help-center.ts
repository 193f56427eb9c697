import { type LocaleCode, localeByCode } from '@vela/contracts/locale-table';

/** Help-centre topics of spec 1, in footer order, with their article slugs. */
export const helpTopics = [
  { key: 'fees', slug: 'fees' },
  { key: 'vip', slug: 'vip-programme' },
  { key: 'rules', slug: 'trading-rules' },
  { key: 'futures', slug: 'futures-guide' },
  { key: 'coupons', slug: 'coupons' },
  { key: 'bonuses', slug: 'bonuses' },
  { key: 'tasks', slug: 'tasks' },
  { key: 'etf', slug: 'leveraged-tokens' },
  { key: 'earn', slug: 'earn' },
  { key: 'grid', slug: 'grid-trading' },
  { key: 'follow', slug: 'follow-trading' },
  { key: 'merchants', slug: 'p2p-merchants' },
  { key: 'legal', slug: 'legal-terms' },
  { key: 'risk', slug: 'risk-warning' },
] as const;

/** An article in the visitor's help-centre language (spec 9 mapping: zh-cn, en-us, ja, ...). */
export function helpArticleUrl(helpCenterUrl: string, locale: LocaleCode, slug: string): string {
  return `${helpCenterUrl.replace(/\/+$/, '')}/hc/${localeByCode[locale].helpCenterLang}/articles/${slug}`;
}

/** Where to ask for help: the community chat for locales that have one, else the request form. */
export function supportLink(
  helpCenterUrl: string,
  locale: LocaleCode,
  chatGroupLinks: Partial<Record<string, string>>,
): { kind: 'chat' | 'request'; href: string } {
  const chat = chatGroupLinks[locale];
  if (chat) return { kind: 'chat', href: chat };
  return {
    kind: 'request',
    href: `${helpCenterUrl.replace(/\/+$/, '')}/hc/${localeByCode[locale].helpCenterLang}/requests/new`,
  };
}
