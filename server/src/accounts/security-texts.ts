import type { LocaleCode } from '@vela/contracts/locales';
import { isLocaleCode, localeByCode } from '@vela/contracts/locales';
import { canonicalTimeZone } from '@vela/contracts/zoned-time';
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

/** The language and time zone a user's messages (notices, e-mails) are written in. */
export interface MessageSettings {
  locale: LocaleCode;
  /** An IANA zone: the one the user saved (their web choice), else their language's (spec 9). */
  timeZone: string;
}

/**
 * The user's message settings: their message language, else their site language, else English;
 * their saved time zone, else that language's zone. The zone is the account's, never a request's
 * cookie: a new device's notice must not be written in the zone the new device claims.
 */
export async function messageSettings(db: Db, userId: string): Promise<MessageSettings> {
  const [row] = await db
    .select({ msg: userPreferences.msgLanguage, ui: userPreferences.userLanguage, zone: userPreferences.timeZone })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const chosen = row?.msg ?? row?.ui;
  const locale = isLocaleCode(chosen) ? chosen : 'en_US';
  return { locale, timeZone: canonicalTimeZone(row?.zone) ?? localeByCode[locale].timeZone };
}

/** The language the user reads messages in: their message language, else their site language, else English. */
export async function messageLocale(db: Db, userId: string): Promise<LocaleCode> {
  return (await messageSettings(db, userId)).locale;
}
