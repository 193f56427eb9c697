import type { CurrencyCode } from '@vela/contracts/currencies';
import { useTranslation } from 'react-i18next';
import { formatInPricingCurrency } from '../../lib/format/money.ts';
import { formatUsdtEstimate } from './model/format.ts';

export interface WalletOverviewProps {
  /** The total in the pricing currency, already rounded; null while the rate is unknown. */
  total: string | null;
  /** The same total in USDT, already at cents. */
  totalUsdt: string;
  /** The earn holdings inside the total (pricing currency, and USDT at cents); absent when unknown. */
  earn?: { value: string | null; usdt: string };
  currency: CurrencyCode;
  localeTag: string;
}

/** The estimated total of every balance and earn holding, in the pricing currency and in USDT. */
export function WalletOverview({ total, totalUsdt, earn, currency, localeTag }: WalletOverviewProps) {
  const { t } = useTranslation();
  // The total is rounded already: a rate of 1 only formats it, exactly as the account menu does.
  const shown = total === null ? undefined : formatInPricingCurrency(total, '1', currency, localeTag);
  return (
    <section className="wallet-overview" aria-labelledby="wallet-total-label">
      <p id="wallet-total-label" className="wallet-overview__label">
        {t('wallet.overview.total')} <span className="wallet-demo-badge">{t('wallet.demoBadge')}</span>
      </p>
      <p
        className="wallet-overview__total"
        data-testid="wallet-total"
        data-currency={currency}
        data-value={total ?? ''}
      >
        {shown ?? t('common.loading')}
      </p>
      <p className="wallet-overview__usdt" data-testid="wallet-total-usdt">
        {t('wallet.overview.inUsdt', { amount: formatUsdtEstimate(totalUsdt, localeTag) })}
      </p>
      {!earn && (
        <p className="wallet-overview__usdt wallet-overview__reserved" aria-hidden="true">
          {t('common.loading')}
        </p>
      )}
      {earn && (
        <p className="wallet-overview__usdt" data-testid="wallet-earn" data-value={earn.value ?? ''}>
          {t('wallet.overview.earn', {
            amount:
              earn.value === null
                ? formatUsdtEstimate(earn.usdt, localeTag)
                : formatInPricingCurrency(earn.value, '1', currency, localeTag),
          })}
        </p>
      )}
      <p className="wallet-overview__note">{t('wallet.demoNote')}</p>
    </section>
  );
}
