import type { LocaleCode } from '@vela/contracts/locales';
import type { SeedHeadline } from './types.ts';

/** `[title, summary]` per locale, written as pairs to keep the seed files readable. */
export function headlines(pairs: Record<LocaleCode, readonly [string, string]>): Record<LocaleCode, SeedHeadline> {
  return Object.fromEntries(
    Object.entries(pairs).map(([locale, [title, summary]]) => [locale, { title, summary }]),
  ) as Record<LocaleCode, SeedHeadline>;
}
