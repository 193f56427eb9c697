import { announcementPagePath, coursePagePath, courseTracks, eventClasses } from '@vela/contracts/content';
import { helpArticlePath } from '@vela/contracts/help-paths';
import { defaultLocale, type LocaleCode, localeByCode, localeCodes } from '@vela/contracts/locales';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { publishedPages } from '../../content/public-content.ts';
import type { Database } from '../../db/client.ts';
import { spotMarkets } from '../../db/schema.ts';

/**
 * The public pages without parameters, as `web/app/route-list.ts` names them (the server cannot
 * import the web app; `server/test/content-sitemap.test.ts` checks the two agree). Guarded pages
 * (account, wallet) and products that are not open yet are left out: they are not worth a crawler's
 * visit. Each listed market's trade page is added from the database.
 */
export const sitemapStaticPaths = [
  '/',
  '/events-announcements',
  ...eventClasses.map((eventClass) => `/events-announcements/${eventClass}`),
  '/events-courses',
  ...courseTracks.map((track) => `/events-courses/${track}`),
  '/login',
  '/register',
  '/forgot-password',
  '/affiliate-register',
  '/affiliate-register/why-join-vela',
  '/markets',
  '/trade',
  '/earn',
  '/earn/sharkfin',
  '/grid-trading',
  '/task-center',
  '/help',
  '/help/contact',
] as const;

/** The web app's link rule (spec 2.4): en_US unprefixed, every other locale under /{locale}. */
export function localizedPath(locale: LocaleCode, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface SitemapPage {
  path: string;
  lastModified?: Date;
}

/**
 * One <url> per page and locale, each listing every locale's version (and x-default) as hreflang
 * alternates, the way search engines want multilingual sitemaps. At 12 locales this stays far under
 * the 50,000 URLs a sitemap may hold until there are some 4,000 published items.
 */
export function sitemapXml(publicUrl: string, pages: readonly SitemapPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = [
      ...localeCodes.map(
        (code) =>
          `    <xhtml:link rel="alternate" hreflang="${localeByCode[code].tag}" href="${escapeXml(publicUrl + localizedPath(code, page.path))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + page.path)}"/>`,
    ];
    for (const locale of localeCodes) {
      lines.push('  <url>', `    <loc>${escapeXml(publicUrl + localizedPath(locale, page.path))}</loc>`);
      if (page.lastModified) lines.push(`    <lastmod>${page.lastModified.toISOString()}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

function publishedPagePath(item: Awaited<ReturnType<typeof publishedPages>>[number]): string {
  if (item.kind === 'help' && item.slug) return helpArticlePath(item.slug);
  if (item.kind === 'announcement' && item.eventClass) return announcementPagePath(item.eventClass, item.id);
  return coursePagePath(item.track ?? 'research', item.id);
}

export async function sitemapRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): Promise<void> {
  app.get('/sitemap.xml', async (_request, reply) => {
    const published = await publishedPages(database.db);
    const markets = await database.db.select({ symbol: spotMarkets.symbol }).from(spotMarkets);
    const pages: SitemapPage[] = [
      ...sitemapStaticPaths.map((path) => ({ path })),
      ...markets.map(({ symbol }) => ({ path: `/trade/${symbol}` })),
      ...published.map((item) => ({ path: publishedPagePath(item), lastModified: item.updatedAt })),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=60')
      .send(sitemapXml(config.PUBLIC_URL, pages));
  });

  app.get('/robots.txt', async (_request, reply) => {
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${config.PUBLIC_URL}/sitemap.xml`, ''];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body.join('\n'));
  });
}
