import { z } from 'zod';
import { defaultLocale, localeCodeSchema } from './locales.ts';

/** The affiliate (KOL) programme: applications from the public form and their review by operators. */
export const affiliatePaths = {
  /** POST: a new application (public, same-origin, rate limited per address). */
  applications: '/api/v1/affiliate/applications',
  /** GET: the signed-in account's latest application, or null; 401 for a visitor. */
  myApplication: '/api/v1/affiliate/applications/mine',
  /** Operator API (bearer OPERATOR_TOKEN): GET ?status=&page=&pageSize=, newest first. */
  operatorApplications: '/api/v1/operator/affiliate/applications',
  /** Operator API: GET one application. */
  operatorApplication: (id: string) => `/api/v1/operator/affiliate/applications/${id}`,
  /** Operator API: POST { status, note? } to approve or reject. */
  operatorApplicationStatus: (id: string) => `/api/v1/operator/affiliate/applications/${id}/status`,
} as const;

/* ---------------------------------------------------------------- programme constants -------- */

export interface CommissionTier {
  id: 'bronze' | 'silver' | 'gold' | 'platinum';
  /** The tier applies from this monthly trading volume of the affiliate's referrals, in whole USDT. */
  minMonthlyVolumeUsdt: number;
  /** Share of the referrals' trading fees paid to the affiliate, in whole per cent. */
  commissionPercent: number;
}

/** Commission by the referrals' monthly trading volume, lowest tier first. */
export const commissionTiers = [
  { id: 'bronze', minMonthlyVolumeUsdt: 0, commissionPercent: 20 },
  { id: 'silver', minMonthlyVolumeUsdt: 1_000_000, commissionPercent: 25 },
  { id: 'gold', minMonthlyVolumeUsdt: 10_000_000, commissionPercent: 30 },
  { id: 'platinum', minMonthlyVolumeUsdt: 50_000_000, commissionPercent: 40 },
] as const satisfies readonly CommissionTier[];

export const channelPlatforms = [
  'youtube',
  'x',
  'telegram',
  'tiktok',
  'instagram',
  'twitch',
  'discord',
  'facebook',
  'website',
  'other',
] as const;
export type ChannelPlatform = (typeof channelPlatforms)[number];

/** Languages an affiliate can say they publish in (ISO 639 codes; the form names them per locale). */
export const contentLanguages = [
  'en',
  'zh',
  'ja',
  'ko',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'ru',
  'uk',
  'tr',
  'vi',
  'ar',
  'hi',
  'bn',
  'ur',
  'id',
  'ms',
  'th',
  'fil',
  'nl',
  'pl',
  'ro',
  'cs',
  'el',
  'hu',
  'sv',
  'fa',
  'he',
  'kk',
  'uz',
  'az',
  'sw',
] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** Where an applicant lives: ISO 3166-1 alpha-2, without the uninhabited territories. */
// biome-ignore format: rows by initial letter keep the list scannable
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BW', 'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ',
  'UA', 'UG', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof countryCodes)[number];

export const applicationLimits = {
  nameMin: 2,
  nameMax: 60,
  emailMax: 254,
  languagesMax: 5,
  channelsMax: 5,
  handleMax: 50,
  followersMax: 1_000_000_000,
  planMin: 20,
  planMax: 2000,
  reviewNoteMax: 1000,
} as const;

export const applicationStatuses = ['received', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What an operator can decide; nothing goes back to received. */
export const reviewDecisions = ['approved', 'rejected'] as const;

/* ---------------------------------------------------------------- the application ----------- */

/**
 * The stable codes a bad application field gets (the `fields` of the 400, and the client's own
 * check before sending). Each code is a message key under `affiliate.errors` in every locale; the
 * zod messages below are these codes, so server and client can never disagree on them.
 */
export const applicationErrorCodes = [
  'required',
  'name-length',
  'name-letters',
  'email-invalid',
  'country-unknown',
  'languages-count',
  'language-unknown',
  'channels-count',
  'platform-unknown',
  'handle-length',
  'handle-characters',
  'channel-duplicate',
  'followers-range',
  'plan-length',
  'consent-required',
  'already-applied',
  'invalid',
] as const;
export type ApplicationErrorCode = (typeof applicationErrorCodes)[number];

const code = (value: ApplicationErrorCode) => value;
const limits = applicationLimits;
const requiredWhenMissing =
  (otherwise: ApplicationErrorCode) =>
  (issue: { input?: unknown }): ApplicationErrorCode =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : otherwise;

/** Letters of any script (with their combining marks), words separated by single spaces. */
const namePattern = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
/** A handle or user name: ASCII letters, digits, hyphen and underscore (no @, no URL). */
export const handlePattern = /^[A-Za-z0-9_-]+$/;
const emailPattern = z.regexes.email;

export const applicantNameSchema = z
  .string({ error: code('required') })
  .trim()
  .overwrite((value) => value.replace(/\s+/g, ' '))
  .min(1, code('required'))
  .min(limits.nameMin, code('name-length'))
  .max(limits.nameMax, code('name-length'))
  .regex(namePattern, code('name-letters'));

/** Stored and compared in lower case: one application per address. */
export const applicantEmailSchema = z
  .string({ error: code('required') })
  .trim()
  .toLowerCase()
  .min(1, code('required'))
  .max(limits.emailMax, code('email-invalid'))
  .regex(emailPattern, code('email-invalid'));

export const countrySchema = z.enum(countryCodes, { error: requiredWhenMissing('country-unknown') });

export const languagesSchema = z
  .array(z.enum(contentLanguages, { error: code('language-unknown') }), { error: code('languages-count') })
  .min(1, code('languages-count'))
  .max(limits.languagesMax, code('languages-count'))
  .refine((list) => new Set(list).size === list.length, code('language-unknown'));

export const channelSchema = z.object(
  {
    platform: z.enum(channelPlatforms, { error: requiredWhenMissing('platform-unknown') }),
    handle: z
      .string({ error: code('required') })
      .trim()
      .min(1, code('required'))
      .max(limits.handleMax, code('handle-length'))
      .regex(handlePattern, code('handle-characters')),
    followers: z
      .number({ error: requiredWhenMissing('followers-range') })
      .int(code('followers-range'))
      .min(0, code('followers-range'))
      .max(limits.followersMax, code('followers-range')),
  },
  { error: code('invalid') },
);
export type Channel = z.infer<typeof channelSchema>;

export const channelsSchema = z
  .array(channelSchema, { error: code('channels-count') })
  .min(1, code('channels-count'))
  .max(limits.channelsMax, code('channels-count'))
  .superRefine((channels, context) => {
    const seen = new Set<string>();
    channels.forEach((channel, index) => {
      const key = `${channel.platform}:${channel.handle.toLowerCase()}`;
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: [index, 'handle'], message: code('channel-duplicate') });
      seen.add(key);
    });
  });

