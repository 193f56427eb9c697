// The help centre's topics and addresses without zod, so the footer on every page loads no schema.

/** Help-centre topics of spec 1 (fees, VIP, rules, ..., legal and risk notices), in footer order. */
export const helpTopics = [
  { key: 'fees', slug: 'fees' },
  { key: 'vip', slug: 'vip-programme' },
  { key: 'rules', slug: 'trading-rules' },
  { key: 'futures', slug: 'futures-guide' },
  { key: 'coupons', slug: 'coupons' },
  { key: 'bonuses', slug: 'bonuses' },
  { key: 'tasks', slug: 'tasks' },
  { key: 'etf', slug: 'leveraged-tokens' },
  { key: 'earn', slug: 'earn' },
  { key: 'grid', slug: 'grid-trading' },
  { key: 'follow', slug: 'follow-trading' },
  { key: 'merchants', slug: 'p2p-merchants' },
  { key: 'legal', slug: 'legal-terms' },
  { key: 'privacy', slug: 'privacy-notice' },
  { key: 'risk', slug: 'risk-warning' },
] as const;

export type HelpTopicSlug = (typeof helpTopics)[number]['slug'];

/** What a help request is about: a topic, or none of them. */
export const helpRequestTopics = [...helpTopics.map((topic) => topic.slug), 'other'] as const;
export type HelpRequestTopic = (typeof helpRequestTopics)[number];

/** Lengths a help request's fields must keep (the form checks them before sending). */
export const helpRequestLimits = {
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
  email: { max: 254 },
} as const;

/** An article's address: lowercase words joined by dashes. */
export const HELP_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const helpPaths = {
  /** GET ?locale=: every published article's title and summary, in topic order. */
  articles: '/api/v1/help/articles',
  /** GET ?locale=: one published article with its related topics. */
  article: (slug: string) => `/api/v1/help/articles/${slug}`,
  /** POST {email, topic, subject, message, locale}: "Submit a request". */
  requests: '/api/v1/help/requests',
  /** Operator API (bearer OPERATOR_TOKEN): the requests to answer, newest first (articles: contentPaths). */
  operatorRequests: '/api/v1/operator/help-requests',
} as const;

/** The in-product page of an article, without locale prefix. */
export function helpArticlePath(slug: string): string {
  return `/help/${slug}`;
}

export const HELP_INDEX_PATH = '/help';
export const HELP_CONTACT_PATH = '/help/contact';
