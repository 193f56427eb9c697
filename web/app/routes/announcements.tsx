import { type EventClass, eventClasses, eventClassSchema } from '@vela/contracts/content';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { validateRoute } from '../lib/routing/validate.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { useLocalePath } from '../ui/locale-link.tsx';
import type { Route } from './+types/announcements';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader({ request, params }: Route.LoaderArgs) {
  const eventClass = 'eventClass' in params ? params.eventClass : undefined;
  validateRoute(request, eventClass === undefined || eventClassSchema.safeParse(eventClass).success);
  return { eventClass: (eventClass as EventClass | undefined) ?? null };
}

export default function Announcements({ loaderData }: Route.ComponentProps) {
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
    <>
      <h1>
        {loaderData.eventClass ? t(`announcements.classes.${loaderData.eventClass}`) : t('announcements.heading')}
      </h1>
      <nav aria-label={t('announcements.classesLabel')} className="tabs">
        {tabs.map((tab) => (
          <NavLink key={tab.key ?? 'all'} to={tab.to} end className="tabs__tab" prefetch="intent">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <EmptyState title={t('announcements.empty')} hint={t('announcements.emptyHint')} />
    </>
  );
}
