import type { WalletAsset } from '@vela/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { isSmallBalance, isZeroBalance, visibleAssets } from './filters.ts';

const row = (asset: string, total: string, valueUsdt: string | null): WalletAsset => ({
  asset,
  available: total,
  frozen: '0',
  total,
  priceUsdt: valueUsdt === null ? null : '1',
  valueUsdt,
  tradeSymbol: null,
});

const rows = [
  row('USDT', '10000', '10000'),
  row('BTC', '0.1', '9500'),
  row('SOL', '0', '0'),
  row('DOGE', '2', '0.99999999'),
  row('ETH', '1', '3300'),
  row('LINK', '0.05', '1'),
  row('NEW', '3', null),
  row('OLD', '0', null),
];

describe('isSmallBalance', () => {
  it('is worth less than 1 USDT, or empty when there is no price', () => {
    expect(rows.filter(isSmallBalance).map((r) => r.asset)).toEqual(['SOL', 'DOGE', 'OLD']);
  });
});

describe('visibleAssets', () => {
  it('lists the most valuable first and keeps the given order among equals', () => {
    expect(visibleAssets(rows, { search: '', hideSmall: false, showZero: true }).map((r) => r.asset)).toEqual([
      'USDT',
      'BTC',
      'ETH',
      'LINK',
      'DOGE',
      'SOL',
      'NEW',
      'OLD',
    ]);
  });

  it('hides small balances', () => {
    expect(visibleAssets(rows, { search: '', hideSmall: true, showZero: true }).map((r) => r.asset)).toEqual([
      'USDT',
      'BTC',
      'ETH',
      'LINK',
      'NEW',
    ]);
  });

  it('searches the asset code in any case, ignoring blanks around it', () => {
    expect(visibleAssets(rows, { search: ' t ', hideSmall: false, showZero: true }).map((r) => r.asset)).toEqual([
      'USDT',
      'BTC',
      'ETH',
    ]);
    expect(visibleAssets(rows, { search: 'ol', hideSmall: true, showZero: true }).map((r) => r.asset)).toEqual([]);
    expect(visibleAssets(rows, { search: 'zzz', hideSmall: false, showZero: true })).toEqual([]);
  });

  it('leaves out zero balances unless they are asked for', () => {
    expect(rows.filter(isZeroBalance).map((r) => r.asset)).toEqual(['SOL', 'OLD']);
    expect(visibleAssets(rows, { search: '', hideSmall: false, showZero: false }).map((r) => r.asset)).toEqual([
      'USDT',
      'BTC',
      'ETH',
      'LINK',
      'DOGE',
      'NEW',
    ]);
  });
});
