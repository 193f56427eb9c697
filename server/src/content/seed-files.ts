import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleCode } from '@vela/contracts/locales';
import type { z } from 'zod';

/**
 * The seeded articles' data files, shared by the demo content (`content/seed/`) and the help
 * centre (`content/help/`): a JSON list of the items, and `<locale>/<name>.md` per translation,
 * a front matter with its title and summary, then the Markdown body. A broken file throws, so a
 * start with a bad seed stops before it writes anything.
 */

export interface SeedTranslation {
  title: string;
  summary: string;
  body: string;
}

/** `---\ntitle: ...\nsummary: ...\n---\n<body>`; anything else is a broken seed file. */
export function parseSeedFile(source: string, name: string): SeedTranslation {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`seed file ${name}: expected a front matter between --- lines`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = fields.get('title');
  const summary = fields.get('summary');
  const body = (match[2] ?? '').trim();
  if (!title || !summary || !body) throw new Error(`seed file ${name}: title, summary and body are required`);
  return { title, summary, body };
}

export function readSeedFile(folder: string, locale: LocaleCode, name: string): SeedTranslation {
  return parseSeedFile(readFileSync(join(folder, locale, `${name}.md`), 'utf8'), `${locale}/${name}.md`);
}

/** The folder's JSON list (`file`), each entry checked against `schema`. */
export function readSeedList<Schema extends z.ZodType>(
  folder: string,
  file: string,
  schema: Schema,
): z.output<Schema>[] {
  const entries: unknown = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`seed list ${file}: expected an array`);
  return entries.map((entry, index) => {
    const parsed = schema.safeParse(entry);
    if (!parsed.success) throw new Error(`seed list ${file}, entry ${index}: ${parsed.error.message}`);
    return parsed.data;
  });
}
