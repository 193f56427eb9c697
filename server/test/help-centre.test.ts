import { contentPaths, operatorItemResponseSchema } from '@vela/contracts/content';
import {
  helpArticleListSchema,
  helpArticleResponseSchema,
  helpPaths,
  helpRequestResponseSchema,
  helpTopics,
  operatorHelpRequestSchema,
} from '@vela/contracts/help';
import { localeCodes } from '@vela/contracts/locales';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeedTranslation } from '../src/content/help-seed.ts';
import { seedDemoData } from '../src/seeding.ts';
import { buildTestApp, SAME_ORIGIN, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

const TOKEN = 'operator-token-for-help-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

describe('help seed files', () => {
  it('hold every topic in every locale, each with its own title, summary and body', () => {
    for (const { slug } of helpTopics) {
      const english = readSeedTranslation('en_US', slug);
      for (const locale of localeCodes) {
        const text = readSeedTranslation(locale, slug);
        expect(text.body.length, `${locale}/${slug}`).toBeGreaterThan(200);
        if (locale !== 'en_US') expect(text.title, `${locale}/${slug} is translated`).not.toBe(english.title);
      }
    }
  });
});

for (const onDatabase of testDatabases) {
  onDatabase.describe('help centre', ({ database }) => {
    let app: FastifyInstance;
    const call = (options: InjectOptions) => app.inject(options);
    const article = async (slug: string, locale: string) => {
      const response = await call({ method: 'GET', url: `${helpPaths.article(slug)}?locale=${locale}` });
      expect(response.statusCode).toBe(200);
      return helpArticleResponseSchema.parse(response.json());
    };

    beforeAll(async () => {
      await seedDemoData(database);
      app = await buildTestApp(database, { OPERATOR_TOKEN: TOKEN });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('serves the fifteen topics in every locale, in topic order, in that locale', async () => {
      const english = helpArticleListSchema.parse((await call({ method: 'GET', url: helpPaths.articles })).json());
      expect(english.items.map((item) => item.slug)).toEqual(helpTopics.map((topic) => topic.slug));
      for (const locale of localeCodes) {
        const response = await call({ method: 'GET', url: `${helpPaths.articles}?locale=${locale}` });
        const list = helpArticleListSchema.parse(response.json());
        expect(list.items).toHaveLength(helpTopics.length);
        expect(
          list.items.every((item) => !item.fallback),
          locale,
        ).toBe(true);
        if (locale !== 'en_US') expect(list.items[0]?.title).not.toBe(english.items[0]?.title);
      }
    });

    it('serves an article with its rendered body, its language and related topics', async () => {
      const page = await article('futures-guide', 'ja_JP');
      expect(page.article.slug).toBe('futures-guide');
      expect(page.article.bodyLocale).toBe('ja_JP');
      expect(page.article.fallback).toBe(false);
      expect(page.article.bodyHtml).toContain('<h2>');
      expect(page.article.bodyHtml).not.toContain('<script');
      expect(page.related.length).toBeGreaterThan(0);
      expect(page.related.map((item) => item.slug)).not.toContain('futures-guide');
      expect(page.related.every((item) => item.tags.some((tag) => page.article.tags.includes(tag)))).toBe(true);
    });

    it('answers 404 for an unknown slug and 400 for a bad locale', async () => {
      expect((await call({ method: 'GET', url: helpPaths.article('no-such-topic') })).statusCode).toBe(404);
      expect((await call({ method: 'GET', url: helpPaths.article('Bad_Slug!') })).statusCode).toBe(404);
      expect((await call({ method: 'GET', url: `${helpPaths.articles}?locale=xx_XX` })).statusCode).toBe(400);
    });

    it('shows an operator edit on the next request, and hides an unpublished article', async () => {
      const { id } = (await article('fees', 'en_US')).article;
      const edited = await call({
        method: 'PATCH',
        url: `${contentPaths.operatorHelpArticles}/${id}`,
        headers: auth,
        payload: {
          translations: {
            ja_JP: {
              title: '取引手数料（改定）',
              summary: '新しい手数料の説明。',
              body: '## 改定\n\n**新しい**手数料表です。',
            },
          },
        },
      });
      expect(edited.statusCode).toBe(200);
      const item = operatorItemResponseSchema.parse(edited.json()).item;
      expect(item.kind).toBe('help');
      expect(item.slug).toBe('fees');
      const page = await article('fees', 'ja_JP');
      expect(page.article.title).toBe('取引手数料（改定）');
      expect(page.article.bodyHtml).toContain('<strong>新しい</strong>');
      expect(Date.parse(page.article.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

      const unpublished = await call({
        method: 'POST',
        url: `${contentPaths.operatorHelpArticles}/${id}/unpublish`,
        headers: auth,
      });
      expect(unpublished.statusCode).toBe(200);
      expect((await call({ method: 'GET', url: helpPaths.article('fees') })).statusCode).toBe(404);
      await call({ method: 'POST', url: `${contentPaths.operatorHelpArticles}/${id}/publish`, headers: auth });
      expect((await article('fees', 'en_US')).article.id).toBe(id);
    });

    it('lets an operator add an article, and refuses a slug in use with 409 and bad input with 400', async () => {
      const payload = {
        slug: 'deposits',
        tags: ['fees'],
        translations: { en_US: { title: 'Demo deposits', summary: 'Adding test funds.', body: 'Use the wallet.' } },
      };
      const created = await call({ method: 'POST', url: contentPaths.operatorHelpArticles, headers: auth, payload });
      expect(created.statusCode).toBe(201);
      const { id } = operatorItemResponseSchema.parse(created.json()).item;
      await call({ method: 'POST', url: `${contentPaths.operatorHelpArticles}/${id}/publish`, headers: auth });
      expect((await article('deposits', 'ko_KR')).article.fallback).toBe(true);

      const taken = await call({
        method: 'POST',
        url: contentPaths.operatorHelpArticles,
        headers: auth,
        payload: { ...payload, slug: 'fees' },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fields).toEqual({ slug: 'slug-taken' });
      const renamed = await call({
        method: 'PATCH',
        url: `${contentPaths.operatorHelpArticles}/${id}`,
        headers: auth,
        payload: { slug: 'earn' },
      });
      expect(renamed.statusCode).toBe(409);
      const bad = await call({
        method: 'POST',
        url: contentPaths.operatorHelpArticles,
        headers: auth,
        payload: { ...payload, slug: 'Not A Slug' },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('stores a request from the contact form, linked to the signed-in account, for operators to read', async () => {
      const user = await signUp(app);
      const payload = {
        email: 'trader@example.com',
        topic: 'futures-guide',
        subject: 'Funding payment',
        message: 'Why did I pay funding at 08:00 UTC?',
        locale: 'ja_JP',
      };
      const sent = await call({
        method: 'POST',
        url: helpPaths.requests,
        headers: { origin: SAME_ORIGIN, cookie: user.cookie },
        payload,
      });
      expect(sent.statusCode).toBe(201);
      const { request } = helpRequestResponseSchema.parse(sent.json());

      const listed = await call({ method: 'GET', url: helpPaths.operatorRequests, headers: auth });
      expect(listed.statusCode).toBe(200);
      const [newest] = operatorHelpRequestSchema.array().parse(listed.json().requests);
      expect(newest).toMatchObject({ id: request.id, ...payload, userId: user.user.id });
      expect((await call({ method: 'GET', url: helpPaths.operatorRequests })).statusCode).toBe(401);
    });

    it('refuses a bad request with 400 naming the fields, and a cross-site one, storing nothing', async () => {
      const before = (await call({ method: 'GET', url: helpPaths.operatorRequests, headers: auth })).json().requests;
      const bad = await call({
        method: 'POST',
        url: helpPaths.requests,
        headers: { origin: SAME_ORIGIN },
        payload: { email: 'not-an-address', topic: 'lottery', subject: 'x', message: 'short', locale: 'ja_JP' },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'message', 'subject', 'topic']);
      const crossSite = await call({
        method: 'POST',
        url: helpPaths.requests,
        headers: { origin: 'https://evil.example' },
        payload: {
          email: 'a@b.co',
          topic: 'other',
          subject: 'Hello',
          message: 'A real question here',
          locale: 'en_US',
        },
      });
      expect(crossSite.statusCode).toBe(403);
      const after = (await call({ method: 'GET', url: helpPaths.operatorRequests, headers: auth })).json().requests;
      expect(after).toHaveLength(before.length);
    });
  });
}
