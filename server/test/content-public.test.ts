import {
  announcementListSchema,
  announcementResponseSchema,
  contentPaths,
  courseListSchema,
  courseResponseSchema,
  eventClasses,
} from '@vela/contracts/content';
import { apiErrorSchema } from '@vela/contracts/errors';
import { localeCodes } from '@vela/contracts/locales';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isAnnouncement, isCourse, loadSeedItems } from '../src/content/seed-items.ts';
import { contentItems, contentTranslations } from '../src/db/schema.ts';
import { seedDemoData } from '../src/seeding.ts';
import { buildTestApp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

const seedAnnouncements = loadSeedItems().filter(isAnnouncement);
const seedCourses = loadSeedItems().filter(isCourse);

for (const onDatabase of testDatabases) {
  onDatabase.describe('public content API', ({ database }) => {
    let app: FastifyInstance;
    const get = (url: string) => app.inject({ method: 'GET', url });

    beforeAll(async () => {
      await seedDemoData(database);
      app = await buildTestApp(database);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('lists the seeded announcements newest first, a page at a time, with the total', async () => {
      const first = announcementListSchema.parse((await get(`${contentPaths.announcements}?pageSize=5`)).json());
      expect(first.total).toBe(seedAnnouncements.length);
      expect(first.items).toHaveLength(5);
      const times = first.items.map((item) => Date.parse(item.publishedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(first.items[0]?.title).toBe('Dark theme and announcement notifications');

      const all = [];
      for (let page = 1; page <= 3; page += 1) {
        const response = await get(`${contentPaths.announcements}?pageSize=5&page=${page}`);
        all.push(...announcementListSchema.parse(response.json()).items);
      }
      expect(all).toHaveLength(seedAnnouncements.length);
      expect(new Set(all.map((item) => item.id)).size).toBe(seedAnnouncements.length);

      const beyond = announcementListSchema.parse((await get(`${contentPaths.announcements}?page=9`)).json());
      expect(beyond).toMatchObject({ items: [], total: seedAnnouncements.length, page: 9 });
    });

    it('filters by class, and every class has announcements', async () => {
      for (const eventClass of eventClasses) {
        const list = announcementListSchema.parse(
          (await get(`${contentPaths.announcements}?class=${eventClass}`)).json(),
        );
        expect(list.total).toBe(seedAnnouncements.filter((item) => item.eventClass === eventClass).length);
        expect(list.total).toBeGreaterThanOrEqual(2);
        expect(list.items.every((item) => item.eventClass === eventClass)).toBe(true);
      }
    });

    it('translates titles in every locale, and says when a body falls back to en_US', async () => {
      for (const locale of localeCodes) {
        const list = announcementListSchema.parse(
          (await get(`${contentPaths.announcements}?locale=${locale}&pageSize=50`)).json(),
        );
        expect(
          list.items.every((item) => !item.fallback),
          locale,
        ).toBe(true);
      }
      const { items } = announcementListSchema.parse((await get(`${contentPaths.announcements}?locale=ja_JP`)).json());
      const id = items[0]?.id as number;
      const japanese = announcementResponseSchema.parse(
        (await get(`${contentPaths.announcement(id)}?locale=ja_JP`)).json(),
      );
      expect(japanese.announcement).toMatchObject({ fallback: false, bodyLocale: 'ja_JP' });
      expect(japanese.announcement.title).toBe('ダークテーマとお知らせ通知に対応');

      const korean = announcementResponseSchema.parse(
        (await get(`${contentPaths.announcement(id)}?locale=ko_KR`)).json(),
      );
      expect(korean.announcement).toMatchObject({ fallback: false, bodyLocale: 'ko_KR' });
      expect(korean.announcement.title).toBe('다크 테마와 공지사항 알림 추가');
      expect(korean.announcement.bodyHtml).not.toContain('<h2>Light and dark themes</h2>');
    });

    it('gives a detail with previous and next in its class and up to three related items', async () => {
      const { items } = announcementListSchema.parse(
        (await get(`${contentPaths.announcements}?class=new-listings`)).json(),
      );
      const [newest, middle, oldest] = items;
      const page = announcementResponseSchema.parse((await get(contentPaths.announcement(middle?.id ?? 0))).json());
      expect(page.announcement.eventClass).toBe('new-listings');
      expect(page.previous).toMatchObject({ id: oldest?.id, eventClass: 'new-listings', title: oldest?.title });
      expect(page.next).toMatchObject({ id: newest?.id, title: newest?.title });
      expect(page.related.length).toBeGreaterThan(0);
      expect(page.related.length).toBeLessThanOrEqual(3);
      expect(page.related.some((item) => item.id === middle?.id)).toBe(false);

      const last = announcementResponseSchema.parse((await get(contentPaths.announcement(oldest?.id ?? 0))).json());
      expect(last.previous).toBeNull();
      const first = announcementResponseSchema.parse((await get(contentPaths.announcement(newest?.id ?? 0))).json());
      expect(first.next).toBeNull();
    });

    it('answers 404 JSON for an unknown, a malformed or a course id, and 400 for bad input', async () => {
      const course = courseListSchema.parse((await get(contentPaths.courses)).json()).items[0];
      for (const path of [
        contentPaths.announcement(999_999),
        contentPaths.announcement('abc'),
        contentPaths.announcement(course?.id ?? 0),
      ]) {
        const response = await get(path);
        expect(response.statusCode, path).toBe(404);
        expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 404 });
      }
      expect((await get(contentPaths.course(999_999))).statusCode).toBe(404);
      for (const query of ['pageSize=51', 'pageSize=0', 'page=0', 'page=x', 'class=gossip', 'locale=de_DE']) {
        const response = await get(`${contentPaths.announcements}?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(apiErrorSchema.parse(response.json()).fields).toBeDefined();
      }
      expect((await get(`${contentPaths.courses}?track=art`)).statusCode).toBe(400);
      expect((await get(`${contentPaths.course(course?.id ?? 0)}?locale=xx`)).statusCode).toBe(400);
    });

    it('lists courses by track in reading order, with level and reading time', async () => {
      const all = courseListSchema.parse((await get(contentPaths.courses)).json());
      expect(all.items).toHaveLength(seedCourses.length);
      for (const track of ['research', 'web3'] as const) {
        const list = courseListSchema.parse((await get(`${contentPaths.courses}?track=${track}&locale=es_ES`)).json());
        expect(list.items.map((item) => item.title)).toEqual(
          seedCourses.filter((course) => course.track === track).map((course) => course.texts.es_ES.title),
        );
        expect(list.items.every((item) => item.readingMinutes >= 1)).toBe(true);
      }
      const first = all.items[0];
      const detail = courseResponseSchema.parse(
        (await get(`${contentPaths.course(first?.id ?? 0)}?locale=zh_CN`)).json(),
      );
      expect(detail.course).toMatchObject({
        track: 'research',
        level: 'beginner',
        fallback: false,
        bodyLocale: 'zh_CN',
      });
      expect(detail.course.bodyHtml).toContain('<h2>');
      expect(detail.related.map((item) => item.track)).toEqual(['research', 'research']);
    });

    it('answers with a short public Cache-Control, and lists an item only once it has en_US text', async () => {
      const response = await get(contentPaths.announcements);
      expect(response.headers['cache-control']).toBe('public, max-age=10');
      const before = announcementListSchema.parse(response.json()).total;
      await database.db.insert(contentItems).values({
        kind: 'announcement',
        status: 'published',
        eventClass: 'maintenance',
        publishedAt: new Date(),
      });
      // No translation yet: an item without en_US text is not listed.
      expect(announcementListSchema.parse((await get(contentPaths.announcements)).json()).total).toBe(before);
    });

    it('renders a stored body with scripts, event handlers and javascript: links inert', async () => {
      const [item] = await database.db
        .insert(contentItems)
        .values({ kind: 'announcement', status: 'published', eventClass: 'latest-news', publishedAt: new Date() })
        .returning({ id: contentItems.id });
      const id = item?.id as number;
      await database.db.insert(contentTranslations).values({
        itemId: id,
        locale: 'en_US',
        title: '<img src=x onerror=alert(1)>',
        summary: 'Hostile',
        bodyMarkdown: [
          '<script>alert(1)</script>',
          '<img src=x onerror="alert(2)">',
          '[click me](javascript:alert(3))',
          '<a href="javascript:alert(4)">raw link</a>',
          '[fine](https://vela.example/ok)',
        ].join('\n\n'),
      });
      const { announcement } = announcementResponseSchema.parse((await get(contentPaths.announcement(id))).json());
      expect(announcement.bodyHtml).not.toMatch(/<script|<img|<a href="javascript|onerror="/i);
      expect(announcement.bodyHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(announcement.bodyHtml).toContain('<p>click me</p>');
      expect(announcement.bodyHtml).toContain(
        '<a href="https://vela.example/ok" rel="nofollow noopener noreferrer">fine</a>',
      );
      // Titles are plain text in JSON; React escapes them when it renders.
      expect(announcement.title).toBe('<img src=x onerror=alert(1)>');
    });

    it('serves the demo covers as PNG and 404s unknown ones', async () => {
      const cover = await get('/media/covers/maintenance.png');
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/png');
      expect(cover.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect((await get('/media/covers/unknown.png')).statusCode).toBe(404);
      expect((await get('/media/covers/maintenance.svg')).statusCode).toBe(404);
    });
  });
}
