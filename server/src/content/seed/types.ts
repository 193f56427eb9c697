import type { CourseLevel, CourseTrack, EventClass } from '@vela/contracts/content';
import type { LocaleCode } from '@vela/contracts/locales';
import type { CoverName } from '../covers.ts';

/** A title and summary in one locale. */
export interface SeedHeadline {
  title: string;
  summary: string;
}

interface SeedItemBase {
  /** Names the item among the seed files (bodies are keyed by it); never shown. */
  key: string;
  /** Published this many days before the seed runs, so the demo always looks current. */
  daysAgo: number;
  cover: CoverName;
  tags: string[];
  /** Every locale: the lists and titles never fall back. */
  headlines: Record<LocaleCode, SeedHeadline>;
}

export interface SeedAnnouncement extends SeedItemBase {
  eventClass: EventClass;
}

export interface SeedCourse extends SeedItemBase {
  track: CourseTrack;
  level: CourseLevel;
}

/** Markdown bodies of one locale, by item key. */
export type SeedBodies = Record<string, string>;
