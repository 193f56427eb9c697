import type { LocaleCode } from '@vela/contracts/locale-table';
import { createInstance, type i18n, type TFunction } from 'i18next';

export type Messages = Record<string, unknown>;

const instances = new Map<string, { messages: Messages; instance: i18n }>();

/**
 * One initialized i18next instance per locale and message set, created synchronously so the
 * first render (server or hydration) already speaks the right language.
 */
export function i18nFor(locale: LocaleCode, messages: Messages): i18n {
  const cached = instances.get(locale);
  if (cached && cached.messages === messages) return cached.instance;
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(locale, { messages, instance });
  return instance;
}

export function translatorFor(locale: LocaleCode, messages: Messages): TFunction {
  return i18nFor(locale, messages).t;
}
