import { z } from 'zod';
import { futuresTradingPaths } from '../futures-trading.ts';
import {
  kycApplicationListQuerySchema,
  kycApplicationParamsSchema,
  kycFileParamsSchema,
  kycPaths,
  kycReviewRequestSchema,
  kycStatusResponseSchema,
  levelOneRequestSchema,
  levelTwoFormSchema,
  operatorKycApplicationListSchema,
  operatorKycApplicationResponseSchema,
} from '../kyc.ts';
import { type ApiTag, apiOperations } from './operation.ts';

const rateLimited = [429, 'Too many submissions from this account in an hour.'] as const;

const notFoundAnswer = [404, 'No such application (or no such image of it).'] as const;

export const kycTag: ApiTag = {
  name: 'Identity verification',
  description: `Level 1 (personal details, decided at once) and level 2 (identity document and selfie, reviewed by an operator). Futures orders that may open a position need level 1: ${futuresTradingPaths.orders} answers 403 with reason "kyc-required" below it. Refusals carry a \`reason\`: restricted-country, underage, already-verified, level-one-required, review-pending, file-missing, not-an-image, image-too-large, image-too-small.`,
};

export const kycOperations = apiOperations(kycTag, {
  status: {
    method: 'GET',
    path: kycPaths.status,
    summary: 'The account’s verification level and latest applications',
    auth: 'session',
    response: kycStatusResponseSchema,
  },
  levelOne: {
    method: 'POST',
    path: kycPaths.levelOne,
    summary: 'Level 1: legal name, date of birth, country of residence',
    description:
      'Approved at once for an adult (18 or older) living outside KYC_RESTRICTED_COUNTRIES; the profile’s kycVerified becomes true.',
    auth: 'session',
    body: levelOneRequestSchema,
    response: kycStatusResponseSchema,
    errors: [
      [400, 'reason "underage": younger than 18.'],
      [403, 'reason "restricted-country": the country is on the restricted list (the attempt is recorded).'],
      [409, 'reason "already-verified".'],
      rateLimited,
    ],
  },
  levelTwo: {
    method: 'POST',
    path: kycPaths.levelTwo,
    summary: 'Level 2: identity document photos and a selfie, for review',
    description:
      'multipart/form-data. Each image is checked by its content (magic bytes, then a full decode), re-encoded as JPEG without any metadata and stored outside the web root; the application waits for an operator.',
    auth: 'session',
    consumes: 'multipart/form-data',
    body: levelTwoFormSchema,
    response: kycStatusResponseSchema,
    status: 201,
    errors: [
      [400, 'reason "file-missing" (the field names the image) or "image-too-small"; or not a multipart body.'],
      [409, 'reason "level-one-required", "review-pending" or "already-verified".'],
      [413, 'reason "image-too-large": over 8 MB or 40 megapixels; or the whole body over its limit.'],
      [415, 'reason "not-an-image": not a JPEG, PNG or WebP image, whatever its name says.'],
      rateLimited,
    ],
  },
  operatorApplications: {
    method: 'GET',
    path: kycPaths.operatorApplications,
    summary: 'Operator: list applications (pending ones oldest first)',
    auth: 'operator',
    query: kycApplicationListQuerySchema,
    response: operatorKycApplicationListSchema,
  },
  operatorApplication: {
    method: 'GET',
    path: kycPaths.operatorApplication(':id'),
    summary: 'Operator: one application with its account and declared details',
    auth: 'operator',
    params: kycApplicationParamsSchema,
    response: operatorKycApplicationResponseSchema,
    errors: [notFoundAnswer],
  },
  operatorApplicationFile: {
    method: 'GET',
    path: kycPaths.operatorApplicationFile(':id', ':file'),
    summary: 'Operator: one image of an application (front, back or selfie)',
    description: 'Streamed from the document store, never cached.',
    auth: 'operator',
    params: kycFileParamsSchema,
    response: z.string().meta({ format: 'binary' }),
    produces: 'image/jpeg',
    errors: [notFoundAnswer],
  },
  operatorApplicationReview: {
    method: 'POST',
    path: kycPaths.operatorApplicationReview(':id'),
    summary: 'Operator: approve or reject (with a reason the user is shown)',
    description:
      'Approving a level-2 application raises the account to level 2. The user gets an in-app notice and an e-mail in their language.',
    auth: 'operator',
    params: kycApplicationParamsSchema,
    body: kycReviewRequestSchema,
    response: operatorKycApplicationResponseSchema,
    errors: [notFoundAnswer, [409, 'The application was decided already.']],
  },
});
