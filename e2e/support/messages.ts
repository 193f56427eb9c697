import { type MessageTree, readMessages } from '../../web/app/i18n/read-messages.node.ts';

/** The committed message files, so assertions compare against the real translations. */
export function messages(locale: string): (key: string, vars?: Record<string, string>) => string {
  const data = readMessages(locale);
  return (key, vars = {}) => {
    let value: string | MessageTree | undefined = data;
    for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
    if (typeof value !== 'string') throw new Error(`no message ${key} in ${locale}`);
    return value.replace(/{{(\w+)}}/g, (_, name: string) => vars[name] ?? '');
  };
}
