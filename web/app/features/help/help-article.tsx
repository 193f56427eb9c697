import type { HelpArticleResponse } from '@vela/contracts/help';
import { helpArticlePath } from '@vela/contracts/help-paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentDate } from '../../ui/content/content-date.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { ContactPrompt } from './help-index.tsx';
import './help.css';

/**
 * One help article: where it sits, its title, summary and last update, its body, then related
 * topics and the way to ask. The route hands in the breadcrumb and the rendered body, which are
 * the content screens' own parts.
 */
export function HelpArticle({
  page,
  breadcrumb,
  body,
}: {
  page: HelpArticleResponse;
  breadcrumb: ReactNode;
  body: ReactNode;
}) {
  const { t } = useTranslation();
  const { article, related } = page;
  return (
    <div className="help-centre">
      <article className="content-article" data-testid="help-article" data-slug={article.slug}>
        {breadcrumb}
        <header className="content-article__header">
          <h1>{article.title}</h1>
          <p className="lead">{article.summary}</p>
          <p className="content-meta">
            <span>{t('help.article.updated')}</span>
            <ContentDate value={article.updatedAt} />
          </p>
        </header>
        {body}
      </article>
      {related.length > 0 && (
        <section className="help-related" aria-labelledby="help-related">
          <h2 id="help-related">{t('help.article.related')}</h2>
          <ul className="help-related__list">
            {related.map((topic) => (
              <li key={topic.id}>
                <LocaleLink to={helpArticlePath(topic.slug)}>{topic.title}</LocaleLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ContactPrompt />
    </div>
  );
}
