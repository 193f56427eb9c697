import { localeCodes } from '@vela/contracts/locales';
import { describe, expect, it } from 'vitest';
import { kycNoticeText, kycTexts } from './kyc-notices.ts';

const shape = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
    : typeof value;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('verification notice texts', () => {
  it.each(localeCodes)('%s has the English shape, every text non-empty with the same placeholders', (locale) => {
    const texts = kycTexts[locale];
    expect(shape(texts)).toEqual(shape(kycTexts.en_US));
    for (const [path, english, translated] of [
      ['subject', kycTexts.en_US.subject, texts.subject],
      ['approved.title', kycTexts.en_US.approved.title, texts.approved.title],
      ['approved.body', kycTexts.en_US.approved.body, texts.approved.body],
      ['rejected.title', kycTexts.en_US.rejected.title, texts.rejected.title],
      ['rejected.body', kycTexts.en_US.rejected.body, texts.rejected.body],
    ] as const) {
      expect(translated.trim(), path).not.toBe('');
      expect(placeholders(translated), path).toEqual(placeholders(english));
    }
  });

  it('quotes the operator’s reason and links the verification page in a rejection', () => {
    const text = kycNoticeText(kycTexts.ja_JP, { decision: 'reject', reason: 'blurred' }, 'https://vela.example/v');
    expect(text.title).toBe(kycTexts.ja_JP.rejected.title);
    expect(text.body).toContain('blurred');
    expect(text.body).toContain('https://vela.example/v');
    expect(kycNoticeText(kycTexts.ja_JP, { decision: 'approve' }, '')).toEqual(kycTexts.ja_JP.approved);
  });
});
