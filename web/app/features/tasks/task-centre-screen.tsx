import { localeByCode } from '@vela/contracts/locale-table';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CouponList } from './coupon-list.tsx';
import { RewardHistory } from './reward-history.tsx';
import { SectionFailure } from './section-failure.tsx';
import { TaskCard } from './task-card.tsx';
import type { TaskCentreData } from './task-centre-data.ts';
import { useNow } from './use-now.ts';
import { useRewards } from './use-rewards.ts';
import { useTasks } from './use-tasks.ts';
import { VisitorPrompt } from './visitor-prompt.tsx';
import './task-centre.css';

/**
 * The task centre: the tasks with the user's progress, deadlines and claims, then the fee coupons
 * and the rewards claimed. A visitor sees the tasks and is asked to log in.
 */
export function TaskCentreScreen({ data }: { data: TaskCentreData }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const { tag } = localeByCode[locale];
  const signedIn = useAppStore((state) => state.user !== null);
  const tasks = useTasks(data.tasks, locale, signedIn);
  const rewards = useRewards(data, locale);
  const now = useNow();
  const { addEntry, reloadCoupons } = rewards;

  const claim = (taskId: string) => {
    void tasks.claim(taskId).then((outcome) => {
      if (!outcome?.ok) return;
      addEntry(outcome.claim.entry);
      if (outcome.claim.coupon) reloadCoupons();
    });
  };

  return (
    <div className="task-centre">
      <div className="task-centre__intro">
        <h1>{t('tasks.heading')}</h1>
        <p>{t('tasks.intro')}</p>
      </div>
      {!signedIn && <VisitorPrompt />}
      <div className="task-centre__layout">
        <section className="task-centre__tasks" aria-labelledby="tasks-heading" data-testid="tasks">
          <h2 id="tasks-heading">{t('tasks.list.heading')}</h2>
          {!tasks.list ? (
            <SectionFailure message={t('tasks.list.error')} busy={tasks.status === 'loading'} onRetry={tasks.reload} />
          ) : tasks.list.tasks.length === 0 ? (
            <EmptyState title={t('tasks.list.empty')} hint={t('tasks.list.emptyHint')} />
          ) : (
            <ul className="task-list">
              {tasks.list.tasks.map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  signedIn={signedIn}
                  claiming={tasks.claiming === task.id}
                  claimBusy={tasks.claiming !== null}
                  outcome={tasks.outcome?.taskId === task.id ? tasks.outcome : null}
                  onClaim={claim}
                  now={now}
                  localeTag={tag}
                />
              ))}
            </ul>
          )}
        </section>
        {signedIn && (
          <div className="task-centre__rewards">
            <CouponList
              coupons={rewards.coupons}
              status={rewards.couponsStatus}
              onRetry={rewards.reloadCoupons}
              localeTag={tag}
            />
            <RewardHistory rewards={rewards} localeTag={tag} />
          </div>
        )}
      </div>
    </div>
  );
}
