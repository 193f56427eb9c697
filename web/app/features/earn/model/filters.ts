import type { EarnProduct, EarnProductType } from '@vela/contracts/earn';
import { productTypes } from './earn-terms.ts';

export interface ProductFilter {
  /** An asset code, or '' for every asset. */
  asset: string;
  /** A product type, or '' for every type. */
  type: EarnProductType | '';
}

/** The filter a page's query asks for (`?asset=USDT&type=fixed`); anything unknown means "all". */
export function filterFromQuery(search: URLSearchParams): ProductFilter {
  const asset = search.get('asset') ?? '';
  const type = search.get('type') ?? '';
  return {
    asset: /^[A-Z0-9]{1,16}$/.test(asset) ? asset : '',
    type: (productTypes as readonly string[]).includes(type) ? (type as EarnProductType) : '',
  };
}

/** The query that keeps a filter in the address, other parameters untouched. */
export function queryWithFilter(search: URLSearchParams, filter: ProductFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['asset', 'type'] as const) {
    if (filter[key]) next.set(key, filter[key]);
    else next.delete(key);
  }
  return next;
}

export function filterProducts(products: readonly EarnProduct[], filter: ProductFilter): EarnProduct[] {
  return products.filter(
    (product) => (!filter.asset || product.asset === filter.asset) && (!filter.type || product.type === filter.type),
  );
}

/** The assets the products are in, each once, sorted. */
export function productAssets(products: readonly EarnProduct[]): string[] {
  return [...new Set(products.map((product) => product.asset))].sort();
}
