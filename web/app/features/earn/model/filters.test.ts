import type { EarnProduct } from '@vela/contracts/earn';
import { describe, expect, it } from 'vitest';
import { filterFromQuery, filterProducts, productAssets, queryWithFilter } from './filters.ts';

const product = (id: string, asset: string, type: EarnProduct['type']) => ({ id, asset, type }) as EarnProduct;
const products = [
  product('usdt-flexible', 'USDT', 'flexible'),
  product('usdt-30d', 'USDT', 'fixed'),
  product('btc-flexible', 'BTC', 'flexible'),
  product('btc-sharkfin', 'USDT', 'sharkfin'),
];

describe('product filters', () => {
  it('reads the query, ignoring what it does not know', () => {
    expect(filterFromQuery(new URLSearchParams('asset=BTC&type=fixed'))).toEqual({ asset: 'BTC', type: 'fixed' });
    expect(filterFromQuery(new URLSearchParams('asset=<x>&type=loan'))).toEqual({ asset: '', type: '' });
  });

  it('writes the filter back, keeping other parameters', () => {
    const next = queryWithFilter(new URLSearchParams('asset=BTC&ref=home'), { asset: '', type: 'flexible' });
    expect(next.toString()).toBe('ref=home&type=flexible');
  });

  it('filters by asset and type', () => {
    expect(filterProducts(products, { asset: 'USDT', type: '' }).map((p) => p.id)).toEqual([
      'usdt-flexible',
      'usdt-30d',
      'btc-sharkfin',
    ]);
    expect(filterProducts(products, { asset: '', type: 'flexible' }).map((p) => p.id)).toEqual([
      'usdt-flexible',
      'btc-flexible',
    ]);
    expect(filterProducts(products, { asset: 'BTC', type: 'fixed' })).toEqual([]);
    expect(productAssets(products)).toEqual(['BTC', 'USDT']);
  });
});
