import { localeByCode } from '@vela/contracts/locale-table';
import { useMemo } from 'react';
import { movePoint } from '../../lib/format/exact-decimal.ts';
import { formatAssetAmount, formatPercent, formatSignedAssetAmount } from '../../lib/format/number.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useTimeFormat } from '../../state/time-format.ts';

/** The page locale's formats for grid figures: amounts, signed PnL, fractions as per cent, instants. */
export function useGridFormat() {
  const { locale } = useRootData();
  const { tag } = localeByCode[locale];
  const time = useTimeFormat();
  return useMemo(
    () => ({
      amount: (value: string) => formatAssetAmount(value, tag),
      signed: (value: string) => formatSignedAssetAmount(value, tag),
      /** A fraction ("0.0123") as a percentage ("1.23%"). */
      rate: (fraction: string) => formatPercent(movePoint(fraction, 2), tag),
      stamp: time.stamp,
      tag,
    }),
    [tag, time],
  );
}
