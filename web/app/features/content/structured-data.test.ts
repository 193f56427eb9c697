import type { AnnouncementDetail, CourseDetail } from '@vela/contracts/content';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, articleJsonLd, courseJsonLd, type PageContext } from './structured-data.ts';

const context: PageContext = {
  publicUrl: 'https://vela.example',
  pageUrl: 'https://vela.example/ja_JP/events-announcements/maintenance/7',
  imageUrl: 'https://vela.example/media/covers/maintenance.png',
  siteName: 'Vela',
  language: 'ja-JP',
};

const common = {
  id: 7,
  title: 'Title',
  summary: 'Summary',
  publishedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  coverImageUrl: '/media/covers/maintenance.png',
  tags: ['maintenance', 'market-data'],
  fallback: false,
  bodyHtml: '<p>x</p>',
  bodyLocale: 'ja_JP' as const,
};

describe('structured data', () => {
  it('describes an announcement as an Article', () => {
    const item: AnnouncementDetail = { ...common, eventClass: 'maintenance' };
    expect(articleJsonLd(item, 'メンテナンス', context)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Title',
      datePublished: '2026-11-01T10:00:00.000Z',
      dateModified: '2026-11-02T10:00:00.000Z',
      inLanguage: 'ja-JP',
      articleSection: 'メンテナンス',
      keywords: 'maintenance, market-data',
      image: ['https://vela.example/media/covers/maintenance.png'],
      mainEntityOfPage: { '@id': context.pageUrl },
      publisher: { '@type': 'Organization', name: 'Vela' },
    });
    expect(articleJsonLd(item, 's', { ...context, imageUrl: undefined })).not.toHaveProperty('image');
  });

  it('describes a course as a Course with its workload', () => {
    const item: CourseDetail = { ...common, track: 'web3', level: 'advanced', readingMinutes: 3 };
    expect(courseJsonLd(item, context)).toMatchObject({
      '@type': 'Course',
      name: 'Title',
      educationalLevel: 'advanced',
      timeRequired: 'PT3M',
      provider: { '@type': 'Organization', name: 'Vela', url: 'https://vela.example' },
      hasCourseInstance: { courseMode: 'Online', courseWorkload: 'PT3M' },
    });
  });

  it('makes site paths absolute and leaves URLs alone', () => {
    expect(absoluteUrl('https://vela.example', '/media/covers/web3.png')).toBe(
      'https://vela.example/media/covers/web3.png',
    );
    expect(absoluteUrl('https://vela.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
