import { localeByCode } from '@vela/contracts/locale-table';
import { useMemo } from 'react';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useTimeFormat } from '../../state/time-format.ts';
import { formatApr, formatEarnAmount, formatPrice } from './model/format.ts';

/** The page locale's formats for earn figures: amounts, APRs, prices, and days in the chosen time zone. */
export function useEarnFormat() {
  const { locale } = useRootData();
  const { tag } = localeByCode[locale];
  const time = useTimeFormat();
  return useMemo(
    () => ({
      locale,
      time,
      amount: (value: string) => formatEarnAmount(value, tag),
      apr: (value: string) => formatApr(value, tag),
      price: (value: string) => formatPrice(value, tag),
      day: time.day,
    }),
    [locale, tag, time],
  );
}
