// The locale list without its zod schema (locales.ts), so the browser's start path loads no zod.
import type { CurrencyCode } from './currency-table.ts';

/** The locales the product speaks; en_US is the default and has no route prefix. */
export const localeCodes = [
  'en_US',
  'ja_JP',
  'ko_KR',
  'zh_CN',
  'zh_TW',
  'tr_TR',
  'ru_RU',
  'uk_UA',
  'fr_FR',
  'es_ES',
  'vi_VN',
  'pt_PT',
] as const;

export type LocaleCode = (typeof localeCodes)[number];

export const defaultLocale: LocaleCode = 'en_US';

export interface LocaleEntry {
  code: LocaleCode;
  /** The language's name in that language, as a language picker shows it. */
  label: string;
  /** BCP 47 tag for `<html lang>`, Intl and hreflang. */
  tag: string;
  /** The fiat currency prices are shown in by default for this locale. */
  fiatCurrency: CurrencyCode;
  /** Help-centre language segment (spec 9 mapping). */
  helpCenterLang: string;
  /** Zone in which timestamps are shown (spec 9). */
  timeZone: string;
}

// Keyed by code so the compiler insists on exactly one entry per locale.
const localeTable = {
  en_US: { label: 'English', tag: 'en-US', fiatCurrency: 'USD', helpCenterLang: 'en-us', timeZone: 'America/New_York' },
  ja_JP: { label: '日本語', tag: 'ja-JP', fiatCurrency: 'JPY', helpCenterLang: 'ja', timeZone: 'Asia/Tokyo' },
  ko_KR: { label: '한국어', tag: 'ko-KR', fiatCurrency: 'KRW', helpCenterLang: 'ko-kr', timeZone: 'Asia/Seoul' },
  zh_CN: { label: '简体中文', tag: 'zh-CN', fiatCurrency: 'CNY', helpCenterLang: 'zh-cn', timeZone: 'Asia/Shanghai' },
  zh_TW: { label: '繁體中文', tag: 'zh-TW', fiatCurrency: 'TWD', helpCenterLang: 'zh-tw', timeZone: 'Asia/Taipei' },
  tr_TR: { label: 'Türkçe', tag: 'tr-TR', fiatCurrency: 'TRY', helpCenterLang: 'tr', timeZone: 'UTC' },
  ru_RU: { label: 'Русский', tag: 'ru-RU', fiatCurrency: 'RUB', helpCenterLang: 'ru', timeZone: 'UTC' },
  uk_UA: { label: 'Українська', tag: 'uk-UA', fiatCurrency: 'UAH', helpCenterLang: 'uk', timeZone: 'UTC' },
  fr_FR: { label: 'Français', tag: 'fr-FR', fiatCurrency: 'EUR', helpCenterLang: 'fr', timeZone: 'UTC' },
  es_ES: { label: 'Español', tag: 'es-ES', fiatCurrency: 'EUR', helpCenterLang: 'es', timeZone: 'UTC' },
  vi_VN: { label: 'Tiếng Việt', tag: 'vi-VN', fiatCurrency: 'VND', helpCenterLang: 'vi-vn', timeZone: 'UTC' },
  pt_PT: { label: 'Português', tag: 'pt-PT', fiatCurrency: 'EUR', helpCenterLang: 'pt', timeZone: 'UTC' },
} as const satisfies Record<LocaleCode, Omit<LocaleEntry, 'code'>>;

/** The locale table in display order. */
export const locales: readonly LocaleEntry[] = localeCodes.map((code) => ({ code, ...localeTable[code] }));

export const localeByCode = Object.fromEntries(locales.map((entry) => [entry.code, entry])) as Record<
  LocaleCode,
  LocaleEntry
>;

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}
