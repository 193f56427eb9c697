import { z } from 'zod';
import { currencyCodeSchema } from './currencies.ts';
import { localeCodeSchema } from './locales.ts';
import { isTimeZone, timeZoneChoices } from './zoned-time.ts';

export * from './preference-paths.ts';

/** An IANA zone name Intl knows ("Asia/Tokyo", "UTC"). */
export const timeZoneSchema = z.string().refine(isTimeZone, 'expected an IANA time zone such as "Asia/Tokyo"');

/** Saved preferences; null means "never chosen", so the client falls back to its own default. */
export const preferencesSchema = z.object({
  userLanguage: localeCodeSchema.nullable(),
  msgLanguage: localeCodeSchema.nullable(),
  pricingCurrency: currencyCodeSchema.nullable(),
  /** The zone choice the web client offers (local, utc, locale), restored in a browser without one. */
  timeZoneChoice: z.enum(timeZoneChoices).nullable(),
  /** The IANA zone that choice showed when saved: the server writes notices' times in it. */
  timeZone: timeZoneSchema.nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Answer to both preference calls (the update answers with the preferences as saved). */
export const preferencesResponseSchema = z.object({ code: z.literal(0), data: preferencesSchema });
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

export const preferencesUpdateSchema = z
  .object({
    userLanguage: localeCodeSchema.optional(),
    msgLanguage: localeCodeSchema.optional(),
    pricingCurrency: currencyCodeSchema.optional(),
    timeZoneChoice: z.enum(timeZoneChoices, { error: 'expected "local", "utc" or "locale"' }).optional(),
    timeZone: timeZoneSchema.optional(),
    deviceType: z.enum(['h5', 'web'], { error: 'expected "h5" or "web"' }),
  })
  .refine(
    (update) =>
      update.userLanguage !== undefined ||
      update.msgLanguage !== undefined ||
      update.pricingCurrency !== undefined ||
      update.timeZoneChoice !== undefined,
    'give at least one of userLanguage, msgLanguage, pricingCurrency, timeZoneChoice',
  )
  .refine((update) => (update.timeZoneChoice === undefined) === (update.timeZone === undefined), {
    message: 'give timeZoneChoice and timeZone together',
    path: ['timeZone'],
  });
export type PreferencesUpdate = z.input<typeof preferencesUpdateSchema>;
