import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { courseTracks, eventClasses } from '@vela/contracts/content';
import { type LocaleCode, localeCodes } from '@vela/contracts/locales';
import { describe, expect, it } from 'vitest';
import { contentSeedDir } from '../paths.ts';
import { renderMarkdown } from './markdown.ts';
import { readingMinutes } from './seed-content.ts';
import { parseSeedFile } from './seed-files.ts';
import { isAnnouncement, isCourse, loadSeedItems } from './seed-items.ts';

const items = loadSeedItems();
const seedAnnouncements = items.filter(isAnnouncement);
const seedCourses = items.filter(isCourse);
const body = (key: string, locale: LocaleCode) => items.find((item) => item.key === key)?.texts[locale].body ?? '';

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
        const { title, summary } = item.texts[locale];
        expect(title.trim(), `${item.key} ${locale}`).not.toBe('');
        expect(summary.trim(), `${item.key} ${locale}`).not.toBe('');
        if (locale !== 'en_US') expect(title, `${item.key} ${locale}`).not.toBe(item.texts.en_US.title);
      }
    }
  });

  it('has a file for every item in every locale, and none for unknown items', () => {
    for (const locale of localeCodes) {
      const files = readdirSync(join(contentSeedDir, locale)).sort();
      expect(files, locale).toEqual(items.map((item) => `${item.key}.md`).sort());
    }
    for (const item of items) expect(Object.keys(item.texts).sort()).toEqual([...localeCodes].sort());
  });

  it('refuses a broken seed file or list entry', () => {
    expect(() => parseSeedFile('title: x\n\nbody', 'x.md')).toThrow(/front matter/);
    expect(() => parseSeedFile('---\ntitle: x\n---\nbody', 'x.md')).toThrow(/summary/);
    expect(parseSeedFile('---\ntitle: A: b\nsummary: c\n---\n\n# Body\n', 'x.md')).toEqual({
      title: 'A: b',
      summary: 'c',
      body: '# Body',
    });
  });

  it('keeps the Markdown structure of the English source in every translation', () => {
    const shape = (markdown: string) => ({
      headings: (markdown.match(/^## /gm) ?? []).length,
      items: (markdown.match(/^(- |\d+\. )/gm) ?? []).length,
      links: (markdown.match(/\]\(/g) ?? []).length,
    });
    for (const item of items) {
      const english = shape(body(item.key, 'en_US'));
      for (const locale of localeCodes) {
        expect(shape(body(item.key, locale)), `${item.key} ${locale}`).toEqual(english);
      }
    }
  });

  it('renders every body to HTML without raw markup or lost links', () => {
    for (const item of items) {
      for (const { body: markdown } of Object.values(item.texts)) {
        const html = renderMarkdown(markdown);
        expect(html).not.toContain('**');
        expect(html).not.toMatch(/\]\(/);
      }
    }
  });

  it('counts reading time in minutes of English words', () => {
    expect(readingMinutes('word '.repeat(10))).toBe(1);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
    for (const course of seedCourses) expect(readingMinutes(body(course.key, 'en_US'))).toBeGreaterThanOrEqual(2);
  });
});
