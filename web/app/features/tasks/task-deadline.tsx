import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../state/time-format.ts';
import { formatTimeLeft } from './model/format.ts';

/** When a task ends, in the viewer's time zone, and (once the page runs) how long is left. */
export function TaskDeadline({
  deadline,
  now,
  localeTag,
}: {
  deadline: string | null;
  now: number | null;
  localeTag: string;
}) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  if (!deadline) return <p className="task-card__deadline">{t('tasks.deadline.none')}</p>;
  const left = now === null ? null : formatTimeLeft(deadline, now, localeTag);
  return (
    <p className="task-card__deadline">
      <span className="task-card__label">{t('tasks.deadline.label')}</span>{' '}
      <time dateTime={new Date(deadline).toISOString()}>{zoned.stamp(deadline)}</time>
      {left && <span className="task-card__left"> · {t('tasks.deadline.left', { time: left })}</span>}
    </p>
  );
}
