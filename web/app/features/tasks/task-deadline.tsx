import type { LocaleCode } from '@vela/contracts/locale-table';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../lib/format/datetime.ts';
import { formatTimeLeft } from './model/format.ts';

/** When a task ends, in the viewer's time zone, and (once the page runs) how long is left. */
export function TaskDeadline({
  deadline,
  now,
  locale,
  localeTag,
}: {
  deadline: string | null;
  now: number | null;
  locale: LocaleCode;
  localeTag: string;
}) {
  const { t } = useTranslation();
  if (!deadline) return <p className="task-card__deadline">{t('tasks.deadline.none')}</p>;
  const left = now === null ? null : formatTimeLeft(deadline, now, localeTag);
  return (
    <p className="task-card__deadline">
      <span className="task-card__label">{t('tasks.deadline.label')}</span>{' '}
      <time dateTime={new Date(deadline).toISOString()}>{formatTimestamp(deadline, locale)}</time>
      {left && <span className="task-card__left"> · {t('tasks.deadline.left', { time: left })}</span>}
    </p>
  );
}
