import { useTranslation } from 'react-i18next';
import type { PagedList } from '../../../../state/paged-list.ts';
import { LoadFailed } from '../panel-states.tsx';

/** Under a paged list: more to load, loading, or a failed page to try again. */
export function PagedFooter({ list, onMore }: { list: PagedList<unknown>; onMore: () => void }) {
  const { t } = useTranslation();
  if (list.status === 'loading') {
    return (
      <p className="account-panel__more" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (list.status === 'error') {
    return <LoadFailed className="account-panel__more" onRetry={onMore} />;
  }
  if (list.nextBefore === null) return null;
  return (
    <p className="account-panel__more">
      <button type="button" className="button button--ghost" onClick={onMore}>
        {t('trade.account.more')}
      </button>
    </p>
  );
}
