import type { EventClass } from '@vela/contracts/content';
import { localeByCode } from '@vela/contracts/locale-table';
import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../i18n/i18n.ts';
import { localeFromPath, localePath } from '../../i18n/locale-paths.ts';
import { type PageText, pageMeta } from '../../lib/routing/page-meta.ts';
import { rootDataOf } from '../../lib/routing/root-data.ts';
import { absoluteUrl, type PageContext } from './structured-data.ts';

interface MetaArgs {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** What the head tags of an announcement or course page take from the item. */
export interface DetailMetaItem {
  title: string;
  summary: string;
  coverImageUrl: string | null;
  publishedAt: string;
  updatedAt: string;
  bodyLocale: keyof typeof localeByCode;
}

/**
 * Head tags of an announcement or course page: the item's own title and description, Open Graph
 * as an article with its cover, and schema.org JSON-LD, on top of what every page gets.
 */
export function detailMeta<Item extends DetailMetaItem>(
  args: MetaArgs,
  item: Item | undefined,
  /** The item's JSON-LD object, built once the absolute URLs are known. */
  structuredData: (item: Item, context: PageContext, t: ReturnType<typeof translatorFor>) => Record<string, unknown>,
): MetaDescriptor[] {
  const root = rootDataOf(args.matches);
  if (!item || !root) return pageMeta(args);
  const t = translatorFor(root.locale, root.messages);
  const text: PageText = { title: `${item.title} | ${t('common.siteName')}`, description: item.summary };
  const { publicUrl } = root.publicConfig;
  const context: PageContext = {
    publicUrl,
    pageUrl: `${publicUrl}${localePath(root.locale, localeFromPath(args.location.pathname).path)}`,
    imageUrl: item.coverImageUrl ? absoluteUrl(publicUrl, item.coverImageUrl) : undefined,
    siteName: t('common.siteName'),
    language: localeByCode[item.bodyLocale].tag,
  };
  return [
    ...pageMeta(args, () => text).map((tag) =>
      'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag,
    ),
    ...(context.imageUrl
      ? [
          { property: 'og:image', content: context.imageUrl },
          { name: 'twitter:card', content: 'summary_large_image' },
        ]
      : [{ name: 'twitter:card', content: 'summary' }]),
    { property: 'article:published_time', content: item.publishedAt },
    { property: 'article:modified_time', content: item.updatedAt },
    { 'script:ld+json': structuredData(item, context, t) },
  ];
}

/** A class's list: the class name in front of the announcements title. */
export function classListMeta(args: MetaArgs, eventClass: EventClass): MetaDescriptor[] {
  return pageMeta(args, (t) => ({
    title: `${t(`announcements.classes.${eventClass}`)} | ${t('meta.announcements.title')}`,
    description: t('meta.announcements.description'),
  }));
}
