import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localeCodes } from '@vela/contracts/locales';
import { describe, expect, it } from 'vitest';
import { featureNamespaces, readMessages } from './read-messages.node.ts';

const folder = fileURLToPath(new URL('./', import.meta.url));
const load = (code: string) => readMessages(code) as Record<string, unknown>;
const jsonFilesIn = (path: string) =>
  readdirSync(`${folder}${path}`)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace('.json', ''))
    .sort();

function flatten(value: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, inner] of Object.entries(value)) {
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      for (const [innerKey, innerValue] of flatten(inner as Record<string, unknown>, `${prefix}${key}.`))
        entries.set(innerKey, innerValue);
    } else {
      entries.set(`${prefix}${key}`, inner);
    }
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const reference = flatten(load('en_US'));

describe('locale message files', () => {
  it('exist for exactly the served locales', () => {
    expect(jsonFilesIn('locales')).toEqual([...localeCodes].sort());
  });

  it.each(featureNamespaces())('exist for exactly the served locales in feature %s', (namespace) => {
    expect(jsonFilesIn(`features/${namespace}`)).toEqual([...localeCodes].sort());
  });

  describe.each(localeCodes)('%s', (code) => {
    const messages = flatten(load(code));

    it('has every key of en_US, each a non-empty string with the same placeholders', () => {
      const problems: string[] = [];
      for (const [key, english] of reference) {
        const text = messages.get(key);
        if (typeof text !== 'string' || text.trim() === '') problems.push(`missing or empty: ${key}`);
        else if (placeholders(text).join() !== placeholders(String(english)).join())
          problems.push(`placeholders differ: ${key}`);
      }
      expect(problems).toEqual([]);
    });

    it('has no key that en_US lacks', () => {
      expect([...messages.keys()].filter((key) => !reference.has(key))).toEqual([]);
    });
  });
});

/** Words every locale gives in its own language (English copies slipped through review once). */
const ownWords = [
  'grid.backtest.title',
  'grid.detail.stops',
  'grid.errors.grid-bot-stopped',
  'grid.errors.grid-bot-not-found',
  'wallet.kinds.grid-bot-invest',
  'wallet.kinds.grid-bot-return',
];

describe.each(localeCodes.filter((code) => code !== 'en_US'))('%s in its own words', (code) => {
  it.each(ownWords)('%s', (key) => {
    const text = flatten(load(code)).get(key);
    expect(text).toBeTypeOf('string');
    expect(text).not.toBe(reference.get(key));
  });
});
