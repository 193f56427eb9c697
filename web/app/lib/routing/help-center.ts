import { HELP_CONTACT_PATH, helpArticlePath } from '@vela/contracts/help-paths';
import { type LocaleCode, localeByCode } from '@vela/contracts/locale-table';
import { localePath } from '../../i18n/locale-paths.ts';

/** Where a help link leads: a page of this site (already locale-prefixed) or another site. */
export interface HelpHref {
  href: string;
  external: boolean;
}

const origin = (helpCenterUrl: string) => helpCenterUrl.replace(/\/+$/, '');

/**
 * An article in the visitor's language: the in-product page `/{locale}/help/{slug}` by default;
 * with HELP_CENTER_URL set, that help centre's article in the spec 9 language (zh-cn, en-us, ja, ...).
 */
export function helpArticleUrl(helpCenterUrl: string | undefined, locale: LocaleCode, slug: string): HelpHref {
  if (!helpCenterUrl) return { href: localePath(locale, helpArticlePath(slug)), external: false };
  return {
    href: `${origin(helpCenterUrl)}/hc/${localeByCode[locale].helpCenterLang}/articles/${slug}`,
    external: true,
  };
}

/**
 * Where to ask for help: the community chat for locales that have one, else the request form (the
 * in-product contact page, or the external help centre's form when HELP_CENTER_URL is set).
 */
export function supportLink(
  helpCenterUrl: string | undefined,
  locale: LocaleCode,
  chatGroupLinks: Partial<Record<string, string>>,
): HelpHref & { kind: 'chat' | 'request' } {
  const chat = chatGroupLinks[locale];
  if (chat) return { kind: 'chat', href: chat, external: true };
  if (!helpCenterUrl) return { kind: 'request', href: localePath(locale, HELP_CONTACT_PATH), external: false };
  return {
    kind: 'request',
    href: `${origin(helpCenterUrl)}/hc/${localeByCode[locale].helpCenterLang}/requests/new`,
    external: true,
  };
}
