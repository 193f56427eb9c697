import { z } from 'zod';
import { currencyCodeSchema } from './currencies.ts';
import { localeCodeSchema } from './locales.ts';

export * from './preference-paths.ts';

/** Saved preferences; null means "never chosen", so the client falls back to its own default. */
export const preferencesSchema = z.object({
  userLanguage: localeCodeSchema.nullable(),
  msgLanguage: localeCodeSchema.nullable(),
  pricingCurrency: currencyCodeSchema.nullable(),
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
    deviceType: z.enum(['h5', 'web'], { error: 'expected "h5" or "web"' }),
  })
  .refine(
    (update) =>
      update.userLanguage !== undefined || update.msgLanguage !== undefined || update.pricingCurrency !== undefined,
    'give at least one of userLanguage, msgLanguage, pricingCurrency',
  );
export type PreferencesUpdate = z.input<typeof preferencesUpdateSchema>;
