import type { EarnProduct } from '@vela/contracts/earn';
import { useTranslation } from 'react-i18next';
import { compareDecimals, movePoint } from '../../lib/format/exact-decimal.ts';
import { useEarnFormat } from './use-locale-format.ts';

/** The share of the quota left, in whole per cent, for the bar's width only. */
function leftShare(left: string, total: string): number {
  if (compareDecimals(total, '0') <= 0) return 0;
  const percent = Number(movePoint(left, 2)) / Number(total);
  return Math.max(0, Math.min(100, Math.round(percent)));
}

/** What all users may still put in: the amount, and a bar of what is left. */
export function QuotaText({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const { quotaLeft, quotaTotal, asset } = product;
  if (quotaLeft === null || quotaTotal === null) return <span data-testid="quota-left">{t('earn.list.noQuota')}</span>;
  if (compareDecimals(quotaLeft, '0') <= 0) return <span data-testid="quota-left">{t('earn.list.soldOut')}</span>;
  return (
    <span className="earn-quota" data-testid="quota-left">
      <span>{t('earn.list.quotaOf', { left: format.amount(quotaLeft), total: format.amount(quotaTotal), asset })}</span>
      <span className="earn-quota__bar" aria-hidden="true">
        <span style={{ width: `${leftShare(quotaLeft, quotaTotal)}%` }} />
      </span>
    </span>
  );
}
