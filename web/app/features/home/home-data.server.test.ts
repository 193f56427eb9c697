import type { SsrLoadContext } from '@vela/contracts/ssr';
import { describe, expect, it } from 'vitest';
import { loadCourseHighlights, loadLatestAnnouncements, requestFromNativeShell } from './home-data.server.ts';

const summary = { title: 'T', summary: 'S', publishedAt: '2026-01-01T00:00:00.000Z', coverImageUrl: null, tags: [] };
const course = (id: number, track: 'research' | 'web3') => ({
  ...summary,
  id,
  track,
  level: 'beginner',
  readingMinutes: 3,
  fallback: false,
});

/** A platform that answers every call with the given response (a fresh copy each time). */
function platform(answer: () => Response | Promise<Response>): SsrLoadContext & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    publicConfig: { publicUrl: 'https://vela.example' } as SsrLoadContext['publicConfig'],
    apiFetch: async (path) => {
      calls.push(path);
      return answer();
    },
  };
}

describe('loadLatestAnnouncements', () => {
  it('asks for the newest four in the locale', async () => {
    const items = [{ ...summary, id: 7, eventClass: 'maintenance', fallback: false }];
    const context = platform(() => Response.json({ items, total: 1, page: 1, pageSize: 4, locale: 'ja_JP' }));
    expect(await loadLatestAnnouncements(context, 'ja_JP')).toEqual(items);
    expect(context.calls).toEqual(['/api/v1/announcements?locale=ja_JP&page=1&pageSize=4']);
  });

  it.each([
    ['a server error', () => new Response('down', { status: 503 })],
    ['an unexpected body', () => Response.json({ items: 'none' })],
    ['a failed call', () => Promise.reject(new Error('connection refused'))],
  ])('is null after %s, so the page still renders', async (_, answer) => {
    expect(await loadLatestAnnouncements(platform(answer), 'en_US')).toBeNull();
  });
});

describe('loadCourseHighlights', () => {
  it('keeps the first two courses of each track, in the order the platform gives them', async () => {
    const items = [course(1, 'research'), course(2, 'web3'), course(3, 'research'), course(4, 'research')];
    const tracks = await loadCourseHighlights(
      platform(() => Response.json({ items, locale: 'en_US' })),
      'en_US',
    );
    expect(tracks?.map(({ track, courses }) => [track, courses.map((c) => c.id)])).toEqual([
      ['research', [1, 3]],
      ['web3', [2]],
    ]);
  });

  it('is null when the courses cannot be loaded', async () => {
    expect(
      await loadCourseHighlights(
        platform(() => new Response(null, { status: 500 })),
        'en_US',
      ),
    ).toBeNull();
  });
});

describe('requestFromNativeShell', () => {
  const request = (url: string, userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/130') =>
    new Request(url, { headers: { 'user-agent': userAgent } });

  it('sees the shell by its user-agent marker or by the inApp flag', () => {
    expect(
      requestFromNativeShell(request('https://vela.example/', 'Mozilla/5.0 VelaApp/2.0.0 (Flutter; Android 14)')),
    ).toBe(true);
    expect(requestFromNativeShell(request('https://vela.example/ja_JP?inApp=ios'))).toBe(true);
  });

  it('sees an ordinary browser as one', () => {
    expect(requestFromNativeShell(request('https://vela.example/?inApp=desktop'))).toBe(false);
  });
});
