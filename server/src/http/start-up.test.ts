import { localeCodes } from '@vela/contracts/locale-table';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerStartingGate, StartupProgress } from './start-up.ts';
import { startingPage, startingPageLocale, startingTexts } from './starting-page/starting-page.ts';

function gatedApp() {
  const progress = new StartupProgress();
  const app = Fastify();
  registerStartingGate(app, progress);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/api/v1/markets', async () => ({ markets: [] }));
  app.get('/*', async (_request, reply) => reply.type('text/html').send('<p>the app</p>'));
  return { app, progress };
}

describe('the starting gate', () => {
  it('answers pages with the translated starting page, 503 and Retry-After, and lets the probes through', async () => {
    const { app } = gatedApp();
    const page = await app.inject({
      url: '/ko_KR/trade/BTC_USDT',
      headers: { accept: 'text/html', 'accept-language': 'ja' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="ko-KR">');
    expect(page.body).toContain(startingTexts.ko_KR.title);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers API calls with a JSON 503 that says why', async () => {
    const { app, progress } = gatedApp();
    progress.enter('markets');
    const api = await app.inject({ url: '/api/v1/markets', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json()).toMatchObject({ code: 503, message: expect.stringContaining('starting (markets)') });
    const post = await app.inject({ method: 'POST', url: '/markets', headers: { accept: 'text/html' } });
    expect(post.headers['content-type']).toMatch(/json/);
  });

  it('steps aside once start-up is done', async () => {
    const { app, progress } = gatedApp();
    await progress.finish();
    expect((await app.inject({ url: '/api/v1/markets' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/markets', headers: { accept: 'text/html' } })).body).toBe('<p>the app</p>');
  });
});

describe('the start-up progress', () => {
  it('runs the work given before ready, in order, before the gate opens', async () => {
    const { app, progress } = gatedApp();
    const seen: string[] = [];
    progress.beforeReady(async () => {
      seen.push(`first while ${progress.phase}`);
      expect((await app.inject({ url: '/api/v1/markets' })).statusCode).toBe(503);
    });
    progress.beforeReady(async () => {
      seen.push(`second while ${progress.phase}`);
    });
    progress.enter('earn');
    await progress.finish();
    expect(seen).toEqual(['first while earn', 'second while earn']);
    expect(progress.isReady).toBe(true);
  });

  it('stays closed when a task before ready fails', async () => {
    const { app, progress } = gatedApp();
    progress.beforeReady(async () => {
      throw new Error('database gone');
    });
    await expect(progress.finish()).rejects.toThrow('database gone');
    expect(progress.isReady).toBe(false);
    expect((await app.inject({ url: '/api/v1/markets' })).statusCode).toBe(503);
  });
});

describe('the starting page', () => {
  it('speaks the path locale, else the browser language, else English', () => {
    expect(startingPageLocale('/zh_TW/markets', 'ja')).toBe('zh_TW');
    expect(startingPageLocale('/markets', 'zh-HK,en;q=0.5')).toBe('zh_TW');
    expect(startingPageLocale('/markets', 'de-DE, pt;q=0.8')).toBe('pt_PT');
    expect(startingPageLocale('/markets', 'de-DE')).toBe('en_US');
    expect(startingPageLocale('/', undefined)).toBe('en_US');
  });

  it('has its texts in every locale, each its own, and reloads itself', () => {
    for (const locale of localeCodes) {
      const texts = startingTexts[locale];
      for (const text of Object.values(texts)) expect(text.trim().length).toBeGreaterThan(0);
      if (locale !== 'en_US') expect(texts.message).not.toBe(startingTexts.en_US.message);
      const html = startingPage(locale);
      expect(html).toContain('<meta http-equiv="refresh" content="5">');
      expect(html).not.toMatch(/<script|<style|<link/);
    }
  });
});
