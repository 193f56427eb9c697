import { describe, expect, it } from 'vitest';
import { checkContactDraft, toHelpRequest } from './contact-draft.ts';

const valid = {
  email: ' ada@example.com ',
  topic: 'fees' as const,
  subject: 'Fee on my buy',
  message: 'Why was the fee in BTC?',
};

describe('contact form checks', () => {
  it('passes a complete request and trims it for the platform', () => {
    expect(checkContactDraft(valid)).toEqual({});
    expect(toHelpRequest(valid, 'ja_JP')).toEqual({
      email: 'ada@example.com',
      topic: 'fees',
      subject: 'Fee on my buy',
      message: 'Why was the fee in BTC?',
      locale: 'ja_JP',
    });
  });

  it('names each field at fault', () => {
    expect(checkContactDraft({ email: '', topic: '', subject: '  ', message: '' })).toEqual({
      email: 'required',
      topic: 'required',
      subject: 'required',
      message: 'required',
    });
    expect(checkContactDraft({ ...valid, email: 'ada@', subject: 'Hi', message: 'Too short' })).toEqual({
      email: 'email',
      subject: 'tooShort',
      message: 'tooShort',
    });
    expect(checkContactDraft({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: 'tooLong' });
  });
});
