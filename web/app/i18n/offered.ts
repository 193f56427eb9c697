import { isLocaleCode, type LocaleCode, localeCodes } from '@vela/contracts/locale-table';

/** The spec's query parameter (odd spelling kept: it is the contract) restricting offered languages. */
export const OFFERED_LANGUAGES_PARAM = 'clientSupperLanguage';
/** Session cookie that remembers the restriction for later requests of the same visit. */
export const OFFERED_LANGUAGES_COOKIE = 'availableLanguage';

/**
 * Parses a comma-separated list of locale codes, keeping only served locales, in the given
 * order. No valid code (or no list) means every locale is offered.
 */
export function parseOfferedLocales(list: string | null | undefined): LocaleCode[] {
  const codes = (list ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(isLocaleCode);
  const unique = [...new Set(codes)];
  return unique.length > 0 ? unique : [...localeCodes];
}

export function isRestricted(offered: readonly LocaleCode[]): boolean {
  return offered.length < localeCodes.length;
}
