import { currencyCodeSchema } from '@vela/contracts/currencies';
import { isLocaleCode } from '@vela/contracts/locales';
import type { Preferences, PreferencesUpdate } from '@vela/contracts/preferences';
import { canonicalTimeZone, isTimeZoneChoice } from '@vela/contracts/zoned-time';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userPreferences } from '../db/schema.ts';

type PreferenceRow = typeof userPreferences.$inferSelect;

const noPreferences: Preferences = {
  userLanguage: null,
  msgLanguage: null,
  pricingCurrency: null,
  timeZoneChoice: null,
  timeZone: null,
};

export async function readPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row ? toPreferences(row) : noPreferences;
}

/** Saves the fields given and leaves the others as they are; answers the preferences as saved. */
export async function updatePreferences(db: Db, userId: string, update: PreferencesUpdate): Promise<Preferences> {
  // The zone as Intl names it, not as typed: "asia/tokyo" is saved as "Asia/Tokyo".
  const zone = canonicalTimeZone(update.timeZone);
  const changes = {
    ...(update.userLanguage ? { userLanguage: update.userLanguage } : {}),
    ...(update.msgLanguage ? { msgLanguage: update.msgLanguage } : {}),
    ...(update.pricingCurrency ? { pricingCurrency: update.pricingCurrency } : {}),
    ...(update.timeZoneChoice && zone ? { timeZoneChoice: update.timeZoneChoice, timeZone: zone } : {}),
    deviceType: update.deviceType,
  };
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('preference upsert returned no row');
  return toPreferences(row);
}

/**
 * A value the lists no longer hold (a locale or currency withdrawn later, a zone this runtime's
 * Intl does not know) reads as never chosen.
 */
function toPreferences(row: PreferenceRow): Preferences {
  const currency = currencyCodeSchema.safeParse(row.pricingCurrency);
  const zone = canonicalTimeZone(row.timeZone);
  return {
    userLanguage: isLocaleCode(row.userLanguage) ? row.userLanguage : null,
    msgLanguage: isLocaleCode(row.msgLanguage) ? row.msgLanguage : null,
    pricingCurrency: currency.success ? currency.data : null,
    ...(isTimeZoneChoice(row.timeZoneChoice) && zone
      ? { timeZoneChoice: row.timeZoneChoice, timeZone: zone }
      : { timeZoneChoice: null, timeZone: null }),
  };
}
