import { announcementPagePath, contentIdSchema, eventClassSchema } from '@vela/contracts/content';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { Breadcrumb } from '../features/content/breadcrumb.tsx';
import { ContentBody, FallbackNotice } from '../features/content/content-body.tsx';
import { detailMeta } from '../features/content/content-meta.ts';
import { loadAnnouncement } from '../features/content/load.server.ts';
import { ShareBar } from '../features/content/share-bar.tsx';
import { articleJsonLd } from '../features/content/structured-data.ts';
import { localeFromPath, localePath } from '../i18n/locale-paths.ts';
import { useRootData } from '../lib/routing/root-data.ts';
import { validateRoute } from '../lib/routing/validate.ts';
import { AnnouncementCard } from '../ui/content/announcement-card.tsx';
import { ContentDate } from '../ui/content/content-date.tsx';
import { CoverImage } from '../ui/content/cover-image.tsx';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/announcement';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => {
  const item = args.loaderData?.announcement;
  return detailMeta(
    args,
    item && {
      title: item.title,
      description: item.summary,
      coverImageUrl: item.coverImageUrl,
      publishedAt: item.publishedAt,
      updatedAt: item.updatedAt,
      bodyLocale: item.bodyLocale,
      structuredData: (context, t) => articleJsonLd(item, t(`announcements.classes.${item.eventClass}`), context),
    },
  );
};

/**
 * A known class and a numeric id pass validation; an id the platform does not publish is a 404
 * too. An item reached under another class (it was moved) is sent to its own address.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  validateRoute(
    request,
    eventClassSchema.safeParse(params.eventClass).success && contentIdSchema.safeParse(params.id).success,
  );
  const locale = localeFromPath(new URL(request.url).pathname).locale;
  const page = await loadAnnouncement(args, params.id, locale);
  const { eventClass, id } = page.announcement;
  if (eventClass !== params.eventClass) throw redirect(localePath(locale, announcementPagePath(eventClass, id)), 301);
  return page;
}

export default function Announcement({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, publicConfig } = useRootData();
  const { announcement: item, previous, next, related } = loaderData;
  const classPath = `/events-announcements/${item.eventClass}`;
  const url = `${publicConfig.publicUrl}${localePath(locale, announcementPagePath(item.eventClass, item.id))}`;
  return (
    <>
      <article className="content-article" data-testid="announcement" data-id={item.id}>
        <Breadcrumb
          trail={[
            { to: '/events-announcements', label: t('announcements.heading') },
            { to: classPath, label: t(`announcements.classes.${item.eventClass}`) },
          ]}
        />
        <header className="content-article__header">
          <p className="content-meta">
            <span className="content-badge">{t(`announcements.classes.${item.eventClass}`)}</span>
            <ContentDate value={item.publishedAt} />
          </p>
          <h1>{item.title}</h1>
          <p className="lead">{item.summary}</p>
        </header>
        {item.coverImageUrl && <CoverImage src={item.coverImageUrl} eager className="content-article__cover" />}
        {item.fallback && <FallbackNotice />}
        <ContentBody html={item.bodyHtml} locale={item.bodyLocale} />
        <ShareBar url={url} title={item.title} />
        {(previous || next) && (
          <nav className="content-neighbours" aria-label={t('announcements.neighboursLabel')}>
            {previous && (
              <LocaleLink
                to={announcementPagePath(previous.eventClass, previous.id)}
                rel="prev"
                className="content-neighbours__previous"
              >
                <span className="content-neighbours__label">{t('announcements.previous')}</span>
                <span>{previous.title}</span>
              </LocaleLink>
            )}
            {next && (
              <LocaleLink
                to={announcementPagePath(next.eventClass, next.id)}
                rel="next"
                className="content-neighbours__next"
              >
                <span className="content-neighbours__label">{t('announcements.next')}</span>
                <span>{next.title}</span>
              </LocaleLink>
            )}
          </nav>
        )}
      </article>
      {related.length > 0 && (
        <section className="content-related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('announcements.related')}</h2>
          <ul className="content-list">
            {related.map((relatedItem) => (
              <AnnouncementCard key={relatedItem.id} item={relatedItem} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
