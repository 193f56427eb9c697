import { type EventClass, eventClassSchema, pageParamSchema } from '@vela/contracts/content';
import { useTranslation } from 'react-i18next';
import { ClassTabs } from '../features/content/class-tabs.tsx';
import { classListMeta } from '../features/content/content-meta.ts';
import { loadAnnouncementList } from '../features/content/load.server.ts';
import { Pager } from '../features/content/pager.tsx';
import { localeFromPath } from '../i18n/locale-paths.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { validateRoute } from '../lib/routing/validate.ts';
import { AnnouncementCard } from '../ui/content/announcement-card.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/announcements';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => {
  const eventClass = args.loaderData?.eventClass;
  return eventClass ? classListMeta(args, eventClass) : pageMeta(args);
};

/** All announcements or one class, newest first, a page (`?page=`) at a time. */
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  const eventClass = 'eventClass' in params ? params.eventClass : undefined;
  validateRoute(request, eventClass === undefined || eventClassSchema.safeParse(eventClass).success);
  const url = new URL(request.url);
  const page = url.searchParams.get('page');
  validateRoute(request, page === null || pageParamSchema.safeParse(page).success);
  const known = (eventClass as EventClass | undefined) ?? null;
  const list = await loadAnnouncementList(args, {
    locale: localeFromPath(url.pathname).locale,
    eventClass: known,
    page: page === null ? 1 : Number(page),
  });
  return { eventClass: known, list };
}

export default function Announcements({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { eventClass, list } = loaderData;
  const path = eventClass ? `/events-announcements/${eventClass}` : '/events-announcements';
  return (
    <>
      <h1>{eventClass ? t(`announcements.classes.${eventClass}`) : t('announcements.heading')}</h1>
      <ClassTabs />
      {list.total === 0 ? (
        <EmptyState title={t('announcements.empty')} hint={t('announcements.emptyHint')} />
      ) : list.items.length === 0 ? (
        <EmptyState title={t('announcements.pageEmpty')}>
          <LocaleLink to={path}>{t('announcements.firstPage')}</LocaleLink>
        </EmptyState>
      ) : (
        <ul className="content-list" data-testid="announcement-list">
          {list.items.map((item) => (
            <AnnouncementCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pager path={path} page={list.page} total={list.total} pageSize={list.pageSize} />
    </>
  );
}
