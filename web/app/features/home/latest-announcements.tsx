import type { AnnouncementSummary } from '@vela/contracts/content';
import { useTranslation } from 'react-i18next';
import { AnnouncementCard } from '../../ui/content/announcement-card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { HomeSection, SectionUnavailable } from './home-section.tsx';

/** The newest announcements of every class; null when they could not be loaded. */
export function LatestAnnouncements({ items }: { items: AnnouncementSummary[] | null }) {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="home-announcements"
      belowTheFold
      title={t('home.announcements.heading')}
      more={{ to: '/events-announcements', label: t('home.announcements.viewAll') }}
    >
      {items === null ? (
        <SectionUnavailable text={t('home.announcements.unavailable')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('home.announcements.empty')} />
      ) : (
        <ul className="content-list home-announcements">
          {items.map((item) => (
            <AnnouncementCard key={item.id} item={item} headingLevel={3} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
