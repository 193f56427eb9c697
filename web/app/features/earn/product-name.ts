import type { EarnProduct } from '@vela/contracts/earn';
import type { LocaleCode } from '@vela/contracts/locale-table';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The operator's name in the page's language, else in English, else one composed from the product's terms. */
export function productName(product: EarnProduct, locale: LocaleCode, t: Translate): string {
  const given = product.names[locale] || product.names.en_US;
  if (given) return given;
  const days = product.termDays ?? 0;
  if (product.type === 'flexible') return t('earn.names.flexible', { asset: product.asset });
  if (product.type === 'fixed') return t('earn.names.fixed', { asset: product.asset, days });
  return t('earn.names.sharkfin', { underlying: product.sharkfin?.underlying ?? product.asset, days });
}
