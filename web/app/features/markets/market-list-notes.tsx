import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { FavouritesStatus } from '../../state/favourites.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { isRankingTab } from './market-rankings.ts';
import type { MarketTab } from './market-selection.ts';

/** Why the table is empty, and the way on: clear the search, see every pair, or try loading again. */
export function NothingShown({
  tab,
  query,
  status,
  onClearSearch,
  onShowAll,
  onRetry,
}: {
  tab: MarketTab;
  query: string;
  status: FavouritesStatus;
  onClearSearch(): void;
  onShowAll(): void;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  if (tab === 'favourites' && status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (tab === 'favourites' && status === 'failed')
    return (
      <EmptyState title={t('marketList.favourites.loadFailed')}>
        <button type="button" className="button" onClick={onRetry}>
          {t('marketList.favourites.retry')}
        </button>
      </EmptyState>
    );
  if (query.trim() !== '')
    return (
      <EmptyState title={t('marketList.empty.searchTitle', { query })} hint={t('marketList.empty.searchHint')}>
        <button type="button" className="button" onClick={onClearSearch}>
          {t('marketList.empty.clearSearch')}
        </button>
      </EmptyState>
    );
  if (isRankingTab(tab))
    return (
      <EmptyState title={t('marketList.empty.noRankedTitle')} hint={t('marketList.empty.noRankedHint')}>
        <button type="button" className="button" onClick={onShowAll}>
          {t('marketList.empty.showAll')}
        </button>
      </EmptyState>
    );
  return (
    <EmptyState title={t('marketList.empty.noFavouritesTitle')} hint={t('marketList.empty.noFavouritesHint')}>
      <button type="button" className="button" onClick={onShowAll}>
        {t('marketList.empty.showAll')}
      </button>
    </EmptyState>
  );
}

/** A visitor's stars live in this browser only: say so, and offer the login that keeps them. */
export function VisitorFavouritesNote() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <p className="market-list__note">
      {t('marketList.favourites.visitorNote')}{' '}
      <LocaleLink to="/login" query={{ forwardUrl: location.pathname + location.search }}>
        {t('marketList.favourites.logInToKeep')}
      </LocaleLink>
    </p>
  );
}
