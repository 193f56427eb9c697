import type { HelpArticleSummary } from '@vela/contracts/help';
import { HELP_CONTACT_PATH, helpArticlePath } from '@vela/contracts/help-paths';
import { localeByCode } from '@vela/contracts/locale-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { filterTopics } from './topic-filter.ts';
import './help.css';

/** The help centre's front page: a search box over the topics, the topics, and the way to ask. */
export function HelpIndex({ articles }: { articles: readonly HelpArticleSummary[] }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterTopics(articles, query, localeByCode[locale].tag);
  return (
    <div className="help-centre" data-testid="help-index">
      <h1>{t('help.heading')}</h1>
      <p className="lead">{t('help.intro')}</p>
      <search className="field help-search">
        <label htmlFor={searchId}>{t('help.search.label')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('help.search.placeholder')}
          autoComplete="off"
          aria-describedby={`${searchId}-count`}
        />
        <p id={`${searchId}-count`} className="help-search__count" aria-live="polite">
          {query.trim() ? t('help.search.count', { count: shown.length }) : ''}
        </p>
      </search>
      {articles.length === 0 ? (
        <EmptyState title={t('help.empty.title')} hint={t('help.empty.hint')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('help.search.noMatch', { query: query.trim() })} hint={t('help.search.noMatchHint')}>
          <button type="button" className="button" onClick={() => setQuery('')}>
            {t('help.search.clear')}
          </button>
        </EmptyState>
      ) : (
        <ul className="help-topics">
          {shown.map((article) => (
            <li key={article.id} className="card help-topic" data-slug={article.slug}>
              <h2 className="help-topic__title">
                <LocaleLink to={helpArticlePath(article.slug)}>{article.title}</LocaleLink>
              </h2>
              <p className="help-topic__summary">{article.summary}</p>
            </li>
          ))}
        </ul>
      )}
      <ContactPrompt />
    </div>
  );
}

/** Under the index and every article: where to go when no article answers the question. */
export function ContactPrompt() {
  const { t } = useTranslation();
  return (
    <aside className="help-contact-prompt" aria-labelledby="help-contact-prompt">
      <h2 id="help-contact-prompt">{t('help.contactPrompt.heading')}</h2>
      <p>{t('help.contactPrompt.text')}</p>
      <LocaleLink to={HELP_CONTACT_PATH} className="button">
        {t('help.contactPrompt.action')}
      </LocaleLink>
    </aside>
  );
}
