import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server-process.ts';

type Messages = { [key: string]: string | Messages };

/** The committed message files, so assertions compare against the real translations. */
export function messages(locale: string): (key: string, vars?: Record<string, string>) => string {
  const data = JSON.parse(readFileSync(join(repoRoot, 'web/app/i18n/locales', `${locale}.json`), 'utf8')) as Messages;
  return (key, vars = {}) => {
    let value: string | Messages | undefined = data;
    for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
    if (typeof value !== 'string') throw new Error(`no message ${key} in ${locale}`);
    return value.replace(/{{(\w+)}}/g, (_, name: string) => vars[name] ?? '');
  };
}
