import { describe, expect, it } from 'vitest';
import { kycNoticeText, kycTexts } from './kyc-notices.ts';

describe('verification notice texts', () => {
  it('quotes the operator’s reason and links the verification page in a rejection', () => {
    const text = kycNoticeText(kycTexts.ja_JP, { decision: 'reject', reason: 'blurred' }, 'https://vela.example/v');
    expect(text.title).toBe(kycTexts.ja_JP.rejected.title);
    expect(text.body).toContain('blurred');
    expect(text.body).toContain('https://vela.example/v');
    expect(kycNoticeText(kycTexts.ja_JP, { decision: 'approve' }, '')).toEqual(kycTexts.ja_JP.approved);
  });
});
