import type { HelpArticleResponse, HelpArticleSummary } from '@vela/contracts/help';
import { helpTopics } from '@vela/contracts/help-paths';
import type { LocaleCode } from '@vela/contracts/locales';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentItems } from '../db/schema.ts';
import { bodyOf, isPublished, type Row, selectWithText, summaryText } from './public-content.ts';

/**
 * The help centre's reading side: published help articles in the asked locale (en_US where it has
 * no text), read on every request like announcements, so an operator's edit shows at once.
 */

const topicOrder = new Map<string, number>(helpTopics.map((topic, index) => [topic.slug, index]));

/** The spec's topics in footer order, then articles operators added, oldest first. */
function byTopicOrder(a: Row, b: Row): number {
  const order = (row: Row) => topicOrder.get(row.slug ?? '') ?? topicOrder.size;
  return order(a) - order(b) || Number(a.id) - Number(b.id);
}

function toSummary(row: Row): HelpArticleSummary {
  const { id, title, summary, tags, fallback } = summaryText(row);
  return { id, slug: row.slug ?? '', title, summary, tags, fallback, updatedAt: row.updatedAt.toISOString() };
}

async function publishedRows(db: Db, locale: LocaleCode): Promise<Row[]> {
  const rows = await selectWithText(db, locale).where(isPublished('help'));
  return rows.sort(byTopicOrder);
}

export async function listHelpArticles(db: Db, locale: LocaleCode): Promise<HelpArticleSummary[]> {
  return (await publishedRows(db, locale)).map(toSummary);
}

/** Related: the articles sharing the most tags with this one, then in topic order; none without a shared tag. */
export async function findHelpArticle(
  db: Db,
  slug: string,
  locale: LocaleCode,
): Promise<Omit<HelpArticleResponse, 'locale'> | undefined> {
  const [row] = await selectWithText(db, locale).where(and(isPublished('help'), eq(contentItems.slug, slug)));
  if (!row) return undefined;
  const { bodyFallback, ...body } = bodyOf(row, locale);
  const summary = toSummary(row);
  const own = new Set(row.tags);
  const shared = (other: Row) => other.tags.filter((tag) => own.has(tag)).length;
  const related = (await publishedRows(db, locale))
    .filter((other) => other.id !== row.id && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, 3)
    .map(toSummary);
  return {
    article: {
      ...summary,
      ...body,
      publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
      fallback: summary.fallback || bodyFallback,
    },
    related,
  };
}
