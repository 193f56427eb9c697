import type { Coupon, CouponList as Coupons } from '@vela/contracts/tasks';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../state/time-format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { formatUsdt } from './model/format.ts';
import { SectionFailure } from './section-failure.tsx';
import type { LoadStatus } from './task-centre-data.ts';

function CouponItem({ coupon, localeTag }: { coupon: Coupon; localeTag: string }) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  return (
    <li className="reward-item" data-coupon-id={coupon.id} data-status={coupon.status}>
      <span className="reward-item__name">
        {t('tasks.reward.coupon', { amount: formatUsdt(coupon.amount, localeTag), asset: coupon.asset })}
      </span>
      <span className="reward-item__figure" data-testid="coupon-left">
        {t('tasks.coupons.left', { amount: formatUsdt(coupon.left, localeTag), asset: coupon.asset })}
      </span>
      <span className="reward-item__meta">
        {coupon.status === 'active' ? (
          <>
            {t('tasks.coupons.expires')}{' '}
            <time dateTime={new Date(coupon.expiresAt).toISOString()}>{zoned.stamp(coupon.expiresAt)}</time>
          </>
        ) : (
          t(`tasks.coupons.status.${coupon.status}`)
        )}
      </span>
    </li>
  );
}

/** The user's fee coupons: what is left of each and until when; usable ones first. */
export function CouponList({
  coupons,
  status,
  onRetry,
  localeTag,
}: {
  coupons: Coupons | null;
  status: LoadStatus;
  onRetry(): void;
  localeTag: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="card task-centre__panel" aria-labelledby="coupons-heading" data-testid="coupons">
      <h2 id="coupons-heading">{t('tasks.coupons.heading')}</h2>
      <p className="task-centre__note">{t('tasks.coupons.how')}</p>
      {!coupons ? (
        <SectionFailure message={t('tasks.coupons.error')} busy={status === 'loading'} onRetry={onRetry} />
      ) : coupons.coupons.length === 0 ? (
        <EmptyState title={t('tasks.coupons.empty')} hint={t('tasks.coupons.emptyHint')} />
      ) : (
        <>
          <p className="task-centre__total">
            {t('tasks.coupons.total', { amount: formatUsdt(coupons.activeLeft, localeTag), asset: 'USDT' })}
          </p>
          <ul className="reward-list">
            {coupons.coupons.map((coupon) => (
              <CouponItem key={coupon.id} coupon={coupon} localeTag={localeTag} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
