import type { LocaleCode } from '@vela/contracts/locale-table';
import { createInstance, type i18n, type TFunction } from 'i18next';

export type Messages = Record<string, unknown>;

function createI18n(locale: LocaleCode, messages: Messages): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // One namespace, nested keys: said outright, i18next skips its per-call guess of whether a key
    // is a sentence or a path (a terminal looks up thousands of labels in its first seconds).
    keySeparator: '.',
    nsSeparator: false,
  });
  return instance;
}

/** On the server: one instance per message set (`messagesFor` returns one object per locale and namespace set). */
const byMessages = new WeakMap<Messages, i18n>();
/** In the browser: one instance per locale, which keeps every namespace it was given. */
const byLocale = new Map<LocaleCode, i18n>();

const inBrowser = () => typeof window !== 'undefined';

/**
 * The i18next instance for a locale's messages (the core catalogue and the screen's feature
 * namespaces), initialized synchronously so the first render (server or hydration) already speaks
 * the right language. In the browser the namespaces of later screens are added to the locale's
 * instance, so going back to a screen seen before needs no new messages.
 */
export function i18nFor(locale: LocaleCode, messages: Messages): i18n {
  if (!inBrowser()) {
    let instance = byMessages.get(messages);
    if (!instance) {
      instance = createI18n(locale, messages);
      byMessages.set(messages, instance);
    }
    return instance;
  }
  const instance = byLocale.get(locale);
  if (!instance) {
    const created = createI18n(locale, messages);
    byLocale.set(locale, created);
    return created;
  }
  const known = instance.getResourceBundle(locale, 'translation') as Messages;
  const added = Object.keys(messages).filter((namespace) => !(namespace in known));
  if (added.length > 0) {
    const bundle = Object.fromEntries(added.map((namespace) => [namespace, messages[namespace]]));
    instance.addResourceBundle(locale, 'translation', bundle, true, false);
  }
  return instance;
}

/**
 * Whether the browser already holds these feature namespaces of the locale: when it does not, the
 * root loader runs again on the way to the screen, and its data brings them.
 */
export function hasMessages(locale: LocaleCode, namespaces: readonly string[]): boolean {
  const known = byLocale.get(locale)?.getResourceBundle(locale, 'translation') as Messages | undefined;
  return known !== undefined && namespaces.every((namespace) => namespace in known);
}

export function translatorFor(locale: LocaleCode, messages: Messages): TFunction {
  return i18nFor(locale, messages).t;
}
