import type { LocaleCode } from '@vela/contracts/locales';
import type { Messages } from './i18n.ts';

// Every locale file is bundled into the server build only; the browser receives the active
// locale's messages with the root loader's data and never downloads the others.
const files = import.meta.glob<Messages>('./locales/*.json', { eager: true, import: 'default' });

export function messagesFor(locale: LocaleCode): Messages {
  const messages = files[`./locales/${locale}.json`];
  if (!messages) throw new Error(`No messages for locale ${locale}`);
  return messages;
}
