import type { LocaleCode } from '@vela/contracts/locale-table';
import type { ReactNode } from 'react';
import { localePath } from '../../i18n/locale-paths.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { ContentDate } from '../../ui/content/content-date.tsx';
import { CoverImage } from '../../ui/content/cover-image.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { ContentBody, FallbackNotice } from './content-body.tsx';
import { ShareBar } from './share-bar.tsx';

/** What an announcement and a course page both show of their item. */
export interface DetailItem {
  id: number;
  title: string;
  summary: string;
  publishedAt: string;
  coverImageUrl: string | null;
  fallback: boolean;
  bodyHtml: string;
  bodyLocale: LocaleCode;
}

/**
 * The body of an announcement or course page: where it sits, its facts and date, title, summary,
 * cover, text and share links; what only one kind shows (neighbours) comes as `children`, then the
 * related items, when there are any, in a section of their own.
 */
export function DetailArticle({
  testId,
  item,
  pagePath,
  trail,
  facts,
  children,
  related,
}: {
  testId: string;
  item: DetailItem;
  /** The item's own address, without the locale: shared with its absolute URL. */
  pagePath: string;
  trail: readonly { to: string; label: string }[];
  /** In front of the date: the class badge, the course's level and length. */
  facts: ReactNode;
  children?: ReactNode;
  related?: { heading: string; cards: ReactNode[]; footer?: ReactNode };
}) {
  const { locale, publicConfig } = useRootData();
  return (
    <>
      <article className="content-article" data-testid={testId} data-id={item.id}>
        <Breadcrumb trail={trail} />
        <header className="content-article__header">
          <p className="content-meta">
            {facts}
            <ContentDate value={item.publishedAt} />
          </p>
          <h1>{item.title}</h1>
          <p className="lead">{item.summary}</p>
        </header>
        {item.coverImageUrl && <CoverImage src={item.coverImageUrl} eager className="content-article__cover" />}
        {item.fallback && <FallbackNotice />}
        <ContentBody html={item.bodyHtml} locale={item.bodyLocale} />
        <ShareBar url={`${publicConfig.publicUrl}${localePath(locale, pagePath)}`} title={item.title} />
        {children}
      </article>
      {related && related.cards.length > 0 && (
        <section className="content-related" aria-labelledby="related-heading">
          <h2 id="related-heading">{related.heading}</h2>
          <ul className="content-list">{related.cards}</ul>
          {related.footer}
        </section>
      )}
    </>
  );
}
