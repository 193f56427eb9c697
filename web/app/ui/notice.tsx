import { lazy, Suspense } from 'react';
import { useAppStore } from '../state/app-store.tsx';

const NoticeCard = lazy(() => import('./notice-card.tsx').then((module) => ({ default: module.NoticeCard })));

/**
 * The one visitor-facing message slot (notice-card.tsx). Its code loads with the first notice, so a
 * page that shows none (most of them) does not carry it in its start-up budget.
 */
export function Notice() {
  const shown = useAppStore((state) => state.notice !== null);
  return shown ? (
    <Suspense fallback={null}>
      <NoticeCard />
    </Suspense>
  ) : null;
}
