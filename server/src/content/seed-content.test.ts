import { courseTracks, eventClasses } from '@vela/contracts/content';
import { localeCodes } from '@vela/contracts/locales';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';
import { seedAnnouncements } from './seed/announcements.ts';
import { seedCourses } from './seed/courses.ts';
import { readingMinutes, seedBodies } from './seed-content.ts';

const items = [...seedAnnouncements, ...seedCourses];

describe('demo content', () => {
  it('has at least 12 announcements over all 5 classes and 3 courses per track', () => {
    expect(seedAnnouncements.length).toBeGreaterThanOrEqual(12);
    for (const eventClass of eventClasses) {
      expect(seedAnnouncements.filter((item) => item.eventClass === eventClass).length, eventClass).toBeGreaterThan(0);
    }
    for (const track of courseTracks) expect(seedCourses.filter((item) => item.track === track)).toHaveLength(3);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('has a title and summary in every locale, none left in English by mistake', () => {
    for (const item of items) {
      for (const locale of localeCodes) {
        const { title, summary } = item.headlines[locale];
        expect(title.trim(), `${item.key} ${locale}`).not.toBe('');
        expect(summary.trim(), `${item.key} ${locale}`).not.toBe('');
        if (locale !== 'en_US') expect(title, `${item.key} ${locale}`).not.toBe(item.headlines.en_US.title);
      }
    }
  });

  it('has a body for every item in every locale, and nothing for unknown items', () => {
    for (const [locale, bodies] of Object.entries(seedBodies)) {
      expect(Object.keys(bodies ?? {}).sort(), locale).toEqual(items.map((item) => item.key).sort());
    }
    expect(Object.keys(seedBodies).sort()).toEqual([...localeCodes].sort());
  });

  it('keeps the Markdown structure of the English source in every translation', () => {
    const shape = (markdown: string) => ({
      headings: (markdown.match(/^## /gm) ?? []).length,
      items: (markdown.match(/^(- |\d+\. )/gm) ?? []).length,
      links: (markdown.match(/\]\(/g) ?? []).length,
    });
    for (const item of items) {
      const english = shape(seedBodies.en_US?.[item.key] ?? '');
      for (const locale of localeCodes) {
        expect(shape(seedBodies[locale][item.key] ?? ''), `${item.key} ${locale}`).toEqual(english);
      }
    }
  });

  it('renders every body to HTML without raw markup or lost links', () => {
    for (const bodies of Object.values(seedBodies)) {
      for (const markdown of Object.values(bodies ?? {})) {
        const html = renderMarkdown(markdown);
        expect(html).not.toContain('**');
        expect(html).not.toMatch(/\]\(/);
      }
    }
  });

  it('counts reading time in minutes of English words', () => {
    expect(readingMinutes('word '.repeat(10))).toBe(1);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
    for (const course of seedCourses)
      expect(readingMinutes(seedBodies.en_US?.[course.key] ?? '')).toBeGreaterThanOrEqual(2);
  });
});
