import { localeByCode } from '@vela/contracts/locale-table';
import { useMemo } from 'react';
import { useRootData } from '../../lib/routing/root-data.ts';
import { formatApr, formatDay, formatEarnAmount, formatPrice } from './model/format.ts';

/** The page locale's formats for earn figures: amounts, APRs, prices and days. */
export function useEarnFormat() {
  const { locale } = useRootData();
  const { tag, timeZone } = localeByCode[locale];
  return useMemo(
    () => ({
      locale,
      timeZone,
      amount: (value: string) => formatEarnAmount(value, tag),
      apr: (value: string) => formatApr(value, tag),
      price: (value: string) => formatPrice(value, tag),
      day: (value: string) => formatDay(value, tag, timeZone),
    }),
    [locale, tag, timeZone],
  );
}
