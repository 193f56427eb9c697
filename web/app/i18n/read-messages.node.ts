import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageTree, mergeMessages } from './merge-messages.ts';

export type { MessageTree };

const i18nFolder = fileURLToPath(new URL('.', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as MessageTree;

/** The feature namespaces (folders under i18n/features). */
export function featureNamespaces(): string[] {
  const folder = join(i18nFolder, 'features');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A locale's merged messages read from disk: for tests and tools outside the bundle. */
export function readMessages(locale: string): MessageTree {
  const features: Record<string, MessageTree> = {};
  for (const namespace of featureNamespaces()) {
    const file = join(i18nFolder, 'features', namespace, `${locale}.json`);
    if (existsSync(file)) features[namespace] = readJson(file);
  }
  return mergeMessages(readJson(join(i18nFolder, 'locales', `${locale}.json`)), features);
}
