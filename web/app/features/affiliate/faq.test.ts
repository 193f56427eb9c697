import { describe, expect, it } from 'vitest';
import { readMessages } from '../../i18n/read-messages.node.ts';
import { faqIds, faqJsonLd } from './faq.ts';

describe('faqJsonLd', () => {
  it('describes each question with its answer as a schema.org FAQPage', () => {
    const data = faqJsonLd([{ question: 'Who can apply?', answer: 'Anyone with an audience.' }], 'en-US');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en-US',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Who can apply?',
          acceptedAnswer: { '@type': 'Answer', text: 'Anyone with an audience.' },
        },
      ],
    });
  });

  it('has a question and an answer for every id in the messages', () => {
    const faq = (readMessages('en_US').affiliate as { whyJoin: { faq: Record<string, unknown> } }).whyJoin.faq;
    for (const id of faqIds) expect(faq[id]).toEqual({ question: expect.any(String), answer: expect.any(String) });
  });
});
