import {
  announcementListSchema,
  announcementResponseSchema,
  contentPaths,
  courseListSchema,
  operatorItemResponseSchema,
} from '@vela/contracts/content';
import { apiErrorSchema } from '@vela/contracts/errors';
import { notificationListSchema, notificationPaths } from '@vela/contracts/feed';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

const TOKEN = 'operator-token-for-tests-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };

const announcement = (title = 'Scheduled maintenance on Sunday') => ({
  eventClass: 'maintenance',
  tags: ['maintenance'],
  translations: {
    en_US: { title, summary: 'Trading pauses for ten minutes.', body: '## When\n\nSunday, **02:00 UTC**.' },
    ja_JP: { title: '日曜日の定期メンテナンス', summary: '取引が10分間停止します。' },
  },
});

for (const onDatabase of testDatabases) {
  onDatabase.describe('operator content API', ({ database }) => {
    let app: FastifyInstance;
    const call = (options: InjectOptions) => app.inject(options);
    const publicTotal = async () =>
      announcementListSchema.parse((await call({ method: 'GET', url: contentPaths.announcements })).json()).total;

    beforeAll(async () => {
      app = await buildTestApp(database, { OPERATOR_TOKEN: TOKEN });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('does not exist without OPERATOR_TOKEN (404), and refuses a missing or wrong token (401)', async () => {
      const closed = await buildTestApp(database);
      try {
        const response = await closed.inject({
          method: 'POST',
          url: contentPaths.operatorAnnouncements,
          headers: auth,
          payload: announcement(),
        });
        expect(response.statusCode).toBe(404);
      } finally {
        await closed.close();
      }
      for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }]) {
        const response = await call({
          method: 'POST',
          url: contentPaths.operatorAnnouncements,
          headers,
          payload: announcement(),
        });
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toContain('Bearer');
      }
      const publish = await call({ method: 'POST', url: `${contentPaths.operatorAnnouncements}/1/publish` });
      expect(publish.statusCode).toBe(401);
    });

    it('refuses bad input with 400 and changes nothing', async () => {
      const created = operatorItemResponseSchema.parse(
        (
          await call({
            method: 'POST',
            url: contentPaths.operatorAnnouncements,
            headers: auth,
            payload: announcement(),
          })
        ).json(),
      ).item;
      const bad = [
        { ...announcement(), eventClass: 'gossip' },
        { ...announcement(), translations: { ja_JP: { title: 'x', summary: 'y', body: 'z' } } },
        { ...announcement(), translations: { en_US: { title: '', summary: 'y', body: 'z' } } },
        { ...announcement(), coverImageUrl: 'javascript:alert(1)' },
        { ...announcement(), coverImageUrl: '//evil.example/x.png' },
        { ...announcement(), tags: ['Not A Tag'] },
        { ...announcement(), publishedAt: new Date(Date.now() + 86_400_000).toISOString() },
        { ...announcement(), surprise: true },
      ];
      for (const payload of bad) {
        const response = await call({
          method: 'POST',
          url: contentPaths.operatorAnnouncements,
          headers: auth,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(apiErrorSchema.parse(response.json()).code).toBe(400);
      }
      const before = await call({
        method: 'GET',
        url: `${contentPaths.operatorAnnouncements}/${created.id}`,
        headers: auth,
      });
      for (const payload of [{}, { translations: { en_US: null } }, { eventClass: 'nope', tags: ['ok'] }]) {
        const response = await call({
          method: 'PATCH',
          url: `${contentPaths.operatorAnnouncements}/${created.id}`,
          headers: auth,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const after = await call({
        method: 'GET',
        url: `${contentPaths.operatorAnnouncements}/${created.id}`,
        headers: auth,
      });
      expect(after.json()).toEqual(before.json());
      const list = await call({
        method: 'GET',
        url: `${contentPaths.operatorAnnouncements}/${created.id + 1000}`,
        headers: auth,
      });
      expect(list.statusCode).toBe(404);
    });

    it('keeps drafts private; publishing shows the item on the next request and notifies every account', async () => {
      const reader = await signUp(app);
      const before = await publicTotal();
      const created = await call({
        method: 'POST',
        url: contentPaths.operatorAnnouncements,
        headers: auth,
        payload: announcement('Network upgrade tonight'),
      });
      expect(created.statusCode).toBe(201);
      expect(created.headers['cache-control']).toBe('no-store');
      const { item } = operatorItemResponseSchema.parse(created.json());
      expect(item).toMatchObject({ status: 'draft', publishedAt: null, kind: 'announcement' });
      expect(await publicTotal()).toBe(before);
      expect((await call({ method: 'GET', url: contentPaths.announcement(item.id) })).statusCode).toBe(404);

      const published = await call({
        method: 'POST',
        url: `${contentPaths.operatorAnnouncements}/${item.id}/publish`,
        headers: auth,
      });
      expect(published.statusCode).toBe(200);
      expect(operatorItemResponseSchema.parse(published.json()).item.status).toBe('published');
      expect(await publicTotal()).toBe(before + 1);

      const japanese = announcementResponseSchema.parse(
        (await call({ method: 'GET', url: `${contentPaths.announcement(item.id)}?locale=ja_JP` })).json(),
      );
      expect(japanese.announcement).toMatchObject({
        title: '日曜日の定期メンテナンス',
        fallback: true,
        bodyLocale: 'en_US',
      });
      expect(japanese.announcement.bodyHtml).toBe('<h2>When</h2>\n<p>Sunday, <strong>02:00 UTC</strong>.</p>');

      const notices = notificationListSchema.parse(
        (await call({ method: 'GET', url: notificationPaths.list, headers: { cookie: reader.cookie } })).json(),
      );
      expect(notices.notifications.filter((notice) => notice.title === 'Network upgrade tonight')).toHaveLength(1);

      // Publishing again changes nothing and notifies nobody twice.
      await call({ method: 'POST', url: `${contentPaths.operatorAnnouncements}/${item.id}/publish`, headers: auth });
      const again = notificationListSchema.parse(
        (await call({ method: 'GET', url: notificationPaths.list, headers: { cookie: reader.cookie } })).json(),
      );
      expect(again.notifications.filter((notice) => notice.title === 'Network upgrade tonight')).toHaveLength(1);

      const unpublished = await call({
        method: 'POST',
        url: `${contentPaths.operatorAnnouncements}/${item.id}/unpublish`,
        headers: auth,
      });
      expect(operatorItemResponseSchema.parse(unpublished.json()).item.status).toBe('draft');
      expect(await publicTotal()).toBe(before);
    });

    it('updates any locale, and an update shows on the next request', async () => {
      const { item } = operatorItemResponseSchema.parse(
        (
          await call({
            method: 'POST',
            url: contentPaths.operatorAnnouncements,
            headers: auth,
            payload: announcement(),
          })
        ).json(),
      );
      await call({ method: 'POST', url: `${contentPaths.operatorAnnouncements}/${item.id}/publish`, headers: auth });
      const updated = await call({
        method: 'PATCH',
        url: `${contentPaths.operatorAnnouncements}/${item.id}`,
        headers: auth,
        payload: {
          eventClass: 'product-updates',
          coverImageUrl: '/media/covers/product-updates.png',
          translations: {
            fr_FR: { title: 'Mise à jour', summary: 'Résumé', body: 'Texte **français**.' },
            ja_JP: null,
          },
        },
      });
      expect(updated.statusCode).toBe(200);
      const stored = operatorItemResponseSchema.parse(updated.json()).item;
      expect(Object.keys(stored.translations).sort()).toEqual(['en_US', 'fr_FR']);
      expect(stored).toMatchObject({
        eventClass: 'product-updates',
        coverImageUrl: '/media/covers/product-updates.png',
      });

      const french = announcementResponseSchema.parse(
        (await call({ method: 'GET', url: `${contentPaths.announcement(item.id)}?locale=fr_FR` })).json(),
      );
      expect(french.announcement).toMatchObject({
        title: 'Mise à jour',
        fallback: false,
        eventClass: 'product-updates',
      });
      expect(french.announcement.bodyHtml).toBe('<p>Texte <strong>français</strong>.</p>');
      const japanese = announcementResponseSchema.parse(
        (await call({ method: 'GET', url: `${contentPaths.announcement(item.id)}?locale=ja_JP` })).json(),
      );
      expect(japanese.announcement).toMatchObject({ title: 'Scheduled maintenance on Sunday', fallback: true });
    });

    it('creates, publishes and unpublishes courses the same way', async () => {
      const payload = {
        track: 'web3',
        level: 'advanced',
        readingMinutes: 7,
        translations: { en_US: { title: 'Bridges', summary: 'Moving coins between chains.', body: 'Body.' } },
      };
      expect(
        (
          await call({
            method: 'POST',
            url: contentPaths.operatorCourses,
            headers: auth,
            payload: { ...payload, level: 'expert' },
          })
        ).statusCode,
      ).toBe(400);
      const { item } = operatorItemResponseSchema.parse(
        (await call({ method: 'POST', url: contentPaths.operatorCourses, headers: auth, payload })).json(),
      );
      expect(item).toMatchObject({ kind: 'course', track: 'web3', level: 'advanced', readingMinutes: 7 });
      // Course ids are not announcements.
      const wrongKind = await call({
        method: 'POST',
        url: `${contentPaths.operatorAnnouncements}/${item.id}/publish`,
        headers: auth,
      });
      expect(wrongKind.statusCode).toBe(404);
      await call({ method: 'POST', url: `${contentPaths.operatorCourses}/${item.id}/publish`, headers: auth });
      const list = courseListSchema.parse(
        (await call({ method: 'GET', url: `${contentPaths.courses}?track=web3` })).json(),
      );
      expect(list.items.map((course) => course.title)).toContain('Bridges');
      expect(list.items.find((course) => course.title === 'Bridges')).toMatchObject({
        readingMinutes: 7,
        level: 'advanced',
      });
    });
  });
}
