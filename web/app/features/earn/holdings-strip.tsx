import type { EarnSummary } from '@vela/contracts/earn';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { useEarnFormat } from './use-locale-format.ts';

/** A signed-in user's earn totals in USDT: holdings, yesterday's earnings, total earned. */
export function HoldingsStrip({ summary, linkToPositions }: { summary: EarnSummary; linkToPositions: boolean }) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const usdt = (value: string) => t('earn.holdings.inUsdt', { amount: format.amount(value) });
  return (
    <section className="earn-holdings" aria-labelledby="earn-holdings-heading" data-testid="earn-holdings">
      <h2 id="earn-holdings-heading" className="visually-hidden">
        {t('earn.holdings.heading')}
      </h2>
      <dl className="earn-holdings__figures">
        <div>
          <dt>{t('earn.holdings.total')}</dt>
          <dd data-testid="earn-holdings-total" data-value={summary.totalUsdt}>
            {usdt(summary.totalUsdt)}
          </dd>
        </div>
        <div>
          <dt>{t('earn.holdings.yesterday')}</dt>
          <dd>{usdt(summary.yesterdayEarningsUsdt)}</dd>
        </div>
        <div>
          <dt>{t('earn.holdings.totalEarned')}</dt>
          <dd>{usdt(summary.totalEarnedUsdt)}</dd>
        </div>
      </dl>
      {linkToPositions && (
        <LocaleLink to="/earn/positions" className="button">
          {t('earn.holdings.open')}
        </LocaleLink>
      )}
    </section>
  );
}
