import { contentPaths, operatorItemResponseSchema } from '@vela/contracts/content';
import { localeCodes } from '@vela/contracts/locales';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../web/app/route-list.ts';
import { seedArticleList } from '../src/content/help-seed.ts';
import { isAnnouncement, isCourse, loadSeedItems } from '../src/content/seed-items.ts';
import { seedSpotMarkets } from '../src/db/seed-data.ts';
import { sitemapStaticPaths } from '../src/http/content/sitemap.ts';
import { seedDemoData } from '../src/seeding.ts';
import { buildTestApp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

const seedAnnouncements = loadSeedItems().filter(isAnnouncement);
const seedCourses = loadSeedItems().filter(isCourse);

const PUBLIC_URL = 'https://vela.example';
const TOKEN = 'operator-token-for-sitemap-tests-0123456789';

describe('sitemap pages', () => {
  it('are screens of the web app, and cover every public screen without parameters', () => {
    const concrete = (path: string) => path.replace(':eventClass', 'latest-news').replace(':id', '1');
    const screenPaths = screens.map((screen) => `/${screen.path}`);
    const matches = (path: string) =>
      screens.some((screen) => new RegExp(`^/${screen.path.replace(/:\w+/g, '[^/]+')}$`).test(path));
    for (const path of sitemapStaticPaths) expect(matches(path === '/' ? '/' : path), path).toBe(true);
    for (const wanted of ['/', '/events-announcements', '/events-courses', '/login', '/register']) {
      expect(screenPaths.map(concrete)).toContain(wanted);
    }
    const listed = screens.filter(
      (screen) => screen.file !== 'routes/coming-soon.tsx' && !screen.guards && !screen.path.includes(':'),
    );
    for (const screen of listed) expect(sitemapStaticPaths as readonly string[]).toContain(`/${screen.path}`);
  });
});

for (const onDatabase of testDatabases) {
  onDatabase.describe('sitemap and robots', ({ database }) => {
    let app: FastifyInstance;

    beforeAll(async () => {
      await seedDemoData(database);
      app = await buildTestApp(database, { PUBLIC_URL, OPERATOR_TOKEN: TOKEN });
    });
    afterAll(async () => {
      await app?.close();
    });

    const sitemap = async () => {
      const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/xml');
      return response.body;
    };

    it('lists every public page in every locale, with hreflang alternates and absolute URLs', async () => {
      const xml = await sitemap();
      const pages =
        sitemapStaticPaths.length +
        seedSpotMarkets.length +
        seedAnnouncements.length +
        seedCourses.length +
        seedArticleList().length;
      expect(xml.match(/<url>/g)).toHaveLength(pages * localeCodes.length);
      expect(xml.match(/<xhtml:link /g)).toHaveLength(pages * localeCodes.length * (localeCodes.length + 1));
      expect(xml).toContain(`<loc>${PUBLIC_URL}/</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}/ja_JP</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}/pt_PT/events-announcements/maintenance</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}/affiliate-register/why-join-vela</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}/ko_KR/trade/ETH_USDT</loc>`);
      expect(xml).toContain(`hreflang="zh-TW" href="${PUBLIC_URL}/zh_TW/events-courses/web3"`);
      expect(xml).toContain(`hreflang="x-default" href="${PUBLIC_URL}/login"`);
      expect(xml).toMatch(
        /<loc>https:\/\/vela\.example\/ko_KR\/events-announcements\/new-listings\/\d+<\/loc>\n\s+<lastmod>/,
      );
      expect(xml).toMatch(/<loc>https:\/\/vela\.example\/events-courses\/research\/\d+<\/loc>/);
      expect(xml).toContain(`<loc>${PUBLIC_URL}/ja_JP/help/futures-guide</loc>`);
      for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) expect(loc?.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    });

    it('follows publishing on the next request', async () => {
      const created = await app.inject({
        method: 'POST',
        url: contentPaths.operatorAnnouncements,
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: {
          eventClass: 'activities',
          translations: { en_US: { title: 'Quiz', summary: 'A quiz.', body: 'Questions & answers.' } },
        },
      });
      const { item } = operatorItemResponseSchema.parse(created.json());
      const path = `/events-announcements/activities/${item.id}`;
      expect(await sitemap()).not.toContain(path);
      await app.inject({
        method: 'POST',
        url: `${contentPaths.operatorAnnouncements}/${item.id}/publish`,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(await sitemap()).toContain(`<loc>${PUBLIC_URL}/fr_FR${path}</loc>`);
    });

    it('serves robots.txt pointing at the sitemap', async () => {
      const response = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('User-agent: *');
      expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    });
  });
}
