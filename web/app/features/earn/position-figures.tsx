import type { EarnPosition } from '@vela/contracts/earn';
import { useTranslation } from 'react-i18next';
import { useEarnFormat } from './use-locale-format.ts';

/** The figures of one position as a list of terms: amount, interest, maturity, state. */
export function PositionFigures({ position }: { position: EarnPosition }) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const asset = position.asset;
  const amount = (value: string) => `${format.amount(value)} ${asset}`;
  return (
    <dl className="earn-facts earn-facts--compact">
      <div>
        <dt>{t('earn.positions.amount')}</dt>
        <dd data-testid="position-amount" data-value={position.amount}>
          {amount(position.amount)}
        </dd>
      </div>
      <div>
        <dt>{t('earn.positions.accrued')}</dt>
        <dd>{amount(position.accrued)}</dd>
      </div>
      <div>
        <dt>{t('earn.positions.yesterday')}</dt>
        <dd>{amount(position.yesterdayEarnings)}</dd>
      </div>
      <div>
        <dt>{t('earn.positions.totalEarned')}</dt>
        <dd>{amount(position.totalEarned)}</dd>
      </div>
      <div>
        <dt>{t('earn.positions.maturity')}</dt>
        <dd>{position.maturesAt ? format.day(position.maturesAt) : t('earn.positions.noMaturity')}</dd>
      </div>
      <div>
        <dt>{t('earn.positions.status')}</dt>
        <dd>
          {position.status === 'pending'
            ? t('earn.positions.startsAt', { date: format.day(position.startsAt) })
            : t(`earn.positions.states.${position.status}`)}
          {position.autoRenew && ` · ${t('earn.positions.autoRenewOn')}`}
        </dd>
      </div>
    </dl>
  );
}
