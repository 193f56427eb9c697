import type { RewardHistory as History } from '@vela/contracts/tasks';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../state/time-format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { rewardName } from './model/task-text.ts';
import { SectionFailure } from './section-failure.tsx';
import type { Rewards } from './use-rewards.ts';

/** Every reward the user claimed, newest first, a page at a time. */
export function RewardHistory({
  rewards,
  localeTag,
}: {
  rewards: Pick<
    Rewards,
    'history' | 'historyStatus' | 'loadingMore' | 'moreFailed' | 'reloadHistory' | 'loadMoreHistory'
  >;
  localeTag: string;
}) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  const history: History | null = rewards.history;
  return (
    <section className="card task-centre__panel" aria-labelledby="reward-history-heading" data-testid="reward-history">
      <h2 id="reward-history-heading">{t('tasks.history.heading')}</h2>
      {!history ? (
        <SectionFailure
          message={t('tasks.history.error')}
          busy={rewards.historyStatus === 'loading'}
          onRetry={rewards.reloadHistory}
        />
      ) : history.entries.length === 0 ? (
        <EmptyState title={t('tasks.history.empty')} hint={t('tasks.history.emptyHint')} />
      ) : (
        <>
          <ul className="reward-list">
            {history.entries.map((entry) => (
              <li key={entry.id} className="reward-item" data-entry-id={entry.id}>
                <span className="reward-item__name">{rewardName(entry.reward, t, localeTag)}</span>
                <span className="reward-item__figure">{entry.title ?? t(`tasks.kindNames.${entry.taskKind}`)}</span>
                <time className="reward-item__meta" dateTime={new Date(entry.claimedAt).toISOString()}>
                  {zoned.stamp(entry.claimedAt)}
                </time>
              </li>
            ))}
          </ul>
          {rewards.moreFailed && (
            <p className="task-centre__note" role="alert">
              {t('tasks.history.moreFailed')}
            </p>
          )}
          {history.nextBefore && (
            <button
              type="button"
              className="button task-centre__more"
              onClick={rewards.loadMoreHistory}
              disabled={rewards.loadingMore}
            >
              {rewards.loadingMore ? t('common.loading') : t('tasks.history.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
