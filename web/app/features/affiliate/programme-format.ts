import { type LocaleCode, localeByCode } from '@vela/contracts/locale-table';

/** A whole per cent as the locale writes it: 40 %, %40, 40%. */
export function formatPercent(percent: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(localeByCode[locale].tag, { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}

/** A whole USDT amount grouped as the locale groups digits (the unit is in the message). */
export function formatWholeAmount(amount: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(localeByCode[locale].tag, { maximumFractionDigits: 0 }).format(amount);
}
