import type { AnnouncementSummary } from '@vela/contracts/content';
import { announcementPagePath } from '@vela/contracts/content-paths';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../locale-link.tsx';
import { ContentDate } from './content-date.tsx';
import { CoverImage } from './cover-image.tsx';

/** One announcement in a list: class, date, title (the link), summary and a small cover. */
export function AnnouncementCard({ item, headingLevel = 2 }: { item: AnnouncementSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="content-card" data-testid="announcement-card" data-id={item.id}>
      <div className="content-card__text">
        <p className="content-meta">
          <span className="content-badge">{t(`announcements.classes.${item.eventClass}`)}</span>
          <ContentDate value={item.publishedAt} />
        </p>
        <Heading className="content-card__title">
          <LocaleLink to={announcementPagePath(item.eventClass, item.id)}>{item.title}</LocaleLink>
        </Heading>
        <p className="content-card__summary">{item.summary}</p>
      </div>
      {item.coverImageUrl && <CoverImage src={item.coverImageUrl} className="content-card__cover" />}
    </li>
  );
}
