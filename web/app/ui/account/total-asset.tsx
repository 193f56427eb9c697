import { localeByCode } from '@vela/contracts/locale-table';
import { useTranslation } from 'react-i18next';
import { formatInPricingCurrency } from '../../lib/format/money.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';

/** The user's total asset (wallet account call, in USDT) in the pricing currency. */
export function TotalAsset() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const total = useAppStore((state) => state.totalAsset);
  const currency = useAppStore((state) => state.pricingCurrency);
  const rate = useAppStore((state) => state.fxRates[state.pricingCurrency]);
  const shown = total === null ? undefined : formatInPricingCurrency(total, rate, currency, localeByCode[locale].tag);
  return (
    <p className="total-asset">
      <span className="total-asset__label">{t('account.totalAsset')}</span>{' '}
      <strong data-testid="total-asset" data-currency={currency}>
        {shown ?? t('common.loading')}
      </strong>{' '}
      <span className="total-asset__demo">{t('account.demoFunds')}</span>
    </p>
  );
}
