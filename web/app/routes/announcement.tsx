import { announcementPagePath, contentIdSchema, eventClassSchema } from '@vela/contracts/content';
import { useTranslation } from 'react-i18next';
import { detailMeta } from '../features/content/content-meta.ts';
import { DetailArticle } from '../features/content/detail-article.tsx';
import { loadAnnouncement, loadDetailPage } from '../features/content/load.server.ts';
import { articleJsonLd } from '../features/content/structured-data.ts';
import { AnnouncementCard } from '../ui/content/announcement-card.tsx';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/announcement';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, args.loaderData?.announcement, (item, context, t) =>
    articleJsonLd(item, t(`announcements.classes.${item.eventClass}`), context),
  );

/** A known class and a numeric id pass validation; an item moved to another class is sent there. */
export function loader(args: Route.LoaderArgs) {
  const { params } = args;
  return loadDetailPage(args, {
    valid: eventClassSchema.safeParse(params.eventClass).success && contentIdSchema.safeParse(params.id).success,
    load: (locale) => loadAnnouncement(args, params.id, locale),
    filedUnder: (page) => page.announcement.eventClass,
    pagePath: ({ announcement }) => announcementPagePath(announcement.eventClass, announcement.id),
  });
}

type Neighbour = NonNullable<Route.ComponentProps['loaderData']['next']>;

/** The link to the announcement before or after this one. */
function NeighbourLink({ item, rel, label }: { item: Neighbour; rel: 'prev' | 'next'; label: string }) {
  return (
    <LocaleLink
      to={announcementPagePath(item.eventClass, item.id)}
      rel={rel}
      className={rel === 'prev' ? 'content-neighbours__previous' : 'content-neighbours__next'}
    >
      <span className="content-neighbours__label">{label}</span>
      <span>{item.title}</span>
    </LocaleLink>
  );
}

export default function Announcement({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { announcement: item, previous, next, related } = loaderData;
  const className = t(`announcements.classes.${item.eventClass}`);
  return (
    <DetailArticle
      testId="announcement"
      item={item}
      pagePath={announcementPagePath(item.eventClass, item.id)}
      trail={[
        { to: '/events-announcements', label: t('announcements.heading') },
        { to: `/events-announcements/${item.eventClass}`, label: className },
      ]}
      facts={<span className="content-badge">{className}</span>}
      related={{
        heading: t('announcements.related'),
        cards: related.map((relatedItem) => (
          <AnnouncementCard key={relatedItem.id} item={relatedItem} headingLevel={3} />
        )),
      }}
    >
      {(previous || next) && (
        <nav className="content-neighbours" aria-label={t('announcements.neighboursLabel')}>
          {previous && <NeighbourLink item={previous} rel="prev" label={t('announcements.previous')} />}
          {next && <NeighbourLink item={next} rel="next" label={t('announcements.next')} />}
        </nav>
      )}
    </DetailArticle>
  );
}
