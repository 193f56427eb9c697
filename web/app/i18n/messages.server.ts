import { type LocaleCode, localeCodes } from '@vela/contracts/locales';
import type { Messages } from './i18n.ts';
import { type MessageTree, mergeMessages } from './merge-messages.ts';

// Every locale file is bundled into the server build only; the browser receives the active
// locale's core messages and its screen's feature namespaces with the root loader's data, never
// the other locales or the other screens' namespaces.
const coreFiles = import.meta.glob<MessageTree>('./locales/*.json', { eager: true, import: 'default' });
const featureFiles = import.meta.glob<MessageTree>('./features/*/*.json', { eager: true, import: 'default' });

function featuresOf(locale: LocaleCode): Map<string, MessageTree> {
  const features = new Map<string, MessageTree>();
  for (const [path, messages] of Object.entries(featureFiles)) {
    const [, namespace, file] = path.split('/').slice(1);
    if (file === `${locale}.json` && namespace) features.set(namespace, messages);
  }
  return features;
}

const catalogues = new Map(
  localeCodes.map((locale) => {
    const core = coreFiles[`./locales/${locale}.json`];
    if (!core) throw new Error(`No messages for locale ${locale}`);
    return [locale, { core, features: featuresOf(locale) }];
  }),
);

/** One object per locale and namespace set, so that i18n instances built from them can be reused. */
const assembled = new Map<string, Messages>();

/**
 * A locale's core messages plus the named feature namespaces (a screen's `messages` in the route
 * list). A namespace without files is left out: the message-file tests name it.
 */
export function messagesFor(locale: LocaleCode, namespaces: readonly string[] = []): Messages {
  const catalogue = catalogues.get(locale);
  if (!catalogue) throw new Error(`No messages for locale ${locale}`);
  const wanted = [...new Set(namespaces)].filter((namespace) => catalogue.features.has(namespace)).sort();
  const key = `${locale}:${wanted.join(',')}`;
  let messages = assembled.get(key);
  if (!messages) {
    const features = Object.fromEntries(
      wanted.flatMap((namespace) => {
        const tree = catalogue.features.get(namespace);
        return tree ? [[namespace, tree]] : [];
      }),
    );
    messages = mergeMessages(catalogue.core, features) as Messages;
    assembled.set(key, messages);
  }
  return messages;
}
