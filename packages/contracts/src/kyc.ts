import { z } from 'zod';
import { type CountryCode, countryCodes } from './affiliate.ts';

export { type CountryCode, countryCodes };

/**
 * Identity verification (KYC). Level 1: legal name, date of birth and country of residence,
 * approved at once unless the country is restricted. Level 2: an identity document (front, back
 * unless a passport) and a selfie, reviewed by an operator.
 */
export const kycPaths = {
  /** GET: the signed-in user's level and latest applications; 401 for a visitor. */
  status: '/api/v1/kyc',
  /** POST JSON { legalName, dateOfBirth, country }: level 1, decided at once. */
  levelOne: '/api/v1/kyc/level-1',
  /** POST multipart/form-data: documentType, front, back (not for a passport), selfie. */
  levelTwo: '/api/v1/kyc/level-2',
  /** Operator API (bearer OPERATOR_TOKEN): GET ?status=&page=&pageSize=, oldest pending first. */
  operatorApplications: '/api/v1/operator/kyc/applications',
  /** Operator API: GET one application with its account. */
  operatorApplication: (id: string) => `/api/v1/operator/kyc/applications/${id}`,
  /** Operator API: GET one of its images (image/jpeg), streamed; never cached. */
  operatorApplicationFile: (id: string, file: string) => `/api/v1/operator/kyc/applications/${id}/files/${file}`,
  /** Operator API: POST { decision: 'approve' } or { decision: 'reject', reason }. */
  operatorApplicationReview: (id: string) => `/api/v1/operator/kyc/applications/${id}/review`,
} as const;

export const kycLevelSchema = z.number().int().min(0).max(2);
export type KycLevel = 0 | 1 | 2;

export const kycStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type KycApplicationStatus = z.infer<typeof kycStatusSchema>;

export const documentTypes = ['passport', 'id-card', 'driving-licence'] as const;
export const documentTypeSchema = z.enum(documentTypes, { error: 'expected passport, id-card or driving-licence' });
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** The images of a level-2 application; a passport has no back. */
export const kycFileNames = ['front', 'back', 'selfie'] as const;
export const kycFileNameSchema = z.enum(kycFileNames);
export type KycFileName = z.infer<typeof kycFileNameSchema>;

export const filesFor = (type: DocumentType): readonly KycFileName[] =>
  type === 'passport' ? ['front', 'selfie'] : kycFileNames;

export const kycLimits = {
  nameMin: 2,
  nameMax: 100,
  minimumAge: 18,
  /** Per image, as uploaded. */
  fileMaxBytes: 8 * 1024 * 1024,
  /** A photo of a document smaller than this on either side is unreadable. */
  imageMinSide: 200,
  /** Decoding more pixels than this is refused (a "decompression bomb"). */
  imageMaxPixels: 40_000_000,
  rejectReasonMax: 500,
} as const;

/** The image types accepted, recognised by their content (never by name or declared type). */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date, YYYY-MM-DD. */
export const calendarDateSchema = z
  .string()
  .regex(isoDate, 'expected a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'expected a real calendar date');

/** Whole years between a date of birth and `today` (both YYYY-MM-DD, UTC calendar dates). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const levelOneRequestSchema = z.object({
  legalName: z
    .string()
    .trim()
    .min(kycLimits.nameMin, `expected at least ${kycLimits.nameMin} characters`)
    .max(kycLimits.nameMax, `expected at most ${kycLimits.nameMax} characters`)
    .regex(/^[\p{L}\p{M}][\p{L}\p{M}'’ .,-]*$/u, 'expected letters, spaces, apostrophes, dots and hyphens only'),
  dateOfBirth: calendarDateSchema,
  country: z.enum(countryCodes, { error: 'expected an ISO 3166-1 alpha-2 country code such as FR' }),
});
export type LevelOneRequest = z.infer<typeof levelOneRequestSchema>;

export const kycApplicationSummarySchema = z.object({
  id: z.uuid(),
  level: z.union([z.literal(1), z.literal(2)]),
  status: kycStatusSchema,
  documentType: documentTypeSchema.nullable(),
  rejectReason: z.string().nullable(),
  submittedAt: z.iso.datetime({ offset: true }),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type KycApplicationSummary = z.infer<typeof kycApplicationSummarySchema>;

/** GET /api/v1/kyc and the answer of both submissions. */
export const kycStatusResponseSchema = z.object({
  level: kycLevelSchema,
  /** The personal details of level 1, for the user's own screen. */
  personal: z.object({ legalName: z.string(), dateOfBirth: z.string(), country: z.enum(countryCodes) }).nullable(),
  /** The latest level-2 application (pending, or the last decision), or null. */
  levelTwo: kycApplicationSummarySchema.nullable(),
});
export type KycStatusResponse = z.infer<typeof kycStatusResponseSchema>;

/**
 * The level-2 form as documented (multipart/form-data; the server reads it with FormData): each
 * image a file part, checked by its content, whatever its name or declared type.
 */
const imagePart = (what: string) =>
  z.string().meta({ format: 'binary', description: `${what}: JPEG, PNG or WebP, at most 8 MB` });
export const levelTwoFormSchema = z.object({
  documentType: documentTypeSchema,
  front: imagePart('The document’s front (a passport’s photo page)'),
  back: imagePart('The document’s back; not for a passport').optional(),
  selfie: imagePart('A photo of the user’s face'),
});

/**
 * Why a submission was refused (the error body's `reason`): restricted-country, underage,
 * already-verified, level-one-required, review-pending, not-an-image, image-too-large,
 * image-too-small, file-missing.
 */
export const kycRefusalReasons = [
  'restricted-country',
  'underage',
  'already-verified',
  'level-one-required',
  'review-pending',
  'not-an-image',
  'image-too-large',
  'image-too-small',
  'file-missing',
] as const;
export type KycRefusalReason = (typeof kycRefusalReasons)[number];

/* ------------------------------------------------------------------ operator API ------------ */

export const kycApplicationListQuerySchema = z.object({
  status: kycStatusSchema.optional(),
  level: z.coerce.number().int().min(1).max(2).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const operatorKycApplicationSchema = kycApplicationSummarySchema.extend({
  userId: z.uuid(),
  fid: z.string(),
  account: z.string(),
  legalName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  country: z.string().nullable(),
  /** The images this application has, each fetched from operatorApplicationFile. */
  files: z.array(kycFileNameSchema),
});
export type OperatorKycApplication = z.infer<typeof operatorKycApplicationSchema>;

export const operatorKycApplicationListSchema = z.object({
  applications: z.array(operatorKycApplicationSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type OperatorKycApplicationList = z.infer<typeof operatorKycApplicationListSchema>;

export const operatorKycApplicationResponseSchema = z.object({ application: operatorKycApplicationSchema });

export const kycApplicationParamsSchema = z.object({ id: z.uuid() });
export const kycFileParamsSchema = z.object({ id: z.uuid(), file: kycFileNameSchema });

export const kycReviewRequestSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('reject'),
      reason: z
        .string()
        .trim()
        .min(1, 'a rejection needs a reason the user can act on')
        .max(kycLimits.rejectReasonMax, `expected at most ${kycLimits.rejectReasonMax} characters`),
    }),
  ],
  { error: "expected { decision: 'approve' } or { decision: 'reject', reason }" },
);
export type KycReviewRequest = z.infer<typeof kycReviewRequestSchema>;
