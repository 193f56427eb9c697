import { type LocaleCode, localeByCode } from '@vela/contracts/locale-table';
import { formatCount, formatPercent as formatPerCent } from '../../lib/format/number.ts';

/** A whole per cent as the locale writes it: 40 %, %40, 40%. */
export function formatPercent(percent: number, locale: LocaleCode): string {
  return formatPerCent(String(percent), localeByCode[locale].tag, 0);
}

/** A whole USDT amount grouped as the locale groups digits (the unit is in the message). */
export function formatWholeAmount(amount: number, locale: LocaleCode): string {
  return formatCount(amount, localeByCode[locale].tag);
}
