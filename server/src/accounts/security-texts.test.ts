import { localeCodes } from '@vela/contracts/locales';
import { describe, expect, it } from 'vitest';
import { securityEventKinds, securityFacts } from './security-notices.ts';
import { fill, securityTexts } from './security-texts.ts';

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  if (typeof value === 'string') entries.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      for (const [path, text] of flatten(inner, prefix ? `${prefix}.${key}` : key)) entries.set(path, text);
  return entries;
}

const english = flatten(securityTexts.en_US);

describe('security texts', () => {
  it('have a title and body for every security event kind', () => {
    for (const kind of securityEventKinds) {
      expect(english.get(`kinds.${kind}.title`)).toBeTruthy();
      expect(english.get(`kinds.${kind}.body`)).toBeTruthy();
    }
  });

  it('are translated: no locale but English reuses an English title', () => {
    for (const locale of localeCodes.filter((code) => code !== 'en_US')) {
      const titles = securityEventKinds.map((kind) => securityTexts[locale].kinds[kind].title);
      expect(
        titles.filter(
          (title, i) => title === securityTexts.en_US.kinds[securityEventKinds[i] ?? 'password-reset'].title,
        ),
      ).toEqual([]);
    }
  });

  it('fill replaces known placeholders and leaves others as written', () => {
    expect(fill('{a} and {b}', { a: '1' })).toBe('1 and {b}');
  });

  it('write the time in the given zone and name it, then the address and device known', () => {
    const at = new Date(Date.UTC(2026, 11, 7, 4, 13, 0));
    expect(securityFacts(securityTexts.ja_JP, 'Asia/Tokyo', at, { ip: '203.0.113.9' })).toEqual([
      `${securityTexts.ja_JP.time}: 2026/12/07 13:13:00 UTC+9`,
      `${securityTexts.ja_JP.address}: 203.0.113.9`,
    ]);
    expect(securityFacts(securityTexts.en_US, 'America/New_York', at, {})).toEqual([
      `${securityTexts.en_US.time}: 2026/12/06 23:13:00 UTC-5`,
    ]);
  });
});
