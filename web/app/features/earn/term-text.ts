import type { EarnProduct } from '@vela/contracts/earn';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "Flexible" or "30 days". */
export function termText(product: Pick<EarnProduct, 'termDays'>, t: Translate): string {
  return product.termDays === null ? t('earn.list.flexibleTerm') : t('earn.list.days', { count: product.termDays });
}
