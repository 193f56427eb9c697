import type { AnnouncementDetail, CourseDetail } from '@vela/contracts/content';

/**
 * schema.org descriptions of the content pages (JSON-LD), so search engines show them as an
 * Article and a Course. React Router escapes the JSON it writes into the page.
 */
export interface PageContext {
  publicUrl: string;
  /** The absolute URL of the page in its locale (the canonical one). */
  pageUrl: string;
  /** Absolute cover URL, when the item has a cover. */
  imageUrl: string | undefined;
  siteName: string;
  /** BCP 47 tag of the language the body is written in. */
  language: string;
}

function organization(context: PageContext) {
  return { '@type': 'Organization', name: context.siteName, url: context.publicUrl };
}

export function articleJsonLd(item: AnnouncementDetail, section: string, context: PageContext) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: item.title,
    description: item.summary,
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    inLanguage: context.language,
    articleSection: section,
    ...(item.tags.length > 0 ? { keywords: item.tags.join(', ') } : {}),
    ...(context.imageUrl ? { image: [context.imageUrl] } : {}),
    url: context.pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': context.pageUrl },
    author: organization(context),
    publisher: organization(context),
  };
}

export function courseJsonLd(item: CourseDetail, context: PageContext) {
  const workload = `PT${item.readingMinutes}M`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: item.title,
    description: item.summary,
    inLanguage: context.language,
    educationalLevel: item.level,
    timeRequired: workload,
    datePublished: item.publishedAt,
    ...(context.imageUrl ? { image: [context.imageUrl] } : {}),
    url: context.pageUrl,
    provider: organization(context),
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'USD' },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: workload },
  };
}

/** A cover stored as a path on this site becomes absolute for crawlers and link previews. */
export function absoluteUrl(publicUrl: string, urlOrPath: string): string {
  return urlOrPath.startsWith('/') ? `${publicUrl}${urlOrPath}` : urlOrPath;
}
