import type { LocaleCode } from '@vela/contracts/locales';
import { isLocaleCode } from '@vela/contracts/locales';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userPreferences } from '../db/schema.ts';
import { loadLocaleTexts } from '../infra/locale-texts.ts';

/** The security e-mails and notices in one language (security-texts/<locale>.json). */
export type SecurityTexts = typeof import('./security-texts/en_US.json');

/** Every locale's texts; the JSON files must have the English file's shape (checked by the tests). */
export const securityTexts = loadLocaleTexts<SecurityTexts>('accounts/security-texts');

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
