import { describe, expect, it } from 'vitest';
import { kycProblemOf } from './kyc-problems.ts';

describe('kycProblemOf', () => {
  it('puts a refusal reason at the field the platform named', () => {
    expect(kycProblemOf(415, { reason: 'not-an-image', fields: { front: 'not-an-image' } }, null)).toEqual({
      key: 'verification.errors.not-an-image',
      field: 'front',
    });
    expect(
      kycProblemOf(403, { reason: 'restricted-country', fields: { country: 'restricted-country' } }, null),
    ).toEqual({ key: 'verification.errors.restricted-country', field: 'country' });
    expect(kycProblemOf(409, { reason: 'review-pending' }, null)).toEqual({
      key: 'verification.errors.review-pending',
    });
  });

  it('turns a schema refusal into the message of its first field', () => {
    expect(kycProblemOf(400, { fields: { dateOfBirth: 'expected a real calendar date' } }, null)).toEqual({
      key: 'verification.errors.dateOfBirth',
      field: 'dateOfBirth',
    });
  });

  it('tells how long to wait, when the photos are too large together, and otherwise something went wrong', () => {
    expect(kycProblemOf(429, {}, '42')).toEqual({ key: 'verification.errors.tooMany', values: { seconds: 42 } });
    expect(kycProblemOf(413, { message: 'Request body is too large' }, null)).toEqual({
      key: 'verification.errors.bodyTooLarge',
    });
    expect(kycProblemOf(500, 'oops', null)).toEqual({ key: 'verification.errors.unknown' });
    expect(kycProblemOf(400, { reason: 'brand-new', fields: { documentType: 'x' } }, null)).toEqual({
      key: 'verification.errors.unknown',
    });
  });
});
