import type { EarnProduct } from '@vela/contracts/earn';
import { useTranslation } from 'react-i18next';
import { compareDecimals } from '../../lib/format/exact-decimal.ts';
import { aprRange } from './model/apr-range.ts';
import { useEarnFormat } from './use-locale-format.ts';

/** A product's APR: one rate, or the range its tiers (or a sharkfin's base and high rates) span. */
export function AprText({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const low = product.sharkfin ? product.sharkfin.baseApr : aprRange(product.tiers, product.maxApr).low;
  const high = product.maxApr;
  return (
    <span className="earn-apr" data-testid="product-apr">
      {compareDecimals(low, high) === 0
        ? format.apr(high)
        : t('earn.apr.range', { low: format.apr(low), high: format.apr(high) })}
    </span>
  );
}
