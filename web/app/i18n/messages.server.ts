import { type LocaleCode, localeCodes } from '@vela/contracts/locales';
import type { Messages } from './i18n.ts';
import { type MessageTree, mergeMessages } from './merge-messages.ts';

// Every locale file is bundled into the server build only; the browser receives the active
// locale's messages with the root loader's data and never downloads the others.
const coreFiles = import.meta.glob<MessageTree>('./locales/*.json', { eager: true, import: 'default' });
const featureFiles = import.meta.glob<MessageTree>('./features/*/*.json', { eager: true, import: 'default' });

function assemble(locale: LocaleCode): Messages {
  const core = coreFiles[`./locales/${locale}.json`];
  if (!core) throw new Error(`No messages for locale ${locale}`);
  const features: Record<string, MessageTree> = {};
  for (const [path, messages] of Object.entries(featureFiles)) {
    const [, namespace, file] = path.split('/').slice(1);
    if (file === `${locale}.json` && namespace) features[namespace] = messages;
  }
  return mergeMessages(core, features) as Messages;
}

const byLocale = new Map(localeCodes.map((locale) => [locale, assemble(locale)]));

export function messagesFor(locale: LocaleCode): Messages {
  const messages = byLocale.get(locale);
  if (!messages) throw new Error(`No messages for locale ${locale}`);
  return messages;
}