export const applicationPlanSchema = z
  .string({ error: code('required') })
  .trim()
  .min(1, code('required'))
  .min(limits.planMin, code('plan-length'))
  .max(limits.planMax, code('plan-length'));

/** POST affiliatePaths.applications */
export const applicationRequestSchema = z.object({
  name: applicantNameSchema,
  email: applicantEmailSchema,
  country: countrySchema,
  languages: languagesSchema,
  channels: channelsSchema,
  plan: applicationPlanSchema,
  /** The applicant agreed to the programme terms and to being contacted about the application. */
  consent: z.literal(true, { error: code('consent-required') }),
  /** The interface language used: the team replies in it. */
  locale: localeCodeSchema.default(defaultLocale),
});
export type ApplicationRequest = z.input<typeof applicationRequestSchema>;
export type ApplicationInput = z.output<typeof applicationRequestSchema>;

const isoTime = z.iso.datetime({ offset: true });

export const applicationReceiptSchema = z.object({
  id: z.uuid(),
  status: z.enum(applicationStatuses),
  createdAt: isoTime,
  /** True when a signed-in account sent it: the application is linked to that account. */
  linkedToAccount: z.boolean(),
});
export type ApplicationReceipt = z.infer<typeof applicationReceiptSchema>;

export const applicationResponseSchema = z.object({ application: applicationReceiptSchema });
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

/** What the applicant sees of their own application (the review note stays internal). */
export const myApplicationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(applicationStatuses),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const myApplicationResponseSchema = z.object({ application: myApplicationSchema.nullable() });
export type MyApplicationResponse = z.infer<typeof myApplicationResponseSchema>;

/* ---------------------------------------------------------------- operator API -------------- */

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `expected a whole number from ${min} to ${max}` })
    .int(`expected a whole number from ${min} to ${max}`)
    .min(min, `expected a whole number from ${min} to ${max}`)
    .max(max, `expected a whole number from ${min} to ${max}`);

export const APPLICATION_PAGE_SIZE_MAX = 100;

export const applicationListQuerySchema = z.object({
  status: z.enum(applicationStatuses, { error: `expected a status: ${applicationStatuses.join(', ')}` }).optional(),
  page: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, APPLICATION_PAGE_SIZE_MAX).default(20),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** Path parameter of the operator's per-application calls; anything else is a 404 like an unknown id. */
export const applicationIdParamsSchema = z.object({ id: z.uuid() });

export const reviewRequestSchema = z.strictObject({
  status: z.enum(reviewDecisions, {
    error: `expected a decision: ${reviewDecisions.join(' or ')} (an application never goes back to received)`,
  }),
  /** Why, for the team; replaces the previous note (absent: none). */
  note: z
    .string({ error: 'expected text' })
    .trim()
    .max(limits.reviewNoteMax, `at most ${limits.reviewNoteMax} characters`)
    .optional(),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
export type ReviewDecision = z.output<typeof reviewRequestSchema>;

export const operatorApplicationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  languages: z.array(z.string()),
  channels: z.array(z.object({ platform: z.string(), handle: z.string(), followers: z.number() })),
  plan: z.string(),
  locale: z.string(),
  status: z.enum(applicationStatuses),
  userId: z.uuid().nullable(),
  reviewNote: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;

export const operatorApplicationResponseSchema = z.object({ application: operatorApplicationSchema });

export const operatorApplicationListSchema = z.object({
  items: z.array(operatorApplicationSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type OperatorApplicationList = z.infer<typeof operatorApplicationListSchema>;
