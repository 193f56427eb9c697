import { type EventClass, eventClasses } from '@vela/contracts/content-paths';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../ui/locale-link.tsx';

/** "All" and one tab per event class; each a real link, the current one marked by NavLink. */
export function ClassTabs() {
  const { t } = useTranslation();
  const path = useLocalePath();
  const tabs: { key: EventClass | null; label: string; to: string }[] = [
    { key: null, label: t('announcements.all'), to: path('/events-announcements') },
    ...eventClasses.map((eventClass) => ({
      key: eventClass,
      label: t(`announcements.classes.${eventClass}`),
      to: path(`/events-announcements/${eventClass}`),
    })),
  ];
  return (
    <nav aria-label={t('announcements.classesLabel')} className="tabs">
      {tabs.map((tab) => (
        <NavLink key={tab.key ?? 'all'} to={tab.to} end className="tabs__tab" prefetch="intent">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
