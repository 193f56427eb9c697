import type { LocaleCode } from '@vela/contracts/locales';
import { isLocaleCode } from '@vela/contracts/locales';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userPreferences } from '../db/schema.ts';
import en_US from './security-texts/en_US.json' with { type: 'json' };
import es_ES from './security-texts/es_ES.json' with { type: 'json' };
import fr_FR from './security-texts/fr_FR.json' with { type: 'json' };
import ja_JP from './security-texts/ja_JP.json' with { type: 'json' };
import ko_KR from './security-texts/ko_KR.json' with { type: 'json' };
import pt_PT from './security-texts/pt_PT.json' with { type: 'json' };
import ru_RU from './security-texts/ru_RU.json' with { type: 'json' };
import tr_TR from './security-texts/tr_TR.json' with { type: 'json' };
import uk_UA from './security-texts/uk_UA.json' with { type: 'json' };
import vi_VN from './security-texts/vi_VN.json' with { type: 'json' };
import zh_CN from './security-texts/zh_CN.json' with { type: 'json' };
import zh_TW from './security-texts/zh_TW.json' with { type: 'json' };

/** The security e-mails and notices in one language (security-texts/<locale>.json). */
export type SecurityTexts = typeof en_US;

/** Every locale's texts; the JSON files must have the English file's shape (checked by the tests). */
export const securityTexts: Record<LocaleCode, SecurityTexts> = {
  en_US,
  es_ES,
  fr_FR,
  ja_JP,
  ko_KR,
  pt_PT,
  ru_RU,
  tr_TR,
  uk_UA,
  vi_VN,
  zh_CN,
  zh_TW,
};

/** Replaces `{name}` placeholders; unknown ones stay as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The language the user reads messages in: their message language, else their site language, else English. */
export async function messageLocale(db: Db, userId: string): Promise<LocaleCode> {
  const [row] = await db
    .select({ msg: userPreferences.msgLanguage, ui: userPreferences.userLanguage })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const chosen = row?.msg ?? row?.ui;
  return isLocaleCode(chosen) ? chosen : 'en_US';
}
