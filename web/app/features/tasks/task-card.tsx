import type { TaskView } from '@vela/contracts/tasks';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../state/time-format.ts';
import { LocaleLink } from '../../ui/locale-link.tsx';
import type { ClaimOutcome } from './model/claim-outcome.ts';
import { formatUsdt } from './model/format.ts';
import { progressPercent } from './model/progress.ts';
import { taskPlaces } from './model/task-action.ts';
import { progressText, rewardName, rewardTerms, taskDescription, taskTitle } from './model/task-text.ts';
import { TaskDeadline } from './task-deadline.tsx';

export interface TaskCardProps {
  task: TaskView;
  signedIn: boolean;
  claiming: boolean;
  /** A claim (this task's or another's) is on its way: one at a time. */
  claimBusy: boolean;
  /** This task's last claim result, when the last claim was this task's. */
  outcome: ClaimOutcome | null;
  onClaim(taskId: string): void;
  now: number | null;
  localeTag: string;
}

/** A claim's result; it takes the focus, the button it answers being gone or disabled. */
function ClaimFeedback({ outcome, localeTag }: { outcome: ClaimOutcome; localeTag: string }) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome.ok) {
    return (
      <p ref={ref} tabIndex={-1} className="task-card__feedback task-card__feedback--error" role="alert">
        {t(outcome.key)}
      </p>
    );
  }
  const { coupon, entry } = outcome.claim;
  const text = coupon
    ? t('tasks.claimed.coupon', {
        amount: formatUsdt(coupon.amount, localeTag),
        asset: coupon.asset,
        date: zoned.stamp(coupon.expiresAt),
      })
    : t('tasks.claimed.bonus', { amount: formatUsdt(entry.reward.amount, localeTag), asset: entry.reward.asset });
  return (
    <p ref={ref} tabIndex={-1} className="task-card__feedback task-card__feedback--success" role="status">
      {text}
    </p>
  );
}

function TaskAction({
  task,
  signedIn,
  claiming,
  claimBusy,
  onClaim,
  titleId,
}: Omit<TaskCardProps, 'outcome' | 'now' | 'localeTag'> & { titleId: string }) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  switch (task.status) {
    case 'claimable':
      return (
        <button
          type="button"
          className="button button--primary"
          aria-describedby={titleId}
          disabled={claimBusy || !signedIn}
          onClick={() => onClaim(task.id)}
        >
          {claiming ? t('tasks.claiming') : t('tasks.claim')}
        </button>
      );
    case 'claimed':
      return (
        <p className="task-card__done">
          <span aria-hidden="true">✓ </span>
          {task.claimedAt ? t('tasks.claimedOn', { date: zoned.stamp(task.claimedAt) }) : t('tasks.status.claimed')}
        </p>
      );
    case 'expired':
      return <p className="task-card__done">{t('tasks.ended')}</p>;
    default:
      return (
        <LocaleLink to={taskPlaces[task.kind]} className="button" aria-describedby={titleId}>
          {t(`tasks.go.${task.kind}`)}
        </LocaleLink>
      );
  }
}

/** One task: what to do, the reward, how far along the user is, until when, and its claim. */
export function TaskCard(props: TaskCardProps) {
  const { task, outcome, now, localeTag } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const percent = progressPercent(task);
  const figures = progressText(task, t, localeTag);
  return (
    <li className="card task-card" data-task-id={task.id} data-status={task.status}>
      <div className="task-card__head">
        <h3 id={titleId}>{taskTitle(task, t, localeTag)}</h3>
        <span className={`task-card__status task-card__status--${task.status}`}>
          {t(`tasks.status.${task.status}`)}
        </span>
      </div>
      <p className="task-card__description">{taskDescription(task, t, localeTag)}</p>
      <p className="task-card__reward">
        <strong>{rewardName(task.reward, t, localeTag)}</strong>
        <span>{rewardTerms(task.reward, t, localeTag)}</span>
      </p>
      <div className="task-card__progress">
        <div
          className="task-card__bar"
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={figures}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <span className="task-card__figures">{figures}</span>
      </div>
      <div className="task-card__foot">
        <TaskDeadline deadline={task.deadline} now={now} localeTag={localeTag} />
        <TaskAction {...props} titleId={titleId} />
      </div>
      {outcome && <ClaimFeedback outcome={outcome} localeTag={localeTag} />}
    </li>
  );
}
