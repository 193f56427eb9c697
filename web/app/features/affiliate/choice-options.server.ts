import { contentLanguages, countryCodes } from '@vela/contracts/affiliate';
import { type LocaleCode, localeByCode } from '@vela/contracts/locales';
import type { ApplicationChoices, ChoiceOption } from './application-choices.ts';

const byLocale = new Map<LocaleCode, ApplicationChoices>();

/**
 * Country and language names in the visitor's language, sorted as that language sorts them. Made
 * on the server only (Intl's names differ slightly between Node and browser releases, and the
 * page must hydrate with the text it was rendered with), once per locale.
 */
export function applicationChoices(locale: LocaleCode): ApplicationChoices {
  let choices = byLocale.get(locale);
  if (!choices) {
    const tag = localeByCode[locale].tag;
    const regions = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    const languageNames = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' });
    const collator = new Intl.Collator(tag);
    const sorted = <Code extends string>(list: ChoiceOption<Code>[]) =>
      list.sort((left, right) => collator.compare(left.name, right.name));
    choices = {
      countries: sorted(countryCodes.map((code) => ({ code, name: regions.of(code) ?? code }))),
      languages: sorted(
        contentLanguages.map((code) => ({ code, name: capitalized(languageNames.of(code) ?? code, tag) })),
      ),
    };
    byLocale.set(locale, choices);
  }
  return choices;
}

/** Several languages write language names in lower case; as list labels they start with a capital. */
function capitalized(name: string, tag: string): string {
  const [first = '', ...rest] = Array.from(name);
  return first.toLocaleUpperCase(tag) + rest.join('');
}
