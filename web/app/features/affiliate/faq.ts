/** The questions of the information page, in order; texts under affiliate.whyJoin.faq.<id>. */
export const faqIds = ['who', 'cost', 'audience', 'commission', 'payout', 'tier', 'review', 'rules'] as const;

export interface FaqEntry {
  question: string;
  answer: string;
}

/** schema.org FAQPage for the questions shown on the page (search engines may show them as rich results). */
export function faqJsonLd(entries: readonly FaqEntry[], language: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
