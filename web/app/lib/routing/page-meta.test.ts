import { describe, expect, it } from 'vitest';
import { alternateLinks, pageMeta } from './page-meta.ts';
import type { RootData } from './root-data.ts';

const site = 'https://vela.example';
type Tag = Record<string, unknown>;
const hrefOf = (tags: readonly Tag[], rel: string, hrefLang?: string) =>
  tags.find((tag) => tag.rel === rel && (hrefLang === undefined || tag.hrefLang === hrefLang))?.href;

describe('alternateLinks', () => {
  it('gives a page without a query its path in every locale', () => {
    const tags = alternateLinks(site, '/ja_JP/events-announcements', 'ja_JP', ['en_US', 'ja_JP']);
    expect(hrefOf(tags, 'canonical')).toBe(`${site}/ja_JP/events-announcements`);
    expect(hrefOf(tags, 'alternate', 'en-US')).toBe(`${site}/events-announcements`);
    expect(hrefOf(tags, 'alternate', 'x-default')).toBe(`${site}/events-announcements`);
  });

  it('keeps the page of a paginated list (?page=N, N > 1) in the canonical and the alternates', () => {
    const tags = alternateLinks(site, '/ja_JP/events-announcements', 'ja_JP', ['en_US', 'ja_JP'], '?page=3');
    expect(hrefOf(tags, 'canonical')).toBe(`${site}/ja_JP/events-announcements?page=3`);
    expect(hrefOf(tags, 'alternate', 'en-US')).toBe(`${site}/events-announcements?page=3`);
    expect(hrefOf(tags, 'alternate', 'x-default')).toBe(`${site}/events-announcements?page=3`);
    expect((tags as Tag[]).find((tag) => tag.property === 'og:url')?.content).toBe(
      `${site}/ja_JP/events-announcements?page=3`,
    );
  });

  it('drops the query of page 1 and every parameter other than the page', () => {
    const first = alternateLinks(site, '/events-announcements/maintenance', 'en_US', ['en_US'], '?page=1');
    expect(hrefOf(first, 'canonical')).toBe(`${site}/events-announcements/maintenance`);
    const tracked = alternateLinks(site, '/events-announcements', 'en_US', ['en_US'], '?utm_source=x&page=2&ref=y');
    expect(hrefOf(tracked, 'canonical')).toBe(`${site}/events-announcements?page=2`);
    const campaign = alternateLinks(site, '/', 'en_US', ['en_US'], '?utm_source=newsletter');
    expect(hrefOf(campaign, 'canonical')).toBe(`${site}/`);
  });

  it.each(['0', '-2', '2.5', '02', 'abc', ''])('treats page=%j as the first page', (page) => {
    const tags = alternateLinks(site, '/events-announcements', 'en_US', ['en_US'], `?page=${page}`);
    expect(hrefOf(tags, 'canonical')).toBe(`${site}/events-announcements`);
  });
});

describe('pageMeta', () => {
  it('reads the page from the location it is given', () => {
    const root = {
      locale: 'en_US',
      offered: ['en_US'],
      messages: { common: { siteName: 'Vela' } },
      publicConfig: { publicUrl: site },
    } as unknown as RootData;
    const tags = pageMeta(
      { location: { pathname: '/events-announcements', search: '?page=4' }, matches: [{ id: 'root', data: root }] },
      () => ({ title: 'Announcements', description: 'News' }),
    );
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site}/events-announcements?page=4` });
  });
});
